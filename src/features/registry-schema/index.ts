import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheDependsOn } from '../../lib/cacheDependsOn';
import { emitFile } from '../../lib/emitFile';
import { generateRegistrySchemas, registrySchemaSources } from '../../data/registry/join';
import { docsReleases, sampleRegistryFile, specFileOf } from '../../reference/releases';

/**
 * Writes each docs version's registry JSON Schema files from its release's
 * facts and our words (src/data/registry/join.ts) before the docs load, so
 * the reference page renders them, and serves them so editors can validate
 * registry files against them: one file for a release with a legacy schema
 * (`api-specs/toolhive-registry-schema.json`), one per schema file for a
 * release that takes them from toolhive-core (`api-specs/registry/*.schema.json`,
 * side by side, so their `$ref`s to each other resolve). Facts and words
 * that do not match fail startup, naming each key.
 */
export default function registrySchemaPlugin(context: LoadContext): Plugin {
  const write = () =>
    docsReleases().flatMap((release) =>
      generateRegistrySchemas(context.siteDir, release.tag).map(({ name, schema }) => {
        const file = specFileOf(release, name);
        const output = path.resolve(context.siteDir, file);
        fs.mkdirSync(path.dirname(output), { recursive: true });
        fs.writeFileSync(output, `${JSON.stringify(schema, null, 2)}\n`);
        return file;
      }),
    );
  // The file names come from the facts, which a running `docusaurus start` does not reload.
  const outputs = write();
  // What the page's remark plugin (./remark.ts) reads for each version: the schema's sources and the sample.
  const inputs = docsReleases().flatMap(({ tag }) =>
    [...registrySchemaSources(tag), sampleRegistryFile(tag)].map((file) => path.resolve(context.siteDir, file)),
  );
  const emit = emitFile(outputs.map((file) => ({ from: path.resolve(context.siteDir, file), to: file })));
  return {
    name: 'registry-schema',
    getPathsToWatch() {
      return [path.resolve(context.siteDir, 'src/data/registry')];
    },
    // Under `docusaurus start`, a change to the words rewrites the served schema.
    async loadContent() {
      write();
    },
    configureWebpack: (config, isServer) => ({ ...emit(config, isServer), ...cacheDependsOn(config, inputs) }),
  };
}
