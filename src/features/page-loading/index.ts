import type { Patch } from '../../lib/patches/types';
import browserTransition from './browser-transition';
import registryPaths from './registry-paths';
import routeChunks from './route-chunks';
import tslibHelper from './tslib-helper';

/**
 * How pages load: changes to Docusaurus' client runtime that are not part of
 * any one feature (ARCHITECTURE.md's patch record).
 */
export const pageLoadingPatches: Patch[] = [browserTransition, routeChunks, registryPaths, tslibHelper];
