/**
 * The DocSearch module both search patches rewrite, as the patch guard
 * resolves it and as the bundler's loader rule matches its file, so the two
 * patches cannot drift apart on which file they mean.
 */
export const DOCSEARCH_MODAL_MODULE = '@docsearch/react/dist/esm/DocSearchModal.js';
export const DOCSEARCH_MODAL_FILE = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/;
