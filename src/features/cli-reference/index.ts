import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import { pageLinks } from '../../lib/docLinks';
import { readYaml } from '../../lib/readYaml';
import { joinCli, type CliWords } from '../../data/cli/join';
import type { CliFacts } from '../../reference/cli';
import { readCurrentFacts } from '../../reference/current';
import { TOOLHIVE_VERSION_NUMBER } from '../../contract';
import { CLI_DIR, DATA_FILE, generatePages } from './generate';

const DOCS_DIR = 'docs';
export const OUTPUT_DIR = `${DOCS_DIR}/${CLI_DIR}`;

/** Reads the release's facts and our words, joins and validates them; throws with the file and key on bad input. */
export function loadCliData(siteDir: string, wordsFile = DATA_FILE) {
  const words = readYaml(siteDir, wordsFile);
  const { file, facts } = readCurrentFacts<CliFacts>(siteDir, 'cli');
  return joinCli(facts, words as CliWords, { facts: file, words: wordsFile }, TOOLHIVE_VERSION_NUMBER);
}

/** The CLI reference pages, rendered from the joined data; a words link to a missing page throws. */
export function loadCliPages(siteDir: string) {
  return generatePages(loadCliData(siteDir), (page, generated) => pageLinks(siteDir, DOCS_DIR, page, generated));
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
 * Generates the CLI reference from the release's facts
 * (src/data/reference/<tag>/cli.json) joined with our words
 * (src/data/cli/commands.yaml). It runs when
 * the plugin is created, before the docs plugin reads its folder, and again
 * whenever the data file changes under `docusaurus start`.
 */
export default function cliReferencePlugin(context: LoadContext): Plugin {
  writeCliPages(context.siteDir);
  return {
    name: 'cli-reference',
    getPathsToWatch: () => [path.join(context.siteDir, DATA_FILE), path.join(context.siteDir, 'src/data/reference')],
    async loadContent() {
      writeCliPages(context.siteDir);
    },
  };
}
