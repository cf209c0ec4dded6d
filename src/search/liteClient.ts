/**
 * Stands in for `algoliasearch/lite` in local mode (aliased by the
 * search-index plugin), so the theme's /search page queries the local index.
 */
import { localSearchClient } from './sharedClient';

/** Same signature as algoliasearch's `liteClient(appId, apiKey)`; the credentials are not used. */
export function liteClient(...credentials: [appId?: string, apiKey?: string]) {
  void credentials;
  return localSearchClient();
}
export default liteClient;
