/**
 * The one local search client for the modal, the /search page, and the
 * answer engine. Kept apart from loadIndex.ts so pages load it (and
 * the engine) only when search is first used.
 */
import { createLocalSearchClient } from './client';
import { loadEngine } from './loadIndex';

let shared: ReturnType<typeof createLocalSearchClient> | null = null;
/** One client for the modal, the /search page, and the answer engine. */
export function localSearchClient() {
  shared ??= createLocalSearchClient({ getEngine: loadEngine, origin: () => window.location.origin });
  return shared;
}
