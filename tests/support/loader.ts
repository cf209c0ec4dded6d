import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

/**
 * A patch's bundler loader (a `.cjs` file under src/ that exports
 * `function (source)`), called as the bundler calls it for `resourcePath`, so
 * its errors name that file.
 */
export function loaderFor(loaderFile: string, resourcePath: string): (source: string) => string {
  const loader = require(path.join(root, loaderFile)) as (this: { resourcePath: string }, source: string) => string;
  return (source) => loader.call({ resourcePath }, source);
}
