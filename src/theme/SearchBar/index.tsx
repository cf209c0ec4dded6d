/**
 * Wraps the theme's SearchBar. Hosted mode renders the original with the
 * product's texts. Local mode renders LocalSearchBar: the original always
 * adds `<link rel="preconnect">` to an Algolia host, which local mode must not.
 */
import React, { type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '@site/src/search/config';
import LocalSearchBar from './LocalSearchBar';
import { useQueryCap } from './useQueryCap';
import { useEscapeSteps } from './useEscapeSteps';
import { productModalProps, productTranslations } from './productTexts';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields | undefined;
  useQueryCap();
  useEscapeSteps();
  if (search?.mode !== 'hosted') return <LocalSearchBar />;
  return (
    <OriginalSearchBar
      {...props}
      {...({ translations: productTranslations, ...productModalProps(search.issueUrl) } as object)}
    />
  );
}
