/**
 * Wraps the theme's /search page: a `q` parameter longer than 64 characters
 * is cut to 64 in the address (the page renders the query as text only).
 * In local mode `algoliasearch/lite` is aliased to the local client.
 */
import React, { useEffect, type ReactNode } from 'react';
import OriginalSearchPage from './AlgoliaSearchPage';

import { useHistory, useLocation } from '@docusaurus/router';
import Head from '@docusaurus/Head';
import { MAX_QUERY_LENGTH } from '@site/src/theme/SearchBar/productTexts';

export default function SearchPage(): ReactNode {
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
      <OriginalSearchPage />
    </>
  );
}
