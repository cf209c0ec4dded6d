/**
 * Search parameters the modal sends with every query. `distinct: 1` keeps one
 * hit per page, its best section: each row of the modal is then a page, and
 * a page with many matching sections cannot push the next page out of the
 * first rows (DocSearch also groups rows by category, so a second section of
 * the first page could stand between the reader and the second page).
 * Its own module, so the search bar sends it without loading the engine.
 */
export const MODAL_SEARCH_PARAMETERS = { distinct: 1 };
