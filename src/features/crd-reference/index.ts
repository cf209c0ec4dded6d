import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { crdReference } from '../../data/crds/reference';
import { validateCrdReference } from '../../data/crds/schema';
import { crdFactProblems } from '../../data/crds/checkFacts';
import type { CrdFacts } from '../../reference/crds';
import { readCurrentFacts } from '../../reference/current';
import { DATA_FILE, INTRO_FILE, OUTPUT_FILE, generateCrdPage } from './generate';

/** Writes the CRD reference page; throws with the file and the reason on bad data. */
export function writeCrdPage(siteDir: string): void {
  const ref = validateCrdReference(crdReference, DATA_FILE);
  const { file, facts } = readCurrentFacts<CrdFacts>(siteDir, 'crds');
  const problems = crdFactProblems(ref, DATA_FILE, facts, file);
  if (problems.length) throw new Error(`CRD reference: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  const intro = fs.readFileSync(path.join(siteDir, INTRO_FILE), 'utf8');
  const content = generateCrdPage(ref, intro);
  const out = path.join(siteDir, OUTPUT_FILE);
  // Unchanged output is left alone so the dev server does not reload.
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== content) fs.writeFileSync(out, content);
}

/**
 * Generates /toolhive/reference/crd-spec from the typed CRD data. It runs
 * when the plugin is created, before the docs plugin reads its folder. The
 * data is a TypeScript module, so changes to it need a restart of
 * `docusaurus start`; the introduction is re-read on every change.
 */
export default function crdReferencePlugin(context: LoadContext): Plugin {
  writeCrdPage(context.siteDir);
  return {
    name: 'crd-reference',
    getPathsToWatch: () => [path.join(context.siteDir, INTRO_FILE)],
    async loadContent() {
      writeCrdPage(context.siteDir);
    },
  };
}
