import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { crdWordsFile, loadCrdReference } from '../../data/crds/join';
import { pageLinks } from '../../lib/docLinks';
import { docsDirOf, docsReleases, wordsFile, type DocsRelease } from '../../reference/releases';
import { PAGE_FILE, generateCrdPage } from './generate';

/** Where a docs version's CRD page is written, relative to the site. */
export const outputFileOf = (release: DocsRelease): string => `${docsDirOf(release)}/${PAGE_FILE}`;
/** The hand-written introduction of a release's CRD page. */
export const crdIntroFile = (tag: string): string => wordsFile('crds', tag, 'intro.mdx');

/** Writes each docs version's CRD reference page; throws with the file and the reason on bad data. */
export function writeCrdPages(siteDir: string): void {
  for (const release of docsReleases()) {
    const files = { words: crdWordsFile(release.tag), intro: crdIntroFile(release.tag) };
    const intro = fs.readFileSync(path.join(siteDir, files.intro), 'utf8');
    const links = pageLinks(siteDir, docsDirOf(release), PAGE_FILE);
    const content = generateCrdPage(loadCrdReference(siteDir, release.tag), intro, files, links);
    const out = path.join(siteDir, outputFileOf(release));
    // Unchanged output is left alone so the dev server does not reload.
    if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== content) fs.writeFileSync(out, content);
  }
}

/**
 * Generates each docs version's /toolhive/reference/crd-spec from its
 * release's CRD facts joined with our words (src/data/crds/join.ts). It runs
 * when the plugin is created, before the docs plugin reads its folders, and
 * again whenever the words, the facts or the introduction change under
 * `docusaurus start`.
 */
export default function crdReferencePlugin(context: LoadContext): Plugin {
  writeCrdPages(context.siteDir);
  return {
    name: 'crd-reference',
    getPathsToWatch: () => ['src/data/crds', 'src/data/reference'].map((dir) => path.join(context.siteDir, dir)),
    async loadContent() {
      writeCrdPages(context.siteDir);
    },
  };
}
