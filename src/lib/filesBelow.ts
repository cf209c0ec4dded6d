import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name matches `name`, in a stable order; none when `dir` does not exist. */
export function filesBelow(dir: string, name: RegExp = /(?:)/): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && name.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
