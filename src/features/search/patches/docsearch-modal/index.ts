import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../../lib/patches/types';
import { DOCSEARCH_MODAL_FILE, DOCSEARCH_MODAL_MODULE } from '../modalModule';

/**
 * Mends gaps in @docsearch/react 4.7.1's modal (the newest 4.x, which is
 * the newest major Docusaurus 3.10's search theme accepts, and the exact
 * version package.json pins) that no prop reaches
 * (docsearchModalFixes.cjs):
 * - the no-results screen's "Try searching for" suggestions: the modal keeps
 *   them in an object, not an array, so it never lists any. With the fix it
 *   lists up to three (tests/e2e/search.spec.ts); without it, none.
 * - the start screen with no recent or favourite searches: the modal hides
 *   its whole dropdown. With the fix it shows its `noRecentSearchesText`.
 * - the question entry ("Ask the docs") is always the first, so always the
 *   active entry. With the fix it follows the page hits unless the query
 *   reads as a question (src/features/search/ui/SearchBar/askLeads.ts).
 * - the recent and favourite searches it reads from localStorage: shown as
 *   HTML, with any `url` as a link. With the fix each is plain text with a
 *   path of this site, or left out (src/features/search/ui/SearchBar/storedHits.ts).
 * It applies in hosted mode too: the modal is the same component.
 */
const docsearchModal: Patch = {
  name: 'DocSearch modal: search suggestions, the empty start screen, the question entry, stored searches (docsearchModalFixes.cjs)',
  targets: [
    {
      module: DOCSEARCH_MODAL_MODULE,
      contains: 'context.searchSuggestions)&&void 0!==',
    },
    // The stored searches come from one keyed store per list; the fix filters what that store reads.
    { module: DOCSEARCH_MODAL_MODULE, contains: '({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(' },
    { module: DOCSEARCH_MODAL_MODULE, contains: '({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(' },
  ],
  plugin: loaderPlugin('patch-docsearch-modal', DOCSEARCH_MODAL_FILE, path.join(__dirname, 'docsearchModalFixes.cjs')),
};

export default docsearchModal;
