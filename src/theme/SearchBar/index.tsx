/**
 * Wraps the theme's SearchBar. Hosted mode renders the original with the
 * product's texts. Local mode renders LocalSearchBar: the original always
 * adds `<link rel="preconnect">` to an Algolia host, which local mode must not.
 *
 * Search lives in src/features/search; this wrapper alone stays in the site's
 * theme folder. Two themes provide a SearchBar (theme-classic's empty one and
 * the Algolia theme's), and only a site-level wrapper's `@theme-original`
 * reaches the Algolia one: a plugin's theme folder can wrap only the first.
 */
import React, { type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '@site/src/features/search/config';
import LocalSearchBar from '../../features/search/ui/SearchBar/LocalSearchBar';
import { useQueryCap } from '../../features/search/ui/SearchBar/useQueryCap';
import { useEscapeSteps } from '../../features/search/ui/SearchBar/useEscapeSteps';
import { productModalProps, productTranslations } from '../../features/search/ui/SearchBar/productTexts';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields;
  useQueryCap();
  useEscapeSteps();
  // A build-time constant (src/features/search/searchHosted.d.ts): the bundler drops the other branch and the
  // modules only it uses, so a local build carries none of the hosted bar's code and a hosted one none of ours.
  return SEARCH_HOSTED ? (
    <OriginalSearchBar
      {...props}
      {...({ translations: productTranslations(), ...productModalProps(search.issueUrl) } as object)}
    />
  ) : (
    <LocalSearchBar />
  );
}
