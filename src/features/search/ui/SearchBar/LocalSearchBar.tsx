/**
 * The DocSearch button and modal over the local index. Follows the theme's
 * SearchBar (@docusaurus/theme-search-algolia 3.10.2) and reuses its hooks,
 * but emits no preconnect link and answers searches from src/features/search/engine.
 * The modal's question entry opens our own AskPanel instead of Algolia's.
 *
 * The modal's code (DocSearch and the engine) is fetched when the reader
 * heads for search. A click before it arrives opens a shell with the modal's
 * search box at once, so the reader types while the code and the index
 * arrive; the modal then takes over with what was typed.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType, DocSearchModalProps } from '@docsearch/react/modal';
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
import { indexStatus, loadEngine } from '@site/src/features/search/client/loadIndex';
import { useSearchIndexUrl } from '@site/src/features/search/client/useSearchIndexUrl';
import type { SearchCustomFields } from '@site/src/features/search/config';
import { chatEndpoint } from '@site/src/features/search/client/chatUrl';
import { MODAL_SEARCH_PARAMETERS } from '@site/src/features/search/client/modalParameters';
import { SEARCH_LABEL } from './searchLabel';
import SearchButton from './SearchButton';
import SearchShell from './SearchShell';

type ProductTexts = typeof import('./productTexts');

/** What the modal shows before the first query when nothing is saved yet. */
const START_SCREEN_TEXT =
  'Type a keyword to jump to a page, or ask a whole question, such as "How do I pass a secret to a server?"';

// The question panel and its answer engine load when a reader first asks.
const AskPanel = lazy(() => import('@site/src/features/search/ui/AskPanel'));

let DocSearchModal: typeof DocSearchModalType | null = null;
// Loaded with the modal (see importModal), so the search engine stays out of page bundles.
let localSearchClient: typeof import('@site/src/features/search/client/sharedClient').localSearchClient | null = null;
// The modal's texts, which only an open modal reads, come with its code too.
let texts: ProductTexts | null = null;
let importing: Promise<void> | null = null;
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  importing ??= Promise.all([
    import('@docsearch/react/modal'),
    // @ts-expect-error: a CSS entry point without type declarations
    import('@docsearch/react/style'),
    import('@site/src/features/search/client/sharedClient'),
    import('./productTexts'),
  ]).then(
    ([{ DocSearchModal: Modal }, , client, productTexts]) => {
      DocSearchModal = Modal;
      localSearchClient = client.localSearchClient;
      texts = productTexts;
    },
    (error: unknown) => {
      // Forgotten, so opening search again retries.
      importing = null;
      throw error;
    },
  );
  return importing;
}

/** DocSearch's own error screen markup, shown while the index cannot load. */
function ErrorScreen() {
  // Rendered only inside the modal, so after importModal.
  const errorTexts = texts?.productTranslations().modal?.errorScreen;
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

export default function LocalSearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields;
  const { algolia } = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const indexUrl = useSearchIndexUrl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [ready, setReady] = useState(() => !!DocSearchModal);
  const [failed, setFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [question, setQuestion] = useState<string | null>(null);

  const fetchModal = useCallback(
    () =>
      importModal().then(
        () => setReady(true),
        () => setFailed(true),
      ),
    [],
  );
  // The modal's code (about 110 KB gzipped) comes when the reader heads for
  // search: pointer over or focus on the button, a touch, or the shortcut. A
  // page read without searching never loads it; a click before it arrives
  // opens SearchShell, which takes the typing.

  const openModal = useCallback(() => {
    // Start fetching the index while the modal opens; a failure is shown by
    // the modal's error screen on the first query and retried then.
    loadEngine(indexUrl).catch(() => undefined);
    setFailed(false);
    setIsOpen(true);
    void fetchModal();
  }, [fetchModal, indexUrl]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  // The modal takes over from SearchShell in one commit, but DocSearch focuses
  // its input only in a passive effect, after the browser has painted: a key
  // typed in between lands on the page and is lost. Focusing it as the modal
  // commits leaves no such gap; its initial query already holds the typing.
  const modalShown = isOpen && ready;
  useLayoutEffect(() => {
    if (!modalShown) return;
    const field = document.querySelector<HTMLInputElement>('.search-local .DocSearch-Input');
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [modalShown]);
  const noop = useCallback(() => undefined, []);
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

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
      <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={closeModal} />
    ),
    [closeModal],
  );
  const interceptAskAiEvent = useCallback(
    (message: { query?: string }) => {
      setQuestion(message.query ?? '');
      closeModal();
      return true;
    },
    [closeModal],
  );

  // Built only for an open modal, whose code and texts have arrived.
  const modalProps = ({ productTranslations, productModalProps }: ProductTexts): DocSearchModalProps => {
    const { modal } = productTranslations();
    return {
      appId: algolia.appId,
      apiKey: algolia.apiKey,
      indexName: algolia.indexName,
      askAi: { assistantId: 'local', appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName },
      interceptAskAiEvent,
      onAskAiToggle: noop,
      isAskAiActive: false,
      searchParameters: { ...MODAL_SEARCH_PARAMETERS, facetFilters },
      transformSearchClient: () => localSearchClient!(indexUrl) as never,
      transformItems: transformItems as never,
      hitComponent: Hit as never,
      resultsFooterComponent: resultsFooter as never,
      navigator: navigator as never,
      initialScrollY: typeof window === 'undefined' ? 0 : window.scrollY,
      initialQuery,
      onClose: closeModal,
      // The question entry says what answers: a model when one is set up, else
      // the docs themselves. The empty start screen says questions work: only
      // local mode has the question entry.
      translations: {
        ...modal,
        startScreen: { ...modal?.startScreen, noRecentSearchesText: START_SCREEN_TEXT },
        ...(!chatEndpoint(search.chatUrl) && {
          resultsScreen: {
            ...modal?.resultsScreen,
            askAiPlaceholder: 'Ask the docs: ',
            noResultsAskAiPlaceholder: "Didn't find it? Ask the docs: ",
          },
        }),
      },
      ...productModalProps(search.issueUrl),
    };
  };

  return (
    <>
      <SearchButton
        label={SEARCH_LABEL}
        onTouchStart={fetchModal}
        onFocus={fetchModal}
        onMouseOver={fetchModal}
        onClick={openModal}
        ref={buttonRef}
      />
      {/* Local mode: no "Powered by Algolia" in the modal's footer (src/features/search/search.css). */}
      <div className="search-local">
        {isOpen && ready && DocSearchModal && texts && <DocSearchModal {...modalProps(texts)} />}
        {isOpen && !ready && (
          <SearchShell query={initialQuery ?? ''} onQuery={setInitialQuery} onClose={closeModal} failed={failed} />
        )}
      </div>
      {question !== null && (
        <Suspense fallback={null}>
          <AskPanel
            initialQuestion={question}
            indexUrl={indexUrl}
            chatUrl={search.chatUrl}
            chatModel={search.chatModel}
            onClose={() => setQuestion(null)}
          />
        </Suspense>
      )}
    </>
  );
}
