import { useEffect } from 'react';

const CLOSED = 'data-results-closed';

/**
 * The product's Escape key works in steps: with a query typed, the first
 * Escape closes the results panel and keeps the query, the second clears the
 * query, and only Escape on an empty query closes the modal. DocSearch 4.7
 * closes the modal on the first Escape, so a capture-phase listener takes the
 * key before DocSearch sees it whenever a query is present.
 */
export function useEscapeSteps(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      const input = modal?.querySelector<HTMLInputElement>('input.DocSearch-Input');
      if (!modal || !input || input.value === '') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!modal.hasAttribute(CLOSED)) {
        modal.setAttribute(CLOSED, '');
        return;
      }
      modal.removeAttribute(CLOSED);
      modal.querySelector<HTMLButtonElement>('button.DocSearch-Clear')?.click();
      input.focus();
    };
    // Typing again reopens the results for the new query.
    const onInput = (event: Event) => {
      if ((event.target as Element | null)?.matches?.('input.DocSearch-Input'))
        document.querySelector('.DocSearch-Modal')?.removeAttribute(CLOSED);
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('input', onInput, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('input', onInput, true);
    };
  }, []);
}
