/**
 * A token of inline code a browser may break inside: one with a hyphen, slash,
 * or other punctuation. src/theme/CodeInline sets each such token as an inline
 * block; the remark plugin here keeps the punctuation after a lone one beside it.
 */
export const BREAKABLE = /[^\p{L}\p{N}_]/u;

/**
 * Marks a one-token code span whose punctuation the remark plugin glued to
 * it. Such a token with no slash may also break after a dot: when it and its
 * mark are wider than the column, `resourceOverrides.proxyService.` /
 * `labels,` reads better than a break before the comma or inside a word.
 */
export const GLUED_CLASS = 'code-glued';
