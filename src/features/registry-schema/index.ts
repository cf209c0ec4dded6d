import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { emitFile } from '../../lib/emitFile';
import { generateRegistrySchema, SCHEMA_NAME } from '../../data/registry/join';
import { docsReleases, specFileOf } from '../../reference/releases';

/**
 * Writes each docs version's registry JSON Schema from its release's facts
 * and our words (src/data/registry/join.ts) before the docs load, so the
 * reference page renders it, and serves it so editors can validate registry
 * files against it. Facts and words that do not match fail startup, naming
 * each pointer.
 */
export default function registrySchemaPlugin(context: LoadContext): Plugin {
  const outputs = docsReleases().map((release) => ({ release, file: specFileOf(release, SCHEMA_NAME) }));
  const write = () => {
    for (const { release, file } of outputs) {
      const output = path.resolve(context.siteDir, file);
      fs.mkdirSync(path.dirname(output), { recursive: true });
      fs.writeFileSync(output, `${JSON.stringify(generateRegistrySchema(context.siteDir, release.tag), null, 2)}\n`);
    }
  };
  write();
  return {
    name: 'registry-schema',
    getPathsToWatch() {
      return [path.resolve(context.siteDir, 'src/data/registry')];
    },
    // Under `docusaurus start`, a change to the words rewrites the served schema.
    async loadContent() {
      write();
    },
    configureWebpack: emitFile(outputs.map(({ file }) => ({ from: path.resolve(context.siteDir, file), to: file }))),
  };
}
