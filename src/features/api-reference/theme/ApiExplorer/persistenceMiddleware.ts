/**
 * Wraps the OpenAPI theme's persistence middleware, which saves the request
 * builder's choices (server, content type, auth) to sessionStorage without a
 * guard: with a full quota the write threw inside `dispatch` and the page
 * crashed. The choice still applies on the page; only saving it is skipped.
 * Reads go through the storage getters, which
 * src/clientModules/storageFallback.ts keeps from throwing.
 */
import { createPersistenceMiddleware as createOriginal } from '@theme-init/ApiExplorer/persistenceMiddleware';
import { isStorageRefusal } from '@site/src/lib/storage';

export function createPersistenceMiddleware(options: unknown): ReturnType<typeof createOriginal> {
  const persist = createOriginal(options);
  return (store) => (next) => {
    const handle = persist(store)(next);
    return (action) => {
      try {
        return handle(action);
      } catch (error) {
        if (isStorageRefusal(error)) return action;
        throw error;
      }
    };
  };
}
