/**
 * Issue #51: what the current docs version must show on its guide pages.
 * Every top-level `thv` command and every CRD kind of the release appears
 * on a guide page (a command line in a shell block, a manifest of that
 * kind), or is deferred with a reason in one file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { DocsRelease } from '../../src/reference/releases';
import { docsDirOf } from '../../src/reference/releases';
import { thvInvocations } from '../../src/lib/thvCommandLine';
import { releaseBlocks } from './code-block-scan';
import { cliTree, manifestsIn, shellText } from './doc-checks';

const siteDir = path.resolve(__dirname, '../..');
export const DEFERRALS_FILE = 'src/data/coverage-deferrals.yaml';

/** What is deferred, by top-level command name (`skill`) and by kind, each with the reason. */
export interface Deferrals {
  thv: Record<string, string>;
  kinds: Record<string, string>;
}

/** What a release has and what its guides show: each name with the first guide page that shows it. */
export interface Coverage {
  thv: { all: string[]; shown: Map<string, string> };
  kinds: { all: string[]; shown: Map<string, string> };
}

export function readDeferrals(file = DEFERRALS_FILE): Deferrals {
  const data = load(fs.readFileSync(path.join(siteDir, file), 'utf8')) as Partial<Deferrals> | null;
  const mapping = (x: unknown) => x === undefined || (!!x && typeof x === 'object' && !Array.isArray(x));
  if (!mapping(data?.thv) || !mapping(data?.kinds))
    throw new Error(`${file}: expected "thv" and "kinds" mappings, each of a name to the reason it is deferred`);
  return { thv: data?.thv ?? {}, kinds: data?.kinds ?? {} };
}

/** A page that teaches a task (a guide, tutorial, concept or the quickstart), not a reference page. */
const isGuide = (release: DocsRelease, file: string) =>
  file.startsWith(`${docsDirOf(release)}/`) && !file.startsWith(`${docsDirOf(release)}/toolhive/reference/`);

/** The release's top-level commands and kinds, and the guide page that first shows each. */
export function coverageOf(release: DocsRelease, kinds: string[]): Coverage {
  const tree = cliTree(release.tag);
  const commands = [...tree.byPath.values()].map((c) => c.path).filter((p) => p.split(' ').length === 2);
  const thv = { all: [...new Set(commands)].map((p) => p.slice(4)).sort(), shown: new Map<string, string>() };
  const kindsShown = new Map<string, string>();
  for (const block of releaseBlocks(release).filter((b) => isGuide(release, b.file))) {
    for (const { line, invocation } of thvInvocations(shellText(block), tree)) {
      const name = invocation.command.split(' ')[1];
      if (name && !thv.shown.has(name)) thv.shown.set(name, `${block.file}:${block.line + 1 + line}`);
    }
    for (const m of manifestsIn(block)) {
      const kind = String(m.doc.kind);
      if (!kindsShown.has(kind)) kindsShown.set(kind, `${m.file}:${m.line}`);
    }
  }
  return { thv, kinds: { all: [...kinds].sort(), shown: kindsShown } };
}

/**
 * Every name the guides neither show nor defer, every deferral no longer
 * needed (the name is shown) or naming nothing the release has, and every
 * deferral without a reason.
 */
export function coverageProblems(coverage: Coverage, deferrals: Deferrals, file = DEFERRALS_FILE): string[] {
  const problems: string[] = [];
  const check = (what: 'thv' | 'kinds', label: (name: string) => string, shows: (name: string) => string) => {
    const { all, shown } = coverage[what];
    const deferred = deferrals[what];
    for (const name of all)
      if (!shown.has(name) && !(name in deferred))
        problems.push(
          `${label(name)}: no guide page shows ${shows(name)}; show one, or defer it in ${file} with a reason`,
        );
    for (const [name, reason] of Object.entries(deferred)) {
      if (!all.includes(name))
        problems.push(
          `${label(name)}: deferred in ${file}, but the release has no such ${what === 'thv' ? 'command' : 'kind'}`,
        );
      else if (shown.has(name))
        problems.push(`${label(name)}: deferred in ${file}, but ${shown.get(name)} shows it; remove the entry`);
      if (typeof reason !== 'string' || !reason.trim())
        problems.push(`${label(name)}: deferred in ${file} without a reason`);
    }
  };
  check(
    'thv',
    (n) => `thv ${n}`,
    (n) => `a \`thv ${n}\` command line`,
  );
  check(
    'kinds',
    (n) => n,
    (n) => `a manifest of kind ${n}`,
  );
  return problems;
}
