/**
 * Wraps the theme's /search page. Local mode renders LocalSearchPage over the
 * local index; hosted mode renders the theme's own page, which queries
 * Algolia and says so. Either way a `q` parameter longer than 64 characters
 * is cut to 64 in the address (the page renders the query as text only).
 */
import React, { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '@site/src/features/search/config';
import { MAX_QUERY_LENGTH } from '@site/src/features/search/engine/limits';
import LocalSearchPage from './LocalSearchPage';

// Its own chunk: local mode never downloads Algolia's client.
const OriginalSearchPage = lazy(() => import('@theme-init/SearchPage'));

export default function SearchPage(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields | undefined;
  const location = useLocation();
  const history = useHistory();
  const q = new URLSearchParams(location.search).get('q');
  const tooLong = !!q && q.length > MAX_QUERY_LENGTH;
  useEffect(() => {
    if (!tooLong) return;
    const params = new URLSearchParams(location.search);
    params.set('q', q.slice(0, MAX_QUERY_LENGTH));
    history.replace({ ...location, search: `?${params.toString()}` });
  }, [tooLong, q, location, history]);
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Search the ToolHive documentation: guides, tutorials, and the CLI, API, and operator references."
        />
      </Head>
      {search?.mode === 'hosted' ? (
        <Suspense fallback={null}>
          <OriginalSearchPage />
        </Suspense>
      ) : (
        <LocalSearchPage />
      )}
    </>
  );
}
