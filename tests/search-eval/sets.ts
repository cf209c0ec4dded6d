/**
 * The evaluation sets: one per documented ToolHive release, each scored
 * against the search index of the docs version that documents that release.
 * Expected pages are versionless routes (`/toolhive/...`) and hits are
 * compared with their version prefix stripped, so a set keeps working when
 * its docs move from `/next/` to the unprefixed routes at the flip.
 */
import path from 'node:path';
import { DOCS_RELEASES, docsVersionPath } from '../../src/contract';

export interface EvalSet {
  /** The ToolHive release the questions are about, as DOCS_RELEASES names it. */
  tag: string;
  /** The question file, in this folder. */
  file: string;
  /** The committed scores the unit test holds the set to, in this folder. */
  baseline: string;
}

export const EVAL_SETS: EvalSet[] = [
  { tag: 'v0.3.5', file: 'questions.json', baseline: 'baseline.json' },
  { tag: 'v0.44.0', file: 'questions-v0.44.0.json', baseline: 'baseline-v0.44.0.json' },
];

/**
 * The route folder of the docs version that documents `tag`: '' for the
 * default version, 'next' for the current docs before the flip.
 */
export function versionFolderOf(tag: string): string {
  const release = DOCS_RELEASES.find((r) => r.tag === tag);
  if (!release) {
    const known = DOCS_RELEASES.map((r) => `${r.version} (${r.tag})`).join(', ');
    throw new Error(`No docs version documents ToolHive ${tag}: the site has ${known}`);
  }
  return docsVersionPath(release.version);
}

/** The built folder that holds the two search index parts of the docs version documenting `tag`. */
export function indexDirOf(buildDir: string, tag: string): string {
  return path.join(buildDir, versionFolderOf(tag));
}
