import type { CliCommandFact, CliFacts } from '../../reference/cli';
import { documented } from './join';

/**
 * What src/data/cli/<tag>/retired.yaml holds: commands readers may still
 * look for in a release that no longer documents them, each with what
 * happened to it (a fact the join checks) and why (our words).
 */
export type RetiredStatus = 'deprecated-fails' | 'removed' | 'alias';
export const RETIRED_STATUSES: readonly RetiredStatus[] = ['deprecated-fails', 'removed', 'alias'];

export interface RetiredWords {
  path: string;
  /**
   * `deprecated-fails`: still there, hidden and marked deprecated, and every
   * run fails; `removed`: gone from the release; `alias`: another command
   * now answers to this name.
   */
  status: RetiredStatus;
  /** The release that made the change: `v0.21.0`. */
  since: string;
  /** Commands of this release to use instead, each optionally with one of its flags: `thv run --group`. */
  instead: string[];
  /** Our words: what the command did, what changed and why. */
  why: string;
}

/** A checked entry, with the facts its page shows. */
export interface RetiredCommand extends RetiredWords {
  /** Older releases whose facts document the command, newest first. */
  documentedIn: string[];
  /** For `deprecated-fails`: the notice cobra prints and the error every run returns (facts, not our words). */
  deprecatedMessage?: string;
  alwaysFails?: string;
}

/** The facts of one release, with the file they were read from (for error messages). */
export interface ReleaseCliFacts {
  tag: string;
  file: string;
  facts: CliFacts;
}

const TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

