// Kept apart from the engine so the search box, which loads before the
// engine, can share the limit without pulling the engine in.

/** Longest query the search box sends. */
export const MAX_QUERY_LENGTH = 64;
/** Longest question the question mode reads; the engine reads no more of any input. */
export const MAX_QUESTION_LENGTH = 500;
