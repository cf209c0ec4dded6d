/**
 * Browser storage that never throws. A reader who turns off site data gets
 * storage getters that throw a SecurityError; a full quota makes every write
 * throw a QuotaExceededError. Features keep working for the visit either way:
 * reads fall back to nothing stored, writes are skipped.
 */

/** Keeps items for the life of the page, for a browser that refuses to keep them longer. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  [name: string]: unknown;
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
}

type StorageName = 'localStorage' | 'sessionStorage';

/**
 * Replaces a storage the browser refuses to open with a MemoryStorage, so
 * every script on the page (ours, DocSearch's, the OpenAPI theme's) reads
 * nothing and keeps what it writes until the page unloads.
 */
export function installStorageFallback(win: Window = window): void {
  for (const name of ['localStorage', 'sessionStorage'] as StorageName[]) {
    try {
      win[name].getItem('');
    } catch {
      Object.defineProperty(win, name, { configurable: true, value: new MemoryStorage() });
    }
  }
}

/** A storage whose reads return null and whose writes do nothing when the browser refuses them. */
export function guardedStorage(open: () => Storage): Storage {
  const attempt = <T>(act: (storage: Storage) => T, fallback: T): T => {
    try {
      return act(open());
    } catch {
      return fallback;
    }
  };
  return {
    get length() {
      return attempt((s) => s.length, 0);
    },
    clear: () => attempt((s) => s.clear(), undefined),
    getItem: (key) => attempt((s) => s.getItem(key), null),
    key: (index) => attempt((s) => s.key(index), null),
    removeItem: (key) => attempt((s) => s.removeItem(key), undefined),
    setItem: (key, value) => attempt((s) => s.setItem(key, value), undefined),
  };
}

/** Whether an error is the browser refusing storage (site data off, or a full quota). */
export function isStorageRefusal(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'SecurityError');
}
