import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { emitFile } from '../../lib/emitFile';
import { readJson } from '../../lib/readJson';
import { registryFactProblems } from '../../data/registry/checkFacts';
import type { RegistryFacts } from '../../reference/registry';
import { readCurrentFacts } from '../../reference/current';

const SCHEMA_FILE = 'src/data/registry/schema.json';
/** Where the schema is served, relative to the site root. */
const OUTPUT_PATH = 'api-specs/toolhive-registry-schema.json';

/** Serves the project's registry JSON Schema so editors can validate registry files against it. */
export default function registrySchemaPlugin(context: LoadContext): Plugin {
  const source = path.resolve(context.siteDir, SCHEMA_FILE);
  // Fail at startup with the file and the reason, not later with a 404.
  const schema = readJson(source, 'registry-schema');
  const { file, facts } = readCurrentFacts<RegistryFacts>(context.siteDir, 'registry');
  const problems = registryFactProblems(schema, SCHEMA_FILE, facts, file);
  if (problems.length)
    throw new Error(`Registry schema: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  return {
    name: 'registry-schema',
    getPathsToWatch() {
      return [source];
    },
    configureWebpack: emitFile(source, OUTPUT_PATH),
  };
}