/** Orders release tags `vX.Y.Z` by version; anything else throws, since a misspelt tag must not sort silently. */
export function compareTags(a: string, b: string): number {
  const [pa, pb] = [a, b].map((t) => {
    const m = TAG.exec(t);
    if (!m) throw new Error(`"${t}" is not a release tag like v0.21.0`);
    return m.slice(1).map(Number);
  });
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

const find = (facts: CliFacts, path: string): CliCommandFact | undefined => facts.commands.find((c) => c.path === path);
const parentOf = (path: string) => path.slice(0, path.lastIndexOf(' '));
const lastWord = (path: string) => path.slice(path.lastIndexOf(' ') + 1);
/** The command that answers to `path` as an alias: a sibling that lists its last word. */
const aliasOwner = (facts: CliFacts, path: string) =>
  facts.commands.find((c) => parentOf(c.path) === parentOf(path) && c.aliases?.includes(lastWord(path)));

/**
 * Checks each retired entry of release `tag` against the facts of every
 * release that has them (`releases`, this one included), and returns the
 * entries with the facts their pages show. A claim the facts contradict
 * fails, naming the words file and the entry's path and key:
 * - `status` holds in this release: `removed` means no such command in its
 *   facts; `deprecated-fails` means the facts mark it deprecated and record
 *   the error every run returns; `alias` means the one command in `instead`,
 *   a sibling, lists the name among its aliases.
 * - `since` is a release after every older release whose facts still
 *   document the command and no later than this one, and at least one older
 *   release does document it (the page links there).
 * - every `instead` command, and its flag, is documented in this release.
 */
export function checkRetired(
  words: unknown,
  tag: string,
  releases: ReleaseCliFacts[],
  wordsFile: string,
): RetiredCommand[] {
  const root = words as { retired?: unknown } | null;
  if (!root || !Array.isArray(root.retired)) throw new Error(`${wordsFile}: expected a "retired" list`);
  const own = releases.find((r) => r.tag === tag);
  if (!own) throw new Error(`${wordsFile}: no CLI facts of ${tag} to check the retired commands against`);
  const older = releases.filter((r) => compareTags(r.tag, tag) < 0).sort((a, b) => compareTags(b.tag, a.tag));
  const problems: string[] = [];
  const seen = new Set<string>();
  const checked: RetiredCommand[] = [];

  for (const [i, entry] of (root.retired as Partial<RetiredWords>[]).entries()) {
    const where = typeof entry?.path === 'string' && entry.path ? entry.path : `retired[${i}]`;
    const fail = (key: string, reason: string) => problems.push(`${where} ${key}: ${reason}`);
    const before = problems.length;
    if (!/^thv( [a-z][a-z0-9-]*)+$/.test(entry?.path ?? '')) fail('path', 'must be "thv" followed by command words');
    else if (seen.has(entry.path!)) fail('path', 'listed twice');
    seen.add(entry?.path ?? '');
    if (!RETIRED_STATUSES.includes(entry?.status as RetiredStatus))
      fail('status', `must be one of ${RETIRED_STATUSES.join(', ')}, not "${entry?.status}"`);
    if (typeof entry?.since !== 'string' || !TAG.test(entry.since))
      fail('since', `must be a release tag like v0.21.0, not "${entry?.since}"`);
    if (!Array.isArray(entry?.instead) || entry.instead.some((x) => typeof x !== 'string'))
      fail('instead', 'must be a list of commands');
    if (typeof entry?.why !== 'string' || !entry.why.trim()) fail('why', 'missing');
    if (problems.length > before) continue;
    const e = entry as RetiredWords;

    // The claim about this release.
    const fact = find(own.facts, e.path);
    if (fact && documented(fact))
      fail('status', `${own.file} documents ${e.path} as a command of ${tag}; it is not retired`);
    else if (e.status === 'removed' && fact)
      fail('status', `"removed", but ${own.file} still has the command (${fact.deprecated ? 'deprecated' : 'hidden'})`);
    else if (e.status === 'removed' && aliasOwner(own.facts, e.path))
      fail('status', `"removed", but in ${own.file} ${aliasOwner(own.facts, e.path)!.path} answers to it as an alias`);
    else if (e.status === 'deprecated-fails' && !fact?.deprecated)
      fail('status', `"deprecated-fails", but ${own.file} does not mark ${e.path} deprecated`);
    else if (e.status === 'deprecated-fails' && fact?.alwaysFails === undefined)
      fail('status', `"deprecated-fails", but ${own.file} records no error that every run of ${e.path} returns`);
    else if (e.status === 'alias') {
      const target = e.instead.length === 1 ? find(own.facts, e.instead[0]) : undefined;
      if (!target || parentOf(target.path) !== parentOf(e.path))
        fail('instead', 'an alias names exactly one command, a sibling of the old name, that now answers to it');
      else if (!target.aliases?.includes(lastWord(e.path)))
        fail('status', `"alias", but ${own.file} lists no alias "${lastWord(e.path)}" for ${target.path}`);
    }

    // The claim about when: after every older release that still documents the command, and no later than this one.
    const documentedIn = older.filter((r) => {
      const old = find(r.facts, e.path);
      return old !== undefined && documented(old);
    });
    if (!documentedIn.length)
      fail('path', `no older release's facts (${older.map((r) => r.file).join(', ') || 'none'}) document ${e.path}`);
    const stillThere = documentedIn.find((r) => compareTags(r.tag, e.since) >= 0);
    if (stillThere) fail('since', `${e.since}, but ${stillThere.file} still documents ${e.path} in ${stillThere.tag}`);
    if (compareTags(e.since, tag) > 0) fail('since', `${e.since} is after ${tag}, the release these words describe`);

    for (const use of e.instead) {
      const [cmd, flag, ...rest] = use.split(/ (?=--)/);
      const target = find(own.facts, cmd);
      if (rest.length || (flag !== undefined && !/^--[a-z][a-z0-9-]*$/.test(flag)))
        fail('instead', `"${use}" must be a command, optionally followed by one --flag`);
      else if (!target || !documented(target)) fail('instead', `${own.file} documents no command ${cmd}`);
      else if (flag && !target.flags.some((f) => f.name === flag.slice(2) && documented(f)))
        fail('instead', `${own.file} documents no flag ${flag} of ${cmd}`);
    }
    if (!e.instead.length && e.status !== 'removed')
      fail('instead', 'only a removed command may have nothing to use instead');

    if (problems.length > before) continue;
    checked.push({
      ...e,
      documentedIn: documentedIn.map((r) => r.tag),
      ...(e.status === 'deprecated-fails'
        ? { deprecatedMessage: fact!.deprecatedMessage, alwaysFails: fact!.alwaysFails }
        : {}),
    });
  }
  if (problems.length)
    throw new Error(`${wordsFile}: retired commands do not match the facts:\n  - ${problems.join('\n  - ')}`);
  return checked;
}
