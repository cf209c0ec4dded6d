import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadCrdReference, WORDS_FILE } from '../../data/crds/join';
import { pageLinks } from '../../lib/docLinks';
import { INTRO_FILE, OUTPUT_FILE, PAGE_FILE, generateCrdPage } from './generate';

/** Writes the CRD reference page; throws with the file and the reason on bad data. */
export function writeCrdPage(siteDir: string): void {
  const ref = loadCrdReference(siteDir);
  const intro = fs.readFileSync(path.join(siteDir, INTRO_FILE), 'utf8');
  const content = generateCrdPage(ref, intro, pageLinks(siteDir, 'docs', PAGE_FILE));
  const out = path.join(siteDir, OUTPUT_FILE);
  // Unchanged output is left alone so the dev server does not reload.
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== content) fs.writeFileSync(out, content);
}

/**
 * Generates /toolhive/reference/crd-spec from the release's CRD facts joined
 * with our words (src/data/crds/join.ts). It runs when the plugin is
 * created, before the docs plugin reads its folder, and again whenever the
 * words, the facts or the introduction change under `docusaurus start`.
 */
export default function crdReferencePlugin(context: LoadContext): Plugin {
  writeCrdPage(context.siteDir);
  return {
    name: 'crd-reference',
    getPathsToWatch: () => [INTRO_FILE, WORDS_FILE, 'src/data/reference'].map((f) => path.join(context.siteDir, f)),
    async loadContent() {
      writeCrdPage(context.siteDir);
    },
  };
}
