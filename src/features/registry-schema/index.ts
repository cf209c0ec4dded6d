import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { emitFile } from '../../lib/emitFile';
import { generateRegistrySchema, SCHEMA_FILE, WORDS_FILE } from '../../data/registry/join';

/**
 * Writes the registry JSON Schema from the release's facts and our words
 * (src/data/registry/join.ts) before the docs load, so the reference page
 * renders it, and serves it so editors can validate registry files against
 * it. Facts and words that do not match fail startup, naming each pointer.
 */
export default function registrySchemaPlugin(context: LoadContext): Plugin {
  const output = path.resolve(context.siteDir, SCHEMA_FILE);
  const write = () => {
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify(generateRegistrySchema(context.siteDir), null, 2)}\n`);
  };
  write();
  return {
    name: 'registry-schema',
    getPathsToWatch() {
      return [path.resolve(context.siteDir, WORDS_FILE)];
    },
    // Under `docusaurus start`, a change to the words rewrites the served schema.
    async loadContent() {
      write();
    },
    configureWebpack: emitFile(output, SCHEMA_FILE),
  };
}
