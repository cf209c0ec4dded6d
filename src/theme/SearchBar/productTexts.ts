import { useEffect, useState } from 'react';
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

export const MAX_QUERY_LENGTH = 64;
export const RECENT_LIMIT = 7;
export const RECENT_WITH_FAVORITES_LIMIT = 4;

/**
 * The search button's texts. Its accessible name starts with everything it
 * shows, shortcut keys included ("Search docs Ctrl K"), so a reader who
 * says what they see reaches it by voice. DocSearch shows the keys once it
 * knows the platform, and appends the shortcut to the name in brackets.
 */
export function useButtonTranslations(): DocSearchTranslations['button'] {
  const [keys, setKeys] = useState('');
  useEffect(() => setKeys(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘ K' : 'Ctrl K'), []);
  const label = productTranslations.button?.buttonText ?? 'Search docs';
  return { ...productTranslations.button, buttonAriaLabel: keys ? `${label} ${keys}` : label };
}
