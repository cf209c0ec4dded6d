import { codeBlocks, docPages, type DocCodeBlock } from '../../src/lib/codeBlocks';
import { docsDirOf, type DocsRelease } from '../../src/reference/releases';

// The scanner lives in src/lib so the drift report (src/reference/drift.ts) reads pages the same way.
export { codeBlocks, docPages, type DocCodeBlock };

/** Every code block on the hand-written pages of one docs version, each checked against that version's release. */
export const releaseBlocks = (release: DocsRelease): DocCodeBlock[] =>
  docPages(undefined, { docsDir: docsDirOf(release), tag: release.tag }).flatMap((file) => codeBlocks(file));
