import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { apiFactsOf, type ApiFacts } from '../../reference/api';
import { readCurrentFacts } from '../../reference/current';
import { diffApi } from '../../reference/diff';

export const OVERRIDES_FILE = 'src/data/api/overrides.yaml';

export interface ApiOverrides {
  propertyNames?: { schema: string; reason: string; names: Record<string, string> }[];
  enums?: { schema: string; values: string[]; reason: string }[];
  properties?: { schema: string; property: string; schema_patch: Record<string, unknown>; reason: string }[];
  statusCodes?: { operation: string; codes: string[]; reason: string }[];
}

type Schema = { properties?: Record<string, unknown>; enum?: unknown[] };

/**
 * The release's facts with our deliberate differences applied. An override
 * that names a schema, property or operation the release does not have is a
 * problem too: the difference it records no longer exists.
 */
export function applyOverrides(
  facts: ApiFacts,
  overrides: ApiOverrides,
  file: string,
): { facts: ApiFacts; problems: string[] } {
  const problems: string[] = [];
  const out = structuredClone(facts);
  const schemas = out.schemas as Record<string, Schema>;
  const gone = (what: string) => problems.push(`${what}: override in ${file}, but the release has no such fact`);
  for (const o of overrides.propertyNames ?? []) {
    const s = schemas[o.schema];
    if (!s?.properties) {
      gone(o.schema);
      continue;
    }
    for (const [from, to] of Object.entries(o.names)) {
      if (!(from in s.properties)) gone(`${o.schema}.${from}`);
      else {
        s.properties[to] = s.properties[from];
        delete s.properties[from];
      }
    }
  }
  for (const o of overrides.enums ?? []) {
    if (!schemas[o.schema]) gone(o.schema);
    else schemas[o.schema].enum = o.values;
  }
  for (const o of overrides.properties ?? []) {
    const p = schemas[o.schema]?.properties?.[o.property] as Record<string, unknown> | undefined;
    if (!p) gone(`${o.schema}.${o.property}`);
    else Object.assign(p, o.schema_patch);
  }
  for (const o of overrides.statusCodes ?? []) {
    const op = out.operations.find((x) => x.key === o.operation);
    if (!op) gone(o.operation);
    else op.responses = Object.fromEntries(o.codes.map((c) => [c, op.responses[c] ?? {}]));
  }
  return { facts: out, problems };
}

/**
 * Every way our spec's facts differ from the release's (after the
 * overrides), each naming the key and the file to fix: an operation or
 * schema field with no words in the spec, words for one the release does
 * not have, or a fact the spec states differently.
 */
export function apiFactProblems(
  spec: unknown,
  specFile: string,
  facts: ApiFacts,
  factsFile: string,
  overrides: ApiOverrides,
): string[] {
  const { facts: expected, problems } = applyOverrides(facts, overrides, OVERRIDES_FILE);
  const ours = apiFactsOf(spec as Parameters<typeof apiFactsOf>[0], specFile);
  for (const i of diffApi(expected, ours)) {
    if (i.change === 'removed') problems.push(`${i.key}: in ${factsFile}, but ${specFile} has no words for it`);
    else if (i.change === 'added') problems.push(`${i.key}: words in ${specFile}, but ${factsFile} has no such fact`);
    else problems.push(`${i.key}: ${specFile} differs from ${factsFile}: ${i.detail}`);
  }
  return problems;
}

/** Throws with every problem when the API spec and the documented release's facts disagree. */
export function assertSpecMatchesFacts(siteDir: string, specFile: string): void {
  const read = (file: string) => {
    try {
      return load(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: cannot read: ${(error as Error).message}`);
    }
  };
  const { file, facts } = readCurrentFacts<ApiFacts>(siteDir, 'api');
  const problems = apiFactProblems(read(specFile), specFile, facts, file, read(OVERRIDES_FILE) as ApiOverrides);
  if (problems.length) throw new Error(`API reference: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
}
