import fs from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import { validateCliData } from '../../data/cli/schema';
import { DATA_FILE, generatePages } from './generate';

export const OUTPUT_DIR = 'docs/toolhive/reference/cli';

/** Reads, validates and renders the CLI data; throws with the file and reason on bad input. */
export function loadCliPages(siteDir: string) {
  const file = path.join(siteDir, DATA_FILE);
  let raw: unknown;
  try {
    raw = loadYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${DATA_FILE}: cannot read the CLI data: ${(error as Error).message}`);
  }
  return generatePages(validateCliData(raw, DATA_FILE));
}

/**
 * Writes the pages into a folder that holds nothing else and is git-ignored:
 * files no longer generated are deleted, so nothing stale survives a data
 * change, and unchanged files are left alone so the dev server does not
 * reload them.
 */
export function writeCliPages(siteDir: string): void {
  const outDir = path.join(siteDir, OUTPUT_DIR);
  const pages = loadCliPages(siteDir);
  const wanted = new Set(pages.map((p) => path.join(outDir, p.file)));
  for (const file of filesBelow(outDir)) if (!wanted.has(file)) fs.rmSync(file);
  for (const page of pages) {
    const full = path.join(outDir, page.file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== page.content) fs.writeFileSync(full, page.content);
  }
}

/**
 * Generates the CLI reference from src/data/cli/commands.yaml. It runs when
 * the plugin is created, before the docs plugin reads its folder, and again
 * whenever the data file changes under `docusaurus start`.
 */
export default function cliReferencePlugin(context: LoadContext): Plugin {
  writeCliPages(context.siteDir);
  return {
    name: 'cli-reference',
    getPathsToWatch: () => [path.join(context.siteDir, DATA_FILE)],
    async loadContent() {
      writeCliPages(context.siteDir);
    },
  };
}
