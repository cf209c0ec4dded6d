/**
 * Loads the packed index from the site's own origin on first use and keeps
 * the engine for the rest of the visit. A failed load is forgotten, so the
 * next keystroke retries.
 */
import siteConfig from '@generated/docusaurus.config';
import type { Engine } from '../engine/engine';
import { unpack } from '../engine/format';
import { SEARCH_INDEX_FILE } from '../../../contract';

let pending: Promise<Engine> | null = null;

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

export function loadEngine(): Promise<Engine> {
  if (!pending) {
    setStatus('loading');
    pending = fetch(`${siteConfig.baseUrl}${SEARCH_INDEX_FILE}`, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
        return res.json();
      })
      // The engine's code loads with the index, not with every page.
      .then(async (index) => (await import('../engine/engine')).createEngine(unpack(index), index.commands));
    pending.then(
      () => setStatus('ready'),
      () => {
        pending = null;
        setStatus('error');
      },
    );
  }
  return pending;
}
