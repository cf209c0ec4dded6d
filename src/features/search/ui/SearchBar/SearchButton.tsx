import React, { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react';

/**
 * The navbar's search button in local mode, in DocSearch's markup so its
 * styles apply. DocSearchButton (4.7.1) names itself with an aria-label that
 * axe cannot match to the keys it shows ("Search docsCtrlK"), so speech-input
 * readers cannot say what they see. Here the name is the visible label (kept
 * for assistive technology on narrow screens by src/features/search/search.css); the
 * keys are shown to the eye and given to assistive technology through
 * aria-keyshortcuts.
 */
const SearchButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { label: string }>(
  function SearchButton({ label, ...props }, ref) {
    // The platform is known only in the browser; the keys appear after hydration, as DocSearch's do.
    const [apple, setApple] = useState<boolean | null>(null);
    useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        ref={ref}
        {...props}
      >
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>
        {apple !== null && (
          <span className="DocSearch-Button-Keys" aria-hidden="true">
            <kbd className={`DocSearch-Button-Key${apple ? '' : ' DocSearch-Button-Key--ctrl'}`}>
              {apple ? '⌘' : 'Ctrl'}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </span>
        )}
      </button>
    );
  },
);

export default SearchButton;
