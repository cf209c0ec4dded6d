/**
 * `npm run reference:sync -- <TOOLHIVE_TREE> [--tag vX.Y.Z] [--commit SHA]
 * [--mirror CLONE] [--core TOOLHIVE_CORE_TREE [--core-tag vX.Y.Z]
 * [--core-commit SHA] [--core-mirror CLONE]] [--out DIR] [--no-current]`
 *
 * Reads a ToolHive source tree at a release tag and writes the facts of the
 * CLI, API, CRD and registry references to src/data/reference/<tag>/. A
 * release whose registry schemas live in toolhive-core needs `--core`, a
 * tree of that module at the version the release's go.mod pins. With no
 * --no-current it also makes that release the one the site documents
 * (src/data/reference/current.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FACTS_DIR, extractRelease, writeRelease } from './facts';
import { CORE_MODULE, corePin, resolveCore } from './registry';
import { resolveSource } from './source';

const USAGE =
  'usage: reference:sync <TOOLHIVE_TREE> [--tag vX.Y.Z] [--commit SHA] [--mirror CLONE] [--core TREE [--core-tag vX.Y.Z] [--core-commit SHA] [--core-mirror CLONE]] [--out DIR] [--no-current]';

const OPTIONS = {
  tag: { type: 'string' },
  commit: { type: 'string' },
  mirror: { type: 'string' },
  core: { type: 'string' },
  'core-tag': { type: 'string' },
  'core-commit': { type: 'string' },
  'core-mirror': { type: 'string' },
  out: { type: 'string' },
  'no-current': { type: 'boolean' },
} as const;

export function sync(argv: string[], siteDir: string): string[] {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const tree = positionals[0];
  if (positionals.length !== 1 || !fs.existsSync(tree))
    throw new Error(`${USAGE}; got ${positionals.length ? positionals.join(' ') : 'no tree'}`);
  const source = resolveSource(tree, { tag: values.tag, commit: values.commit, mirror: values.mirror });
  if (!values.core && (values['core-tag'] || values['core-commit'] || values['core-mirror']))
    throw new Error('--core-tag, --core-commit and --core-mirror describe the --core tree; pass --core too');
  if (values.core && !fs.existsSync(values.core)) throw new Error(`--core ${values.core}: no such folder`);
  const core = values.core
    ? resolveCore(values.core, {
        tag: values['core-tag'],
        commit: values['core-commit'],
        mirror: values['core-mirror'],
      })
    : undefined;
  const facts = extractRelease(tree, source, core);
  const { registry } = facts;
  if (!registry.schema && !registry.schemas) {
    const pin = corePin(tree);
    if (pin)
      throw new Error(
        `${tree}: ${source.tag} ships no registry schema and its go.mod pins ${CORE_MODULE} ${pin}; pass --core <a toolhive-core tree at ${pin}>`,
      );
  }
  const outDir = path.resolve(siteDir, values.out ?? FACTS_DIR);
  const written = writeRelease(facts, outDir);
  if (!values['no-current']) {
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
