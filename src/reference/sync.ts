/**
 * `npm run reference:sync -- <TOOLHIVE_TREE> [--tag vX.Y.Z] [--commit SHA]
 * [--mirror CLONE] [--out DIR] [--no-current]`
 *
 * Reads a ToolHive source tree at a release tag and writes the facts of the
 * CLI, API, CRD and registry references to src/data/reference/<tag>/. With
 * no --no-current it also makes that release the one the site documents
 * (src/data/reference/current.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FACTS_DIR, extractRelease, writeRelease } from './facts';
import { resolveSource } from './source';

export function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) positional.push(argv[i]);
    else if (m[2] !== undefined) options[m[1]] = m[2];
    else if (m[1].startsWith('no-') || argv[i + 1] === undefined || argv[i + 1].startsWith('--')) options[m[1]] = true;
    else options[m[1]] = argv[++i];
  }
  return { positional, options };
}

export function sync(argv: string[], siteDir: string): string[] {
  const { positional, options } = parseArgs(argv);
  const tree = positional[0];
  if (!tree || !fs.existsSync(tree))
    throw new Error(
      `usage: reference:sync <TOOLHIVE_TREE> [--tag vX.Y.Z] [--commit SHA] [--mirror CLONE]; got ${tree ?? 'nothing'}`,
    );
  const str = (k: string) => (typeof options[k] === 'string' ? (options[k] as string) : undefined);
  const source = resolveSource(tree, { tag: str('tag'), commit: str('commit'), mirror: str('mirror') });
  const outDir = path.resolve(siteDir, str('out') ?? FACTS_DIR);
  const written = writeRelease(extractRelease(tree, source), outDir);
  if (!options['no-current']) {
    const current = path.join(outDir, 'current.json');
    fs.writeFileSync(current, `${JSON.stringify({ ...source, dir: source.tag }, null, 2)}\n`);
    written.push(current);
  }
  return written;
}

if (process.argv[1] && /sync\.ts$/.test(process.argv[1])) {
  try {
    for (const file of sync(process.argv.slice(2), process.cwd()))
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error(`reference:sync: ${(error as Error).message}`);
    process.exit(1);
  }
}
