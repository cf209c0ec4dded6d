import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import { pageLinks } from '../../lib/docLinks';
import { readYaml } from '../../lib/readYaml';
import { joinCli, type CliWords } from '../../data/cli/join';
import type { CliFacts } from '../../reference/cli';
import { docsDirOf, docsReleases, readFacts, wordsFile, type DocsRelease } from '../../reference/releases';
import { CLI_DIR, generatePages } from './generate';

/** Where a docs version's CLI pages are written, relative to the site. */
export const outputDirOf = (release: DocsRelease): string => `${docsDirOf(release)}/${CLI_DIR}`;
/** Our words for a release's CLI. */
export const cliWordsFile = (tag: string): string => wordsFile('cli', tag, 'commands.yaml');

/** Reads a release's facts and our words, joins and validates them; throws with the file and key on bad input. */
export function loadCliData(siteDir: string, tag: string, words = cliWordsFile(tag)) {
  const { file, facts } = readFacts<CliFacts>(siteDir, tag, 'cli');
  return joinCli(facts, readYaml(siteDir, words) as CliWords, { facts: file, words }, tag.replace(/^v/, ''));
}

/** A docs version's CLI reference pages, rendered from the joined data; a words link to a missing page throws. */
export function loadCliPages(siteDir: string, release: DocsRelease) {
  return generatePages(loadCliData(siteDir, release.tag), cliWordsFile(release.tag), (page, generated) =>
    pageLinks(siteDir, docsDirOf(release), page, generated),
  );
}

/**
 * Writes each docs version's pages into a folder that holds nothing else and
 * is git-ignored: files no longer generated are deleted, so nothing stale
 * survives a data change, and unchanged files are left alone so the dev
 * server does not reload them.
 */
export function writeCliPages(siteDir: string): void {
  for (const release of docsReleases()) {
    const outDir = path.join(siteDir, outputDirOf(release));
    const pages = loadCliPages(siteDir, release);
    const wanted = new Set(pages.map((p) => path.join(outDir, p.file)));
    for (const file of filesBelow(outDir)) if (!wanted.has(file)) fs.rmSync(file);
    for (const page of pages) {
      const full = path.join(outDir, page.file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== page.content) fs.writeFileSync(full, page.content);
    }
  }
}

/**
 * Generates each docs version's CLI reference from its release's facts
 * (src/data/reference/<tag>/cli.json) joined with our words
 * (src/data/cli/<tag>/commands.yaml). It runs when the plugin is created,
 * before the docs plugin reads its folders, and again whenever the words or
 * the facts change under `docusaurus start`.
 */
export default function cliReferencePlugin(context: LoadContext): Plugin {
  writeCliPages(context.siteDir);
  return {
    name: 'cli-reference',
    getPathsToWatch: () => ['src/data/cli', 'src/data/reference'].map((dir) => path.join(context.siteDir, dir)),
    async loadContent() {
      writeCliPages(context.siteDir);
    },
  };
}
