/**
 * The DocSearch modal over the local index, with all that only an open modal
 * uses: its props, texts, hit links, and results footer. LocalSearchBar loads
 * this module when the reader heads for search, so a page read without
 * searching carries none of it.
 */
import React, { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import type { InternalDocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  useAlgoliaThemeConfig,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { indexStatus } from '@site/src/features/search/client/loadIndex';
import { localSearchClient } from '@site/src/features/search/client/sharedClient';
import type { SearchCustomFields } from '@site/src/features/search/config';
import { chatEndpoint } from '@site/src/features/search/client/chatUrl';
import { MODAL_SEARCH_PARAMETERS } from '@site/src/features/search/client/modalParameters';
import { productModalProps, productTranslations } from './productTexts';

/** What the modal shows before the first query when nothing is saved yet. */
const START_SCREEN_TEXT =
  'Type a keyword to jump to a page, or ask a whole question, such as "How do I pass a secret to a server?"';

/** DocSearch's own error screen markup, shown while the index cannot load. */
function ErrorScreen() {
  const errorTexts = productTranslations().modal?.errorScreen;
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{errorTexts?.titleText}</p>
      <p className="DocSearch-Help">{errorTexts?.helpText}</p>
    </div>
  );
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  const status = useSyncExternalStore(indexStatus.subscribe, indexStatus.get, indexStatus.getServer);
  const createSearchLink = useSearchLinkCreator();
  if (status === 'error') return <ErrorScreen />;
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      {`See all ${nbHits} results`}
    </Link>
  );
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

const noop = () => undefined;

interface Props {
  /** The index of the reader's docs version. */
  indexUrl: string;
  /** What the reader typed before the modal arrived. */
  initialQuery?: string;
  onClose: () => void;
  /** The reader chose the question entry with this query. */
  onAsk: (query: string) => void;
}

export default function LocalModal({ indexUrl, initialQuery, onClose, onAsk }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields;
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener,noreferrer,popup');
      },
    }),
    [history],
  );
  const transformItems = useCallback(
    (items: InternalDocSearchHit[]) => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: { nbHits?: unknown } } }) => (
      <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={onClose} />
    ),
    [onClose],
  );
  const interceptAskAiEvent = useCallback(
    (message: { query?: string }) => {
      onAsk(message.query ?? '');
      return true;
    },
    [onAsk],
  );

  const { modal } = productTranslations();
  return (
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      askAi={{ assistantId: 'local', appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }}
      interceptAskAiEvent={interceptAskAiEvent}
      onAskAiToggle={noop}
      isAskAiActive={false}
      searchParameters={{ ...MODAL_SEARCH_PARAMETERS, facetFilters }}
      transformSearchClient={() => localSearchClient(indexUrl) as never}
      transformItems={transformItems as never}
      hitComponent={Hit as never}
      resultsFooterComponent={resultsFooter as never}
      navigator={navigator as never}
      initialScrollY={typeof window === 'undefined' ? 0 : window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      // The question entry says what answers: a model when one is set up, else
      // the docs themselves. The empty start screen says questions work: only
      // local mode has the question entry.
      translations={{
        ...modal,
        startScreen: { ...modal?.startScreen, noRecentSearchesText: START_SCREEN_TEXT },
        ...(!chatEndpoint(search.chatUrl) && {
          resultsScreen: {
            ...modal?.resultsScreen,
            askAiPlaceholder: 'Ask the docs: ',
            noResultsAskAiPlaceholder: "Didn't find it? Ask the docs: ",
          },
        }),
      }}
      {...productModalProps(search.issueUrl)}
    />
  );
}
