import defaults from '@theme/SearchTranslations';
import type { DocSearchTranslations } from '@docsearch/react';

/** The product's wording for the DocSearch modal, layered over the theme's defaults. */
export const productTranslations: DocSearchTranslations = {
  button: { ...defaults.button, buttonText: 'Search docs', buttonAriaLabel: 'Search docs' },
  modal: {
    ...defaults.modal,
    searchBox: { ...defaults.modal?.searchBox, placeholderText: 'Search docs' },
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
};

/** The modal's settings besides its texts, the same in hosted and local mode. */
export const productModalProps = (issueUrl: string) => ({
  placeholder: 'Search docs',
  recentSearchesLimit: 7,
  recentSearchesWithFavoritesLimit: 4,
  getMissingResultsUrl: ({ query }: { query: string }) =>
    `${issueUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
});
