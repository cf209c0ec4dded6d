/**
 * The question mode opened from the search modal. Answers come from the
 * offline answer engine over the local index, or, when AI_CHAT_URL is set,
 * from an OpenAI-compatible endpoint grounded on the same sections.
 * The conversation lives in sessionStorage for the rest of the visit; when
 * the browser refuses storage (site data off, a full quota) it is not kept
 * beyond the page.
 */
import React, { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { answerQuestion, retrieve, type Source } from '@site/src/features/search/engine/answer';
import { MAX_QUERY_LENGTH, MAX_QUESTION_LENGTH } from '@site/src/features/search/engine/limits';
import { streamChat } from '@site/src/features/search/client/chat';
import { chatEndpoint } from '@site/src/features/search/client/chatUrl';
import { loadWholeEngine } from '@site/src/features/search/client/loadIndex';
import { useOtherVersionIndexes } from '@site/src/features/search/client/useSearchIndexUrl';
import { answerAcrossVersions, asksOtherVersions } from '@site/src/features/search/engine/otherVersions';
import { guardedStorage } from '@site/src/lib/storage';
import Markdown from '@site/src/features/api-reference/theme/Markdown';
import styles from './styles.module.css';

interface Message {
  role: 'user' | 'assistant';
  text: string;
  /** Shown under a question the panel cut to its first 500 characters. */
  note?: string;
  sources?: Source[];
  /** 'model' answers carry the AI disclaimer; 'docs' answers are quoted from the docs. */
  origin?: 'docs' | 'model';
  error?: boolean;
}

const STORAGE_KEY = 'thv-docs.ask.conversation';
const session = guardedStorage(() => window.sessionStorage);

function loadConversation(): Message[] {
  try {
    const parsed = JSON.parse(session.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

interface Props {
  initialQuestion: string;
  /** The question was pasted into the search box, which holds far less, and is asked here whole. */
  pasted?: boolean;
  /** The index of the docs version the reader is in: answers come from that version only. */
  indexUrl: string;
  chatUrl: string | null;
  chatModel: string | null;
  onClose: () => void;
}

export default function AskPanel({ initialQuestion, pasted, indexUrl, chatUrl, chatModel, onClose }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [messages, setMessages] = useState<Message[]>(loadConversation);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');
  const asked = useRef(false);
  const versions = useOtherVersionIndexes();

  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
  }, []);
  useEffect(() => {
    session.setItem(STORAGE_KEY, JSON.stringify(messages.filter((m) => !m.error)));
  }, [messages]);

  const ask = useCallback(
    async (question: string, fromSearchBox = false) => {
      const full = question.trim();
      if (!full || busy) return;
      const q = full.slice(0, MAX_QUESTION_LENGTH).trim();
      const notes = [
        fromSearchBox && `Pasted text longer than the search box's ${MAX_QUERY_LENGTH} characters is asked here whole.`,
        full.length > MAX_QUESTION_LENGTH && `Your question was cut to its first ${MAX_QUESTION_LENGTH} characters.`,
      ].filter(Boolean);
      const note = notes.length ? notes.join(' ') : undefined;
      const history = messages.filter((m) => !m.error).map((m) => ({ role: m.role, content: m.text }));
      setMessages((list) => [...list, { role: 'user', text: q, ...(note ? { note } : {}) }]);
      setBusy(true);
      const update = (patch: Partial<Message>) =>
        setMessages((list) => [...list.slice(0, -1), { ...list.at(-1)!, ...patch }]);
      try {
        // Answers see every section, so what was searched before never changes them.
        const engine = await loadWholeEngine(indexUrl);
        const endpoint = chatEndpoint(chatUrl);
        if (endpoint) {
          const { sources } = retrieve(engine, q);
          setMessages((list) => [...list, { role: 'assistant', text: '', sources, origin: 'model' }]);
          let text = '';
          await streamChat({
            url: endpoint,
            model: chatModel,
            question: q,
            history,
            sources,
            onToken: (token) => {
              text += token;
              update({ text });
            },
          });
        } else {
          const own = answerQuestion(engine, q);
          // Other versions' indexes load only for a question the reader's own version does not answer confidently.
          // One that fails to load is left out: the own version's answer still stands.
          const others = asksOtherVersions(own)
            ? await Promise.all(
                versions.others.map(({ label, url }) =>
                  loadWholeEngine(url).then(
                    (other) => ({ label, answer: answerQuestion(other, q) }),
                    () => undefined,
                  ),
                ),
              )
            : [];
          const answer = answerAcrossVersions(
            versions.label,
            own,
            others.filter((o) => o !== undefined),
          );
          setMessages((list) => [
            ...list,
            { role: 'assistant', text: answer.text, sources: answer.sources, origin: 'docs' },
          ]);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setMessages((list) => [
          ...list.filter((m, i) => !(i === list.length - 1 && m.role === 'assistant' && !m.text)),
          {
            role: 'assistant',
            text: `Unable to answer right now. ${reason} Your conversation is kept; try again.`,
            error: true,
          },
        ]);
      } finally {
        setBusy(false);
      }
    },
    [busy, messages, indexUrl, chatUrl, chatModel, versions],
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (initialQuestion.trim()) void ask(initialQuestion, pasted);
  }, [ask, initialQuestion, pasted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft;
    setDraft('');
    void ask(q);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby="ask-panel-title"
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id="ask-panel-title">Ask the docs</h2>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => setMessages([])}
              disabled={busy || !messages.length}
            >
              New conversation
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => dialog.current?.close()}
              aria-label="Close questions"
            >
              Close
            </button>
          </div>
        </header>
        <div className={styles.log} role="log" aria-live="polite" aria-busy={busy}>
          {messages.length === 0 && (
            <p className={styles.empty}>Ask a question about ToolHive; answers link to the sections they come from.</p>
          )}
          {messages.map((m, i) => (
            <div
              key={i}
              className={m.role === 'user' ? styles.question : m.error ? styles.error : styles.answer}
              role={m.error ? 'alert' : undefined}
            >
              {m.role === 'user' ? <p>{m.text}</p> : <Markdown>{m.text}</Markdown>}
              {m.note && <p className={styles.note}>{m.note}</p>}
              {/* A docs answer links each source in its text; a model's reply cites them by number only. */}
              {m.origin === 'model' && !!m.sources?.length && (
                <ol className={styles.sources} aria-label="Sources">
                  {m.sources.map((s) => (
                    <li key={s.n} value={s.n}>
                      <Link to={s.url} onClick={() => dialog.current?.close()}>
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
              {m.role === 'assistant' && !m.error && m.text && (m.origin === 'model' || !!m.sources?.length) && (
                <p className={styles.note}>
                  {m.origin === 'model'
                    ? 'Answers are generated with AI which can make mistakes. Verify responses.'
                    : 'Quoted from the documentation sections linked above, without a language model.'}
                </p>
              )}
            </div>
          ))}
          {busy && <p className={styles.status}>Answering...</p>}
        </div>
        <form className={styles.form} onSubmit={submit}>
          <input
            ref={input}
            className={styles.input}
            type="text"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Ask another question..."
            aria-label="Question"
            disabled={busy}
          />
          <button type="submit" className="button button--primary" disabled={busy || !draft.trim()}>
            Ask
          </button>
        </form>
      </div>
    </dialog>
  );
}
