/**
 * Wraps the stock 404 content (its heading and text stay) with what helps a
 * lost reader: a real page title, a search field holding the missing path's
 * words, the pages those words find in the local index, and the main sections.
 * The index loads on this page only, after it renders; with hosted search
 * there is no local index, so the field (which opens the search page of
 * either mode) and the sections remain.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PageMetadata, useSearchLinkCreator } from '@docusaurus/theme-common';
import type { SearchCustomFields } from '@site/src/features/search/config';
import { MAX_QUERY_LENGTH } from '@site/src/features/search/engine/limits';
import { useSearchIndexUrl } from '@site/src/features/search/client/useSearchIndexUrl';
import { pathWords } from './pathWords';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const sections = [
  { to: '/toolhive', label: 'ToolHive overview' },
  { to: '/toolhive/guides-cli', label: 'CLI guides' },
  { to: '/toolhive/guides-ui', label: 'UI guides' },
  { to: '/toolhive/guides-k8s', label: 'Kubernetes operator guides' },
  { to: '/toolhive/reference/cli/thv', label: 'CLI reference' },
];

const MAX_PAGES = 5;
type Page = { url: string; title: string; section: string };
type Found = Page[] | 'failed' | null;

/** The best section of each of the first pages the local engine finds for `query`. */
function useLikelyPages(query: string, indexUrl: string, enabled: boolean): Found {
  const [found, setFound] = useState<Found>(null);
  useEffect(() => {
    if (!enabled || !query) return undefined;
    let live = true;
    import('@site/src/features/search/client/loadIndex')
      .then(({ engineFor }) => engineFor(indexUrl, query))
      .then(
        (engine) => {
          const pages: Page[] = [];
          const seen = new Set<string>();
          for (const { record } of engine.search(query, undefined, { match: 'any' })) {
            if (seen.has(record.url_without_anchor)) continue;
            seen.add(record.url_without_anchor);
            pages.push({
              url: record.url_without_anchor,
              title: record.hierarchy.lvl1 ?? record.url_without_anchor,
              section: record.hierarchy.lvl0 ?? '',
            });
            if (pages.length === MAX_PAGES) break;
          }
          if (live) setFound(pages);
        },
        () => live && setFound('failed'),
      );
    return () => {
      live = false;
    };
  }, [query, indexUrl, enabled]);
  return found;
}

export default function ContentWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const local = (siteConfig.customFields?.search as SearchCustomFields | undefined)?.mode !== 'hosted';
  const { pathname } = useLocation();
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  // The built 404.html serves every missing path, so the path is read once hydrated.
  const isBrowser = useIsBrowser();
  const words = isBrowser ? pathWords(pathname, MAX_QUERY_LENGTH) : '';
  const [query, setQuery] = useState<string | null>(null);
  // The missing path's version prefix picks the index: a /v0.3.5/... path searches the v0.3.5 docs.
  const found = useLikelyPages(words, useSearchIndexUrl(), local);
  const pages = Array.isArray(found) ? found : [];
  return (
    <>
      <PageMetadata title="Page not found" description="This page does not exist. Search the ToolHive docs instead." />
      <Content {...props} className={clsx(props.className, styles.stock)} />
      <div className={clsx('container', styles.help)}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <div role="search" aria-labelledby="not-found-search">
              <h2 id="not-found-search">Search the docs</h2>
              <form
                className={styles.form}
                action={createSearchLink('').split('?')[0]}
                onSubmit={(event) => {
                  event.preventDefault();
                  history.push(createSearchLink(query ?? words));
                }}
              >
                <input
                  className={styles.input}
                  type="search"
                  name="q"
                  aria-label="Search the docs for"
                  maxLength={MAX_QUERY_LENGTH}
                  value={query ?? words}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </form>
            </div>
            {local && words && (
              <nav aria-labelledby="not-found-likely" className={styles.block}>
                <h2 id="not-found-likely">Pages that match the address</h2>
                <p role="status" className={styles.status}>
                  {found === null && `Looking for pages about “${words}”…`}
                  {found === 'failed' && 'The search index could not be loaded.'}
                  {Array.isArray(found) && pages.length === 0 && `No page matches “${words}”.`}
                </p>
                {pages.length > 0 && (
                  <ul className={styles.pages}>
                    {pages.map((page) => (
                      <li key={page.url}>
                        <Link to={page.url}>{page.title}</Link>
                        {page.section && <span className={styles.section}>{page.section}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </nav>
            )}
            <nav aria-labelledby="not-found-sections" className={styles.block}>
              <h2 id="not-found-sections">Or start from a section</h2>
              <ul>
                {sections.map((s) => (
                  <li key={s.to}>
                    <Link to={s.to}>{s.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </>
  );
}
