/**
 * Bundler loader for @docsearch/react's modal (the exact 4.7 version pinned in
 * package.json overrides). It mends gaps in that build so the modal shows
 * what the product specifies, and nothing from storage as HTML:
 * - "Try searching for": the modal merges its suggestions into an object, not
 *   an array, so the list never renders. They become the result groups' names
 *   again, as in DocSearch 3.
 * - "No recent searches": with no recent or favourite searches the modal hides
 *   its whole dropdown. It now stays open on a one-line start screen that uses
 *   the `startScreen.noRecentSearchesText` translation.
 * - "Ask the docs" first: the question entry is the first collection, so it
 *   was the active entry and Enter opened the question panel for any query.
 *   It now follows the page hits unless the query reads as a question
 *   (src/features/search/ui/SearchBar/askLeads.ts), so Enter opens the top hit.
 * - Stored searches: the recent and favourite searches it reads back from
 *   localStorage were shown as HTML, with their `url` as a link. Anything on
 *   the same origin can write there, so each is rebuilt as plain text with a
 *   path of this site, or dropped (src/features/search/ui/SearchBar/storedHits.ts).
 * Each fix must match exactly once; a DocSearch upgrade that changes the code
 * fails the build here, naming the fix, rather than silently dropping it.
 */
const fixes = [
  {
    name: 'search suggestions as an array',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\((\w+)\)\)/g,
    replacement: 'searchSuggestions:Object.keys($4)',
  },
  {
    name: 'keep the dropdown open on an empty start screen',
    pattern: /"idle"!==(\w+)\.status\|\|!1!==(\w+)\|\|0!==\1\.query\.length\|\|(\w+)\|\|\((\w+)=!1\)/g,
    replacement: '"idle"!==$1.status||!1!==$2||0!==$1.query.length||$3||$4',
  },
  {
    name: 'start screen text when nothing is saved',
    pattern:
      /(function \w+\((\w+)\)\{var (\w+)=\2\.translations,(\w+)=void 0===\3\?\{\}:\3,(\w+)=\w+\(\2,\w+\),\w+=\4\.recentSearchesTitle[^}]*?;return )(\w+)\.createElement\("div",\{className:"DocSearch-Dropdown-Container"\},/g,
    replacement:
      '$1!1===$5.hasCollections?$6.createElement("div",{className:"DocSearch-StartScreen"},$6.createElement("p",{className:"DocSearch-Help"},$4.noRecentSearchesText||"No recent searches")):$6.createElement("div",{className:"DocSearch-Dropdown-Container"},',
  },
  {
    name: 'question entry after the hits for a keyword query',
    pattern:
      /(\w+)=(\w+)\?\[\{sourceId:"askAI",getItems:function\(\)\{return\[\{type:"askAI",query:(\w+),([^]{0,400}?)return (\w+)\.then\(function\((\w+)\)\{return\[\]\.concat\(\1,(\w+)\(\6\)\)\}\)/g,
    replacement:
      '$1=$2?[{sourceId:"askAI",getItems:function(){return[{type:"askAI",query:$3,$4return $5.then(function($6){var hits=$7($6);return __thvAskLeads($3)?[].concat($1,hits):[].concat(hits,$1)})',
  },
  {
    name: 'stored searches read as plain text and site paths',
    pattern:
      /(function \w+\(\w+\)\{var \w+=\w+\.key,\w+=\w+\.limit,(\w+)=void 0===\w+\?5:\w+,(\w+)=\w+\(\w+\),\w+=)\3\.getItem\(\)\.slice\(0,\2\)/g,
    replacement: '$1__thvStoredHits($3.getItem()).slice(0,$2)',
  },
];

// What the fixes call, from the site's own code: the question test and the stored-search filter.
const SEARCH_BAR = require('node:path').join(__dirname, '../../ui/SearchBar');
const imports =
  `import { askLeads as __thvAskLeads } from ${JSON.stringify(`${SEARCH_BAR}/askLeads.ts`)};\n` +
  `import { storedHits as __thvStoredHits } from ${JSON.stringify(`${SEARCH_BAR}/storedHits.ts`)};\n`;

module.exports = function docsearchModalFixes(source) {
  let patched = source;
  for (const fix of fixes) {
    const matches = patched.match(fix.pattern)?.length ?? 0;
    if (matches !== 1) {
      throw new Error(
        `${this.resourcePath}: DocSearch fix "${fix.name}" matched ${matches} times (expected 1). ` +
          'The installed @docsearch/react differs from the pinned version; update src/features/search/patches/docsearch-modal/docsearchModalFixes.cjs.',
      );
    }
    patched = patched.replace(fix.pattern, fix.replacement);
  }
  return imports + patched;
};

module.exports.fixes = fixes;
