import defaults from '@theme/SearchTranslations';
import type { DocSearchTranslations } from '@docsearch/react';
import { SEARCH_LABEL } from './searchLabel';

// Read only by an open modal: local mode loads this module, and the theme's texts it builds on, with the
// modal's code (LocalModal, which LocalSearchBar's importModal loads); the button's label is in ./searchLabel.
// Nothing runs when the module loads, so a local build, whose hosted bar (src/theme/SearchBar) is left out,
// leaves it out of main.
let translations: DocSearchTranslations | undefined;

/** The product's wording for the DocSearch modal, layered over the theme's defaults. */
export const productTranslations = (): DocSearchTranslations =>
  (translations ??= {
    button: { ...defaults.button, buttonText: SEARCH_LABEL, buttonAriaLabel: SEARCH_LABEL },
    modal: {
      ...defaults.modal,
      searchBox: { ...defaults.modal?.searchBox, placeholderText: SEARCH_LABEL },
      noResultsScreen: {
        ...defaults.modal?.noResultsScreen,
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
      errorScreen: {
        titleText: 'Unable to fetch results',
        helpText: 'You might want to check your network connection.',
      },
      startScreen: { ...defaults.modal?.startScreen, noRecentSearchesText: 'No recent searches' },
    },
  });

/** The modal's settings besides its texts, the same in hosted and local mode. */
export const productModalProps = (issueUrl: string) => ({
  placeholder: SEARCH_LABEL,
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  getMissingResultsUrl: ({ query }: { query: string }) =>
    `${issueUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
});
