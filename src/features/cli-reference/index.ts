import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { filesBelow } from '../../lib/filesBelow';
import { pageLinks } from '../../lib/docLinks';
import { readYaml } from '../../lib/readYaml';
import { documented, joinCli, type CliWords } from '../../data/cli/join';
import { checkRetired, type ReleaseCliFacts } from '../../data/cli/retired';
import { parentPath } from '../../data/cli/schema';
import type { CliFacts } from '../../reference/cli';
import { FACTS_DIR } from '../../reference/facts';
import {
  docsDirOf,
  docsReleases,
  docsVersionRoute,
  readFacts,
  wordsFile,
  type DocsRelease,
} from '../../reference/releases';
import { CLI_DIR, docFileOf, generatePages } from './generate';
import { generateRetiredPages } from './retired';
import { pageGeneratorPlugin } from '../../lib/pageGenerator';

/** Where a docs version's CLI pages are written, relative to the site. */
export const outputDirOf = (release: DocsRelease): string => `${docsDirOf(release)}/${CLI_DIR}`;
/** Our words for a release's CLI. */
export const cliWordsFile = (tag: string): string => wordsFile('cli', tag, 'commands.yaml');

/** Reads a release's facts and our words, joins and validates them; throws with the file and key on bad input. */
export function loadCliData(siteDir: string, tag: string, words = cliWordsFile(tag)) {
  const { file, facts } = readFacts<CliFacts>(siteDir, tag, 'cli');
  return joinCli(facts, readYaml(siteDir, words) as CliWords, { facts: file, words }, tag.replace(/^v/, ''));
}

/** The commands a release no longer documents but readers may look for (optional: most releases have none). */
export const retiredWordsFile = (tag: string): string => wordsFile('cli', tag, 'retired.yaml');

/** The CLI facts of every release in the facts folder, each with its file. */
export function allCliFacts(siteDir: string): ReleaseCliFacts[] {
  return fs
    .readdirSync(path.join(siteDir, FACTS_DIR), { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(siteDir, FACTS_DIR, d.name, 'cli.json')))
    .map((d) => ({ tag: d.name, ...readFacts<CliFacts>(siteDir, d.name, 'cli') }));
}

/**
 * A docs version's CLI reference pages, rendered from the joined data, and a
 * page for each retired command that links to its page in the other docs
 * versions (`releases`, the site's by default) that still document it.
 */
export function loadCliPages(siteDir: string, release: DocsRelease, releases: DocsRelease[] = docsReleases()) {
  const { tag } = release;
  const data = loadCliData(siteDir, tag);
  // A words link to a missing page throws.
  const pages = generatePages(data, cliWordsFile(tag), (page, generated) =>
    pageLinks(siteDir, docsDirOf(release), page, generated),
  );
  const words = retiredWordsFile(tag);
  if (!fs.existsSync(path.join(siteDir, words))) return pages;
  const facts = allCliFacts(siteDir);
  const retired = checkRetired(readYaml(siteDir, words), tag, facts, words);
  const hasChildren = (commands: { path: string }[], cmdPath: string) =>
    commands.some((c) => parentPath(c.path) === cmdPath);
  const factsOf = (release: string) => facts.find((r) => r.tag === release)!.facts.commands.filter(documented);
  return [
    ...pages,
    ...generateRetiredPages({
      retired,
      data,
      fileOf: (cmdPath) => docFileOf(cmdPath, hasChildren(data.commands, cmdPath)),
      // Laid out as the newest release that documents it laid it out, so the doc id is that version's page's.
      retiredFileOf: (e) => docFileOf(e.path, hasChildren(factsOf(e.documentedIn[0]), e.path)),
      versions: releases.filter((r) => r.tag !== tag).map((r) => ({ tag: r.tag, route: docsVersionRoute(r) })),
      wordsFiles: [words, cliWordsFile(tag)],
    }),
  ];
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
 * (src/data/cli/<tag>/commands.yaml), and the pages of the commands it
 * retired (src/data/cli/<tag>/retired.yaml). It runs when the plugin is created,
 * before the docs plugin reads its folders, and again whenever the words or
 * the facts change under `docusaurus start`.
 */
export default function cliReferencePlugin(context: LoadContext): Plugin {
  return pageGeneratorPlugin(context, 'cli-reference', ['src/data/cli', 'src/data/reference'], writeCliPages);
}
