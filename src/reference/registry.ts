import fs from 'node:fs';
import path from 'node:path';
import { stripProse } from './schema';

export interface RegistryFacts {
  file?: string;
  /** The registry file's JSON Schema with its prose removed; absent when the release ships none. */
  schema?: unknown;
  /** Schemas the release's code names by URL instead of shipping them. */
  externalSchemas: string[];
}

const SCHEMA_FILES = ['pkg/registry/data/schema.json', 'pkg/registry/data/toolhive-legacy-registry.schema.json'];

export function extractRegistry(tree: string): RegistryFacts {
  const rel = SCHEMA_FILES.find((f) => fs.existsSync(path.join(tree, f)));
  const external = new Set<string>();
  // Later releases take the format from a module and name its schema by URL, in code or in the API spec.
  const pkg = path.join(tree, 'pkg/registry');
  const sources = [
    ...(fs.existsSync(pkg)
      ? fs
          .readdirSync(pkg, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'))
          .map((f) => path.join(pkg, f))
      : []),
    path.join(tree, 'docs/server/swagger.yaml'),
  ].filter((f) => fs.existsSync(f));
  for (const file of sources)
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/https:\/\/[^\s"'`]+\.schema\.json/g)) external.add(m[0]);
  const facts: RegistryFacts = { externalSchemas: [...external].sort() };
  if (rel) {
    facts.file = rel;
    facts.schema = stripProse(JSON.parse(fs.readFileSync(path.join(tree, rel), 'utf8')));
  }
  return facts;
}
