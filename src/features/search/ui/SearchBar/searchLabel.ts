/** The search button's label and the search box's placeholder, in the modal and in the shell before it. */
export const SEARCH_LABEL = 'Search docs';
