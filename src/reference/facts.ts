import fs from 'node:fs';
import path from 'node:path';
import { extractApi, type ApiFacts } from './api';
import { extractCli, type CliFacts } from './cli';
import { extractCrds, type CrdFacts } from './crds';
import { extractRegistry, type CoreTree, type RegistryFacts } from './registry';
import type { FactSource } from './source';

/** The facts of one release, as the sync writes them and the loaders and the drift report read them. */
export interface ReleaseFacts {
  source: FactSource;
  cli: CliFacts;
  api?: ApiFacts;
  crds?: CrdFacts;
  registry: RegistryFacts;
}

/** The committed facts folder: one subfolder per release, `current.json` names the one the site documents. */
export const FACTS_DIR = 'src/data/reference';
export const PARTS = ['cli', 'api', 'crds', 'registry'] as const;

/** `core` is the toolhive-core tree at the release's go.mod pin, for a release whose registry schemas live there. */
export function extractRelease(tree: string, source: FactSource, core?: CoreTree): ReleaseFacts {
  return {
    source,
    cli: extractCli(tree),
    api: extractApi(tree),
    crds: extractCrds(tree),
    registry: extractRegistry(tree, core),
  };
}

/** Writes `<dir>/<tag>/<part>.json`, each with its source, so any one file says where it came from. */
export function writeRelease(facts: ReleaseFacts, dir: string): string[] {
  const out = path.join(dir, facts.source.tag);
  fs.mkdirSync(out, { recursive: true });
  const written: string[] = [];
  for (const part of PARTS) {
    const file = path.join(out, `${part}.json`);
    const data = facts[part];
    if (data === undefined) {
      fs.rmSync(file, { force: true });
      continue;
    }
    fs.writeFileSync(
      file,
      `${JSON.stringify({ generated: GENERATED_NOTE, source: facts.source, ...data }, null, 2)}\n`,
    );
    written.push(file);
  }
  return written;
}

const GENERATED_NOTE = 'Written by `npm run reference:sync`; do not edit. Facts only: no upstream text.';

const readPart = (file: string) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the facts: ${(error as Error).message}`);
  }
};

/** Reads a facts folder written by `writeRelease`. */
export function readRelease(dir: string): ReleaseFacts {
  const cliFile = path.join(dir, 'cli.json');
  if (!fs.existsSync(cliFile)) throw new Error(`${dir}: no cli.json; not a facts folder written by reference:sync`);
  const parts = Object.fromEntries(
    PARTS.map((part) => {
      const file = path.join(dir, `${part}.json`);
      if (!fs.existsSync(file)) return [part, undefined];
      const data = readPart(file);
      delete data.generated;
      delete data.source;
      return [part, data];
    }),
  );
  return { source: readPart(cliFile).source, ...parts } as ReleaseFacts;
}

/** A source tree or a committed facts folder, whichever the path is. */
export function loadRelease(where: string, source: () => FactSource): ReleaseFacts {
  if (fs.existsSync(path.join(where, 'cli.json'))) return readRelease(where);
  return extractRelease(where, source());
}
