import React, { useEffect, useRef, type ReactNode } from 'react';
import { MAX_QUERY_LENGTH } from '../../engine/limits';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  onClose: () => void;
  failed: boolean;
}

/**
 * What the search button opens while the modal's code is still on its way:
 * the modal's frame and search box, in DocSearch's own markup, so the reader
 * can start typing at once. The modal takes over with the text typed so far.
 */
export default function SearchShell({ query, onQuery, onClose, failed }: Props): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="DocSearch DocSearch-Container search-shell"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal" role="dialog" aria-modal="true" aria-label="Search docs">
        <header className="DocSearch-SearchBar">
          <form className="DocSearch-Form" role="search" onSubmit={(e) => e.preventDefault()}>
            <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
              <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" />
            </svg>
            <input
              ref={input}
              className="DocSearch-Input"
              type="search"
              aria-label="Search docs"
              placeholder="Search docs"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_QUERY_LENGTH}
              value={query}
              onChange={(e) => onQuery(e.target.value)}
            />
          </form>
          <button type="button" className="DocSearch-Cancel" onClick={onClose}>
            Cancel
          </button>
        </header>
        <div className="DocSearch-Dropdown">
          <p className="DocSearch-Help" role="status">
            {failed ? 'Search could not load. Check your connection, then close and open it again.' : 'Loading search…'}
          </p>
        </div>
      </div>
    </div>
  );
}
