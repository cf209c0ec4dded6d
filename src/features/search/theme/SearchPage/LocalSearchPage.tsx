/**
 * The /search page over the local index: the same engine, hits, highlights,
 * and snippets as the modal, without Algolia's client or its name. Each
 * result's place in the docs is a line of text, not a landmark, so the page
 * has one main landmark and its navigation landmarks keep unique names.
 */
import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useDocsVersionCandidates, useVersions, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { Engine } from '@site/src/features/search/engine/engine';
import { MAX_QUERY_LENGTH } from '@site/src/features/search/engine/limits';
import { searchIndexUrl } from '@site/src/features/search/client/loadIndex';
import styles from './styles.module.css';

const PAGE_SIZE = 20;
type Hit = ReturnType<RunQuery>['hits'][number];

type RunQuery = typeof import('@site/src/features/search/client/client').runQuery;
type Search = { engine: Engine; runQuery: RunQuery };

/**
 * The engine that answers `query` in one docs version's index and the
 * client's query runner, loaded after the page renders. While a query's
 * engine loads, the last one stays in place.
 */
function useSearch(indexUrl: string, query: string): { search: Search | null; failed: boolean } {
  const [state, setState] = useState<{ search: Search | null; failed: boolean }>({ search: null, failed: false });
  useEffect(() => {
    let live = true;
    Promise.all([
      import('@site/src/features/search/client/loadIndex'),
      import('@site/src/features/search/client/client'),
    ])
      .then(async ([{ engineFor }, { runQuery }]) => ({ engine: await engineFor(indexUrl, query), runQuery }))
      .then(
        (search) => live && setState({ search, failed: false }),
        () => live && setState({ search: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [indexUrl, query]);
  return state;
}

/**
 * The docs version the page searches: `?version=` when it names one, else the
 * reader's own (the version they last read or chose, else the default).
 */
function useSearchedVersion(requested: string | null): { version: GlobalVersion; versions: GlobalVersion[] } {
  const versions = useVersions(undefined);
  const [candidate] = useDocsVersionCandidates();
  return { version: versions.find((v) => v.name === requested) ?? candidate, versions };
}

function Result({ hit }: { hit: Hit }): ReactNode {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((l) => hit.hierarchy[l]);
  const own = hit.type === 'content' ? levels.at(-1)! : hit.type;
  const path = [hit.hierarchy.lvl0, ...levels.filter((l) => l !== own).map((l) => hit.hierarchy[l])].filter(Boolean);
  const title = hit._highlightResult.hierarchy[own]?.value ?? '';
  const summary = hit._snippetResult.content?.value;
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        {/* The engine's highlight: escaped text with <mark> and <code> only. */}
        <Link to={new URL(hit.url).pathname + new URL(hit.url).hash} dangerouslySetInnerHTML={{ __html: title }} />
      </Heading>
      <p className={styles.searchResultItemPath}>{path.join(' › ')}</p>
      {summary && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{ __html: summary }} />}
    </article>
  );
}

// Inside Layout: the docs version hooks read the providers Layout sets up.
function SearchPageBody(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The built page knows no query; the one in the address is read once hydrated.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH) : '';
  const [shown, setShown] = useState(PAGE_SIZE);
  const { version, versions } = useSearchedVersion(
    isBrowser ? new URLSearchParams(location.search).get('version') : null,
  );
  const { search, failed } = useSearch(searchIndexUrl(version.path), query);
  const pageTitle = query ? `Search results for "${query}"` : 'Search the documentation';
  const hits = useMemo(
    () =>
      search && query.trim()
        ? search.runQuery(
            search.engine,
            {
              query,
              hitsPerPage: 1000,
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              attributesToSnippet: ['content:30'],
            },
            window.location.origin,
          ).hits
        : null,
    [search, query],
  );
  useEffect(() => setShown(PAGE_SIZE), [query]);

  const setParam = (name: 'q' | 'version', value: string) => {
    const params = new URLSearchParams(location.search);
    if (value) params.set(name, value);
    else params.delete(name);
    history.replace({ ...location, search: params.toString() ? `?${params.toString()}` : '' });
  };
  const setQuery = (value: string) => setParam('q', value);

  return (
    <>
      <PageMetadata title={pageTitle} />
      <Head>
        <meta property="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form role="search" aria-label="Search the documentation" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.searchQueryInput}
            placeholder="Type your search here"
            aria-label="Search"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
          {versions.length > 1 && (
            <label className={styles.searchVersion}>
              Docs version{' '}
              <select value={version.name} onChange={(e) => setParam('version', e.target.value)}>
                {versions.map((v) => (
                  <option key={v.name} value={v.name}>
                    {v.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </form>
        <p className={styles.searchResultsColumn} role="status">
          {failed
            ? 'The search index could not be loaded. Check your connection and reload the page.'
            : hits
              ? hits.length
                ? `${hits.length} ${hits.length === 1 ? 'section' : 'sections'} found`
                : 'No results were found'
              : query && 'Searching…'}
        </p>
        {hits && hits.length > 0 && (
          <div>
            {hits.slice(0, shown).map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </div>
        )}
        {hits && hits.length > shown && (
          <button
            type="button"
            className="button button--secondary margin-top--md"
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          >
            Show more results
          </button>
        )}
      </main>
    </>
  );
}

function SearchPageContent(): ReactNode {
  return (
    <Layout>
      <SearchPageBody />
    </Layout>
  );
}

export default function LocalSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
