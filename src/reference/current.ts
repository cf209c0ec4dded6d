import fs from 'node:fs';
import path from 'node:path';
import { FACTS_DIR, PARTS } from './facts';

type Part = (typeof PARTS)[number];

/** The facts file of one reference for the release the site documents, relative to the site root. */
export function currentFactsFile(siteDir: string, part: Part): string {
  const currentFile = path.join(FACTS_DIR, 'current.json');
  let dir: string;
  try {
    dir = JSON.parse(fs.readFileSync(path.join(siteDir, currentFile), 'utf8')).dir;
  } catch (error) {
    throw new Error(`${currentFile}: cannot read which release the site documents: ${(error as Error).message}`);
  }
  return path.posix.join(FACTS_DIR, dir, `${part}.json`);
}

/** Reads that facts file; a missing or malformed one fails naming it. */
export function readCurrentFacts<T>(siteDir: string, part: Part): { file: string; facts: T } {
  const file = currentFactsFile(siteDir, part);
  try {
    return { file, facts: JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as T };
  } catch (error) {
    throw new Error(`${file}: cannot read the ${part} facts (run npm run reference:sync): ${(error as Error).message}`);
  }
}
