/**
 * Whether the build serves hosted search (Algolia) rather than the local
 * index: a constant the search plugin (./index.ts) defines at build time, so
 * the bundler leaves out the search bar of the mode the build does not serve.
 */
declare const SEARCH_HOSTED: boolean;
