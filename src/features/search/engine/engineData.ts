/**
 * The engine's term index, saved next to the search index at build time so
 * the MCP server starts without splitting every record again (about 0.1 s
 * instead of about 1 s of CPU). Node only: the browser builds its engine from
 * search-index.json alone, since this file would more than double what it
 * downloads.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createEngine, type EngineData } from './engine';
import { commandNames, unpack } from './format';
import { TERM_RULES } from './text';
import { mergeParts } from './tiers';
import type { PackedIndex } from './types';
import { SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE } from '../../../contract';

export { SEARCH_ENGINE_FILE as ENGINE_DATA_FILE } from '../../../contract';

interface Saved extends EngineData {
  /** sha256 of the search-index.json text it was made from, and of the term rules it was made with. */
  source: string;
}

// The same text gives other terms when the rules change (domain.json's kept terms), so they are part of the key.
const digest = (text: string) => createHash('sha256').update(text).update(TERM_RULES).digest('hex');

/** The saved engine data for the search index `index`, written to its file as `indexJson`. */
export function engineDataFile(index: PackedIndex, indexJson: string): string {
  const data = createEngine(unpack(index), commandNames(index)).data();
  return JSON.stringify({ source: digest(indexJson), ...data } satisfies Saved);
}

/** The saved data when it was made from exactly `indexJson`; otherwise undefined, and the engine is built afresh. */
export function savedEngineData(indexJson: string, savedJson: string | undefined): EngineData | undefined {
  if (!savedJson) return undefined;
  try {
    const { source, ...data } = JSON.parse(savedJson) as Saved;
    return source === digest(indexJson) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A docs version's index as Node reads it from a folder (a build's version
 * path, or the MCP package's data): its core, both parts merged, and the text
 * the saved term index is checked against. Node always reads both parts.
 */
export function readIndex(dir: string): { core: PackedIndex; whole: PackedIndex; source: string } {
  const read = (name: string) => {
    const file = path.join(dir, name);
    if (!fs.existsSync(file))
      throw new Error(`${file} does not exist: build the site first (npm run build) or pass --data <dir>`);
    const text = fs.readFileSync(file, 'utf8');
    try {
      return { text, index: JSON.parse(text) as PackedIndex };
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
    }
  };
  const core = read(SEARCH_INDEX_FILE);
  const reference = read(SEARCH_REFERENCE_FILE);
  return { core: core.index, whole: mergeParts(core.index, reference.index), source: core.text + reference.text };
}
