/**
 * The engine's term index, saved next to the search index at build time so
 * the MCP server starts without splitting every record again (about 0.1 s
 * instead of about 1 s of CPU). Node only: the browser builds its engine from
 * search-index.json alone, since this file would more than double what it
 * downloads.
 */
import { createHash } from 'node:crypto';
import { createEngine, type EngineData } from './engine';
import { unpack } from './format';
import type { PackedIndex } from './types';

export { SEARCH_ENGINE_FILE as ENGINE_DATA_FILE } from '../../../contract';

interface Saved extends EngineData {
  /** sha256 of the search-index.json text it was made from. */
  source: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The saved engine data for the search index `index`, written to its file as `indexJson`. */
export function engineDataFile(index: PackedIndex, indexJson: string): string {
  const data = createEngine(unpack(index), index.commands).data();
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
