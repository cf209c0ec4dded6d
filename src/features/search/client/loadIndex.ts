/**
 * Loads a docs version's packed index from the site's own origin on first
 * use and keeps its engine for the rest of the visit. Each docs version has
 * its own index (searchIndexUrl), so scores never mix versions. A failed load
 * is forgotten, so the next keystroke retries.
 */
import type { Engine } from '../engine/engine';
import { unpack } from '../engine/format';
import { SEARCH_INDEX_FILE } from '../../../contract';

const pending = new Map<string, Promise<Engine>>();

/** A docs version's index, from the version's path (`/`, `/v0.3.5`), where the build writes it. */
export const searchIndexUrl = (versionPath: string): string => `${versionPath.replace(/\/$/, '')}/${SEARCH_INDEX_FILE}`;

/**
 * Load state for the UI. DocSearch 4.7.1 sets its 'error' status and then
 * autocomplete-core resets it to 'idle' in a `finally`, so its error screen
 * never stays up; the SearchBar shows its own from this state instead.
 */
export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';
let status: IndexStatus = 'idle';
const listeners = new Set<() => void>();
const setStatus = (next: IndexStatus) => {
  status = next;
  listeners.forEach((l) => l());
};
export const indexStatus = {
  get: (): IndexStatus => status,
  getServer: (): IndexStatus => 'idle',
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function loadEngine(url: string): Promise<Engine> {
  let engine = pending.get(url);
  if (!engine) {
    setStatus('loading');
    engine = fetch(url, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
        return res.json();
      })
      // The engine's code loads with the index, not with every page.
      .then(async (index) => (await import('../engine/engine')).createEngine(unpack(index), index.commands));
    pending.set(url, engine);
    engine.then(
      () => setStatus('ready'),
      () => {
        pending.delete(url);
        setStatus('error');
      },
    );
  }
  return engine;
}
