import type { Patch } from '../lib/patches/types';
import { apiReferencePatches } from './api-reference/patches';
import codeHighlightPatch from './code-highlight';
import { pageLoadingPatches } from './page-loading';
import { searchPatches } from './search/patches';

/**
 * Every change the site makes to a dependency's private code, as each
 * feature registers it. The build checks that each still applies before it
 * starts (src/lib/patches); ARCHITECTURE.md's patch record says why each is
 * kept.
 */
export const patches: Patch[] = [...pageLoadingPatches, codeHighlightPatch, ...apiReferencePatches, ...searchPatches];
