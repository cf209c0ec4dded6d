/**
 * Stands in for @docusaurus/useIsBrowser in the Tabs components (see
 * ./index.ts), which call it only to change their key once hydrated. The
 * same value on the server and in the browser keeps that key, so the tabs
 * hydrate in place.
 */
export default function useSameTabKeyEverywhere(): boolean {
  return false;
}
