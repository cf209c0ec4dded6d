import { useEffect } from 'react';
import { MAX_QUERY_LENGTH } from '../../engine/limits';

/**
 * DocSearch 4.7 hard-codes maxlength=512 on its input and has no prop for
 * it; the product caps queries at 64 characters. The modal is portaled into
 * <body>, so a document-level observer applies the cap whenever it opens.
 */
export function useQueryCap(): void {
  useEffect(() => {
    const apply = () => {
      document.querySelectorAll<HTMLInputElement>('input.DocSearch-Input').forEach((input) => {
        if (input.maxLength !== MAX_QUERY_LENGTH) input.maxLength = MAX_QUERY_LENGTH;
      });
    };
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
