import type { Patch } from '../../../lib/patches/types';
import docsearchModal from './docsearch-modal';

/** Search's changes to DocSearch's private code (ARCHITECTURE.md's patch record). */
export const searchPatches: Patch[] = [docsearchModal];
