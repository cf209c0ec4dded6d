import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where a set of facts came from; every facts file records it. */
export interface FactSource {
  repo: string;
  tag: string;
  commit: string;
}

export const UPSTREAM_REPO = 'stacklok/toolhive';

const git = (args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/**
 * The tag and commit of a source tree. A checkout answers itself; a
 * `git archive` has no .git, so the tag comes from `--tag` (or a `vX.Y.Z`
 * in the folder's name) and the commit from `--commit` or from a clone
 * given as `--mirror` that has the tag.
 */
export function resolveSource(
  tree: string,
  opts: { tag?: string; commit?: string; mirror?: string },
  of: { repo: string; optionPrefix: string } = { repo: UPSTREAM_REPO, optionPrefix: '' },
): FactSource {
  const isCheckout = fs.existsSync(path.join(tree, '.git'));
  const tag =
    opts.tag ??
    (isCheckout ? git(['-C', tree, 'describe', '--tags', '--exact-match']) : undefined) ??
    /v\d+\.\d+\.\d+(?:-[\w.]+)?$/.exec(path.basename(path.resolve(tree)))?.[0];
  const opt = (name: string) => `--${of.optionPrefix}${name}`;
  if (!tag) throw new Error(`${tree}: cannot tell the release tag; pass ${opt('tag')} vX.Y.Z`);
  const commit =
    opts.commit ??
    (isCheckout ? git(['-C', tree, 'rev-parse', 'HEAD']) : undefined) ??
    (opts.mirror ? git(['-C', opts.mirror, 'rev-list', '-n1', tag]) : undefined);
  if (!commit || !/^[0-9a-f]{40}$/.test(commit))
    throw new Error(
      `${tree}: cannot tell the commit of ${tag}; pass ${opt('commit')} <SHA> or ${opt('mirror')} <CLONE>`,
    );
  return { repo: of.repo, tag, commit };
}
