import fs from 'node:fs';

/** A JSON file's data; a missing or malformed file fails naming the plugin, the file and the reason. */
export function readJson(file: string, plugin: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${plugin}: cannot read ${file}: ${(error as Error).message}`);
  }
}
