import fs from 'node:fs';
import path from 'node:path';

/** Docusaurus' generated `routesChunkNames.json`: for each route key, the tree of chunk names it loads. */
export function readRoutesChunkNames(generatedFilesDir: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
}
