/**
 * Whether the modal's "Ask the docs" entry comes first (and so is the one
 * Enter opens) or follows the page hits. A query leads with the entry when it
 * reads as a question: a question word first, a question mark, or more words
 * than a keyword search has. Applied inside DocSearch's modal by
 * src/features/search/patches/docsearch-modal.
 */
// A question word with more after it: "how" alone is a keyword.
const QUESTION_WORD = /^(how|what|why|when|where|which|who|whose|can|could|should|would|is|are|does|do|did|will)\s+\S/i;

/** A keyword search is at most this many words. */
export const KEYWORD_WORDS = 4;

export function askLeads(query: string): boolean {
  const q = query.trim();
  return QUESTION_WORD.test(q) || q.includes('?') || q.split(/\s+/).length > KEYWORD_WORDS;
}
