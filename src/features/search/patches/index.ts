import type { Patch } from '../../../lib/patches/types';
import docsearchJitless from './docsearch-jitless';
import docsearchModal from './docsearch-modal';

/** Search's changes to DocSearch's private code (ARCHITECTURE.md's patch record). */
export const searchPatches: Patch[] = [docsearchModal, docsearchJitless];
