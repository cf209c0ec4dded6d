/** Where the API reference pages are generated, relative to the site directory. */
export const API_DOCS_DIR = 'docs/toolhive/reference/api';
