/**
 * The search button of local mode, and the modal over the local index
 * (LocalModal.tsx, which follows the theme's SearchBar from
 * @docusaurus/theme-search-algolia 3.10.2 and reuses its hooks, but emits no
 * preconnect link and answers searches from src/features/search/engine).
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
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadEngine } from '@site/src/features/search/client/loadIndex';
import { useSearchIndexUrl } from '@site/src/features/search/client/useSearchIndexUrl';
import type { SearchCustomFields } from '@site/src/features/search/config';
import { MAX_QUERY_LENGTH } from '@site/src/features/search/engine/limits';
import { SEARCH_LABEL } from './searchLabel';
import SearchButton from './SearchButton';
import SearchShell from './SearchShell';

// The question panel and its answer engine load when a reader first asks.
const AskPanel = lazy(() => import('@site/src/features/search/ui/AskPanel'));

// The modal and all that only it uses (DocSearch, the engine, the modal's texts) load when the reader heads for
// search, so page bundles carry none of it.
let LocalModal: typeof import('./LocalModal').default | null = null;
let importing: Promise<void> | null = null;
function importModal(): Promise<void> {
  if (LocalModal) return Promise.resolve();
  importing ??= Promise.all([
    import('./LocalModal'),
    // Loaded here, not imported by LocalModal: the package declares no side effects, so a bundler drops a bare
    // import of its style sheet.
    // @ts-expect-error: a CSS entry point without type declarations
    import('@docsearch/react/style'),
  ]).then(
    ([module]) => {
      LocalModal = module.default;
    },
    (error: unknown) => {
      // Forgotten, so opening search again retries.
      importing = null;
      throw error;
    },
  );
  return importing;
}

export default function LocalSearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const search = siteConfig.customFields?.search as SearchCustomFields;
  const indexUrl = useSearchIndexUrl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [ready, setReady] = useState(() => !!LocalModal);
  const [failed, setFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [question, setQuestion] = useState<{ text: string; pasted?: boolean } | null>(null);

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
  // A paste longer than the search box holds would lose its end to the cap: a pasted error or issue title
  // goes to the question mode whole, which reads far more and is made for such text.
  useEffect(() => {
    if (!isOpen) return;
    const onPaste = (event: ClipboardEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.classList.contains('DocSearch-Input')) return;
      const { value, selectionStart: from, selectionEnd: to } = field;
      const pasted = (event.clipboardData?.getData('text') ?? '').replace(/\s+/g, ' ');
      const text = value.slice(0, from ?? value.length) + pasted + value.slice(to ?? value.length);
      if (text.length <= MAX_QUERY_LENGTH) return;
      event.preventDefault();
      setQuestion({ text: text.trim(), pasted: true });
      closeModal();
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, [isOpen, closeModal]);
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

  const ask = useCallback(
    (text: string) => {
      setQuestion({ text });
      closeModal();
    },
    [closeModal],
  );

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
        {isOpen && ready && LocalModal && (
          <LocalModal indexUrl={indexUrl} initialQuery={initialQuery} onClose={closeModal} onAsk={ask} />
        )}
        {isOpen && !ready && (
          <SearchShell query={initialQuery ?? ''} onQuery={setInitialQuery} onClose={closeModal} failed={failed} />
        )}
      </div>
      {question !== null && (
        <Suspense fallback={null}>
          <AskPanel
            initialQuestion={question.text}
            pasted={question.pasted}
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
