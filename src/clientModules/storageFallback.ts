// Runs before any component reads storage: a browser with site data turned
// off throws on `window.localStorage` itself, and DocSearch and the OpenAPI
// theme read it without a guard (see src/lib/storage.ts).
import { installStorageFallback } from '@site/src/lib/storage';

if (typeof window !== 'undefined') installStorageFallback();

export {};
