import { apiExplorerPatches } from './api-explorer';
import apiSchemasOnServer from './api-schemas-on-server';
import browserTransition from './browser-transition';
import codeHighlight from './code-highlight';
import docsearchJitless from './docsearch-jitless';
import docsearchModal from './docsearch-modal';
import idlePrefetch from './idle-prefetch';
import routeChunks from './route-chunks';
import type { Patch } from './types';

/**
 * Every change this site makes to a dependency's private code: each names
 * the modules and the code it relies on, which the build checks before it
 * starts (./plugin.ts), and its Docusaurus plugin, if it has one. Each is in
 * ARCHITECTURE.md's patch record with the gain that keeps it.
 */
export const patches: Patch[] = [
  browserTransition,
  codeHighlight,
  apiSchemasOnServer,
  ...apiExplorerPatches,
  docsearchModal,
  docsearchJitless,
  routeChunks,
  idlePrefetch,
];
