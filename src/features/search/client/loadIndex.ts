/**
 * Loads a docs version's packed index from the site's own origin on first
 * use and keeps its engine for the rest of the visit. Each docs version has
 * its own index (searchIndexUrl), so scores never mix versions. The index's
 * reference part loads only for the first search that needs it
 * (engine/tiers.ts); from then on the version's searches use the whole index.
 * A failed load is forgotten, so the next keystroke retries.
 */
import type { Engine } from '../engine/engine';
import type { PackedIndex } from '../engine/types';
import { SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE } from '../../../contract';

interface Loaded {
  engine: Engine;
  index: PackedIndex;
  /** The release's `thv` command names (`commandNames`), which the whole index shares. */
  commands: string[];
}
const pending = new Map<string, Promise<Loaded>>();
const whole = new Map<string, Promise<Engine>>();

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

const fetchIndex = (url: string): Promise<PackedIndex> =>
  fetch(url, { credentials: 'same-origin' }).then((res) => {
    if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
    return res.json() as Promise<PackedIndex>;
  });

// The engine's code loads with the index, not with every page.
const engineCode = () =>
  Promise.all([import('../engine/engine'), import('../engine/format'), import('../engine/tiers')]);

/** Loads and tracks one part; a failure is forgotten so the next search retries. */
function track<T>(cache: Map<string, Promise<T>>, url: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(url);
  if (!promise) {
    setStatus('loading');
    promise = load();
    cache.set(url, promise);
    promise.then(
      () => setStatus('ready'),
      () => {
        cache.delete(url);
        setStatus('error');
      },
    );
  }
  return promise;
}

const loadCore = (url: string) =>
  track(pending, url, async () => {
    const [index, [{ createEngine }, { commandNames, unpack }]] = await Promise.all([fetchIndex(url), engineCode()]);
    // Worked out once per version: every search asks whether its query names a command.
    const commands = commandNames(index);
    return { index, commands, engine: createEngine(unpack(index), commands) };
  });

/** The core of a version's index, loaded ahead of a search (the modal does so as a reader heads for it). */
export const loadEngine = (url: string): Promise<Engine> => loadCore(url).then((loaded) => loaded.engine);

/** The whole index (core and reference part), loaded once per version. */
export async function loadWholeEngine(url: string): Promise<Engine> {
  const core = await loadCore(url);
  return track(whole, url, async () => {
    const [reference, [{ createEngine }, { unpack }, { mergeParts }]] = await Promise.all([
      fetchIndex(url.replace(SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE)),
      engineCode(),
    ]);
    // The merged index keeps the core's pages and command lists, so its names are the core's.
    return createEngine(unpack(mergeParts(core.index, reference)), core.commands);
  });
}

/** The engine a search for `query` uses: the whole index once loaded, or when the query needs the reference part. */
export async function engineFor(url: string, query: string): Promise<Engine> {
  const core = await loadCore(url);
  if (whole.has(url)) return loadWholeEngine(url);
  const [, , { wantsReference }] = await engineCode();
  return wantsReference(core.engine, core.commands, query) ? loadWholeEngine(url) : core.engine;
}
