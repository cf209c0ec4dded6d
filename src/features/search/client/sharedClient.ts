/**
 * The one local search client for the modal, the /search page, and the
 * answer engine. Kept apart from loadIndex.ts so pages load it (and
 * the engine) only when search is first used.
 */
import { createLocalSearchClient } from './client';
import { engineFor } from './loadIndex';

const shared = new Map<string, ReturnType<typeof createLocalSearchClient>>();
/** One client per docs version's index for the modal, the /search page, and the answer engine. */
export function localSearchClient(indexUrl: string) {
  let client = shared.get(indexUrl);
  if (!client) {
    client = createLocalSearchClient({
      getEngine: (query) => engineFor(indexUrl, query),
      origin: () => window.location.origin,
    });
    shared.set(indexUrl, client);
  }
  return client;
}
