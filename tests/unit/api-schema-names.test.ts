import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { apiOverridesFile, applyOverrides, generateApiSpec, type ApiOverrides } from '../../src/data/api/join';
import type { ApiFacts } from '../../src/reference/api';
import { readFacts } from '../../src/reference/releases';

type Schema = { properties?: Record<string, unknown> };
type Spec = { components: { schemas: Record<string, Schema> } };

// The release's schema and property names, with the overrides (Go names for structs without JSON tags) applied.
const siteDir = path.resolve(__dirname, '../..');
const TAG = 'v0.3.5';
const OVERRIDES_FILE = apiOverridesFile(TAG);
const source = generateApiSpec(siteDir, TAG);
const release = readFacts<ApiFacts>(siteDir, TAG, 'api').facts;
const overrides = load(fs.readFileSync(path.join(siteDir, OVERRIDES_FILE), 'utf8')) as ApiOverrides;
const facts: Record<string, string[]> = Object.fromEntries(
  Object.entries(applyOverrides(release, overrides, OVERRIDES_FILE).facts.schemas).map(([name, s]) => [
    name,
    Object.keys((s as Schema).properties ?? {}).sort(),
  ]),
);

/** Every way the spec's schemas differ from the v0.3.5 names: one line per lost, invented or malformed name. */
function differences(spec: Spec): string[] {
  const ours = spec.components.schemas;
  const out: string[] = [];
  for (const name of Object.keys(facts)) if (!(name in ours)) out.push(`schema ${name} is missing`);
  for (const [name, schema] of Object.entries(ours)) {
    const expected = facts[name];
    if (!expected) {
      out.push(`schema ${name} is not in ToolHive v0.3.5`);
      continue;
    }
    const props = schema.properties ?? {};
    for (const prop of expected) if (!(prop in props)) out.push(`${name}.${prop} is missing`);
    for (const [prop, value] of Object.entries(props)) {
      if (!expected.includes(prop)) out.push(`${name}.${prop} is not in ToolHive v0.3.5`);
      // A property named like a keyword (description, default) must still be a schema, not text.
      else if (value === null || typeof value !== 'object') out.push(`${name}.${prop} is not a schema`);
    }
  }
  return out.sort();
}

describe('API spec schema and property names', () => {
  it('holds every schema of ToolHive v0.3.5 with exactly its properties', () => {
    expect(differences(load(source) as Spec)).toEqual([]);
  });

  it('the fact list is not empty or trivially small', () => {
    expect(Object.keys(facts).length).toBe(68);
    expect(facts['v1.toolOverride']).toEqual(['description', 'name']);
  });

  it('would have caught the lost `description` properties', () => {
    const spec = load(source) as Spec;
    for (const name of ['v1.toolOverride', 'registry.ImageMetadata'])
      delete spec.components.schemas[name].properties!.description;
    expect(differences(spec)).toEqual([
      'registry.ImageMetadata.description is missing',
      'v1.toolOverride.description is missing',
    ]);
  });

  it('reports an invented property, an invented schema and a property turned into text', () => {
    const spec = load(source) as Spec;
    spec.components.schemas['v1.secretKeyResponse'].properties!.value = { type: 'string' };
    spec.components.schemas['v1.secretKeyResponse'].properties!.description = 'Optional text';
    spec.components.schemas['v1.madeUp'] = {};
    expect(differences(spec)).toEqual([
      'schema v1.madeUp is not in ToolHive v0.3.5',
      'v1.secretKeyResponse.description is not a schema',
      'v1.secretKeyResponse.value is not in ToolHive v0.3.5',
    ]);
  });
});
