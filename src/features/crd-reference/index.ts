import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { crdWordsFile, loadCrdReference } from '../../data/crds/join';
import { pageLinks } from '../../lib/docLinks';
import { filesBelow } from '../../lib/filesBelow';
import { docsDirOf, docsReleases, wordsFile, type DocsRelease } from '../../reference/releases';
import { generateCrdPages, KINDS_DIR, type CrdPage } from './generate';
import { pageGeneratorPlugin } from '../../lib/pageGenerator';

/** The hand-written introduction of a release's CRD pages. */
export const crdIntroFile = (tag: string): string => wordsFile('crds', tag, 'intro.mdx');

/**
 * A docs version's CRD pages, joined from its release's facts and our words,
 * with the words' links resolved in that version's folder; throws with the
 * file and the reason on bad data.
 */
export function loadCrdPages(siteDir: string, release: DocsRelease): CrdPage[] {
  const files = { words: crdWordsFile(release.tag), intro: crdIntroFile(release.tag) };
  const intro = fs.readFileSync(path.join(siteDir, files.intro), 'utf8');
  const linksFor = (page: string, generated: ReadonlySet<string>) =>
    pageLinks(siteDir, docsDirOf(release), page, generated);
  return generateCrdPages(loadCrdReference(siteDir, release.tag), intro, files, release.tag, linksFor);
}

/** The folder of a docs version's kind pages, relative to the site; it holds nothing but generated files. */
export const kindsDirOf = (release: DocsRelease): string => `${docsDirOf(release)}/${KINDS_DIR}`;

/**
 * Writes each docs version's CRD pages into its folder. Kind pages no longer
 * generated are deleted (all of them, and their folder, when a release has
 * one page), so nothing stale survives a change of data or layout; unchanged
 * pages are left alone so the dev server does not reload them.
 */
export function writeCrdPages(siteDir: string): void {
  for (const release of docsReleases()) {
    const docsDir = path.join(siteDir, docsDirOf(release));
    const pages = loadCrdPages(siteDir, release);
    const wanted = new Set(pages.map((p) => path.join(docsDir, p.file)));
    const kindsDir = path.join(siteDir, kindsDirOf(release));
    for (const file of filesBelow(kindsDir)) if (!wanted.has(file)) fs.rmSync(file);
    if (fs.existsSync(kindsDir) && fs.readdirSync(kindsDir).length === 0) fs.rmdirSync(kindsDir);
    for (const page of pages) {
      const out = path.join(docsDir, page.file);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== page.content) fs.writeFileSync(out, page.content);
    }
  }
}

/**
 * Generates each docs version's CRD reference (/toolhive/reference/crd-spec,
 * and in the page-per-kind layout one page per kind under
 * /toolhive/reference/crds/) from its release's CRD facts joined with our
 * words (src/data/crds/join.ts). It runs when the plugin is created, before
 * the docs plugin reads its folders, and again whenever the words, the facts
 * or the introduction change under `docusaurus start`.
 */
export default function crdReferencePlugin(context: LoadContext): Plugin {
  return pageGeneratorPlugin(context, 'crd-reference', ['src/data/crds', 'src/data/reference'], writeCrdPages);
}
