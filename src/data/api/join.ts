import { dump } from 'js-yaml';
import { readYaml } from '../../lib/readYaml';
import type { ApiFacts } from '../../reference/api';
import { readFacts, wordsFile } from '../../reference/releases';
import { overlayWords } from '../../reference/schema';

/** Our words for a release's API, and our deliberate differences from its spec. */
export const apiWordsFile = (tag: string): string => wordsFile('api', tag, 'words.yaml');
export const apiOverridesFile = (tag: string): string => wordsFile('api', tag, 'overrides.yaml');

export interface ApiOverrides {
  propertyNames?: { schema: string; reason: string; names: Record<string, string> }[];
  enums?: { schema: string; values: string[]; reason: string }[];
  properties?: { schema: string; property: string; schema_patch: Record<string, unknown>; reason: string }[];
  statusCodes?: { operation: string; codes: string[]; reason: string }[];
  operationIds?: Record<string, string>;
  errorBodies?: { content: Record<string, unknown>; reason: string };
  responseBodies?: { operation: string; code: string; content: Record<string, unknown> | null; reason: string }[];
  /** Request bodies typed `oneOf: [{type: object}, {$ref: X}]` become `X`; `reason` says why. */
  requestBodyUnions?: { reason: string };
}

/**
 * What src/data/api/<tag>/words.yaml holds. `document` is the part of the spec
 * that no release states (info, servers, tags); `operations` and `schemas`
 * map each fact's key to our words for it; `none` lists the facts that have
 * no words of ours on purpose.
 */
export interface ApiWords {
  document: Record<string, unknown>;
  operations: Record<string, Record<string, unknown>>;
  schemas: Record<string, Record<string, unknown>>;
  none?: string[];
}

type Schema = { properties?: Record<string, unknown>; enum?: unknown[] };
type Tree = Record<string, unknown>;

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
  for (const [key, id] of Object.entries(overrides.operationIds ?? {})) {
    const op = out.operations.find((x) => x.key === key);
    if (!op) gone(key);
    else op.operationId = id;
  }
  if (overrides.errorBodies)
    for (const op of out.operations)
      for (const [code, r] of Object.entries(op.responses))
        if (Number(code) >= 400) r.content = structuredClone(overrides.errorBodies.content);
  if (overrides.requestBodyUnions) {
    let found = false;
    for (const op of out.operations)
      for (const media of Object.values(op.requestBody?.content ?? {}) as Record<string, unknown>[]) {
        const union = media.oneOf as Record<string, unknown>[] | undefined;
        const ref = union?.find((s) => typeof s.$ref === 'string');
        if (union?.length === 2 && ref && union.some((s) => s.type === 'object' && Object.keys(s).length === 1)) {
          delete media.oneOf;
          Object.assign(media, ref);
          found = true;
        }
      }
    if (!found) gone('requestBodyUnions');
  }
  for (const o of overrides.responseBodies ?? []) {
    const r = out.operations.find((x) => x.key === o.operation)?.responses[o.code];
    if (!r) gone(`${o.operation} ${o.code}`);
    else if (o.content) r.content = structuredClone(o.content);
    else delete r.content;
  }
  return { facts: out, problems };
}

/**
 * The stable keys of the API's facts, each one the words file must cover:
 * `GET /path` (an operation), `GET /path parameter <NAME>`,
 * `GET /path requestBody`, `GET /path <STATUS>` (a response),
 * `<SCHEMA>` (a named schema) and `<SCHEMA>.<PROPERTY>`.
 */
export const parameterKey = (op: string, name: string) => `${op} parameter ${name}`;
export const requestBodyKey = (op: string) => `${op} requestBody`;
export const responseKey = (op: string, code: string) => `${op} ${code}`;
export const propertyKey = (schema: string, property: string) => `${schema}.${property}`;

/**
 * Builds the OpenAPI document the API pages are generated from: the
 * release's operations and schemas (overrides applied) with our words laid
 * over them. A fact without words, words (or a `none` entry) without a fact,
 * and words that try to state a fact each fail, naming the key and the file.
 */
export function joinApi(
  facts: ApiFacts,
  overrides: ApiOverrides,
  words: ApiWords,
  files: { facts: string; words: string; overrides: string },
): Tree {
  if (!words || typeof words.document !== 'object' || typeof words.operations !== 'object' || !words.schemas)
    throw new Error(`${files.words}: expected "document", "operations" and "schemas" mappings`);
  const { facts: f, problems } = applyOverrides(facts, overrides, files.overrides);
  const none = new Set(words.none ?? []);
  const used = new Set<string>();
  const wordsFor = (key: string, from: Record<string, Record<string, unknown>>): Record<string, unknown> => {
    used.add(key);
    const w = from[key];
    if (w !== undefined && none.has(key))
      problems.push(`${key}: has words in ${files.words} and is also listed under "none"`);
    else if (w === undefined && !none.has(key))
      problems.push(`${key}: no words in ${files.words} for this fact of ${files.facts}`);
    return w ?? {};
  };
  const overlay = (node: Tree, key: string, from: Record<string, Record<string, unknown>>, apart?: Set<string>) => {
    overlayWords(node, wordsFor(key, from), key, problems, apart);
    return node;
  };

  const ops = new Map(f.operations.map((op) => [op.key, op]));
  // Pages and sidebar follow the order of the operations in our words; the release's order is alphabetical.
  const order = [...Object.keys(words.operations).filter((k) => ops.has(k)), ...ops.keys()];
  const paths: Record<string, Tree> = {};
  for (const key of new Set(order)) {
    const op = ops.get(key)!;
    const node: Tree = {};
    if (op.operationId) node.operationId = op.operationId;
    overlay(node, key, words.operations);
    if (op.tags) node.tags = op.tags;
    if (op.parameters.length)
      node.parameters = op.parameters.map((p) =>
        overlay(
          { in: p.in, name: p.name, ...(p.required ? { required: true } : {}), schema: p.schema },
          parameterKey(key, p.name),
          words.operations,
        ),
      );
    if (op.requestBody)
      node.requestBody = overlay(
        { ...(op.requestBody.required ? { required: true } : {}), content: contentOf(op.requestBody.content) },
        requestBodyKey(key),
        words.operations,
      );
    node.responses = Object.fromEntries(
      Object.entries(op.responses).map(([code, r]) => [
        code,
        overlay(r.content ? { content: contentOf(r.content) } : {}, responseKey(key, code), words.operations),
      ]),
    );
    (paths[op.path] ??= {})[op.method.toLowerCase()] = node;
  }

  const schemas: Record<string, Tree> = {};
  for (const [name, fact] of Object.entries(f.schemas as Record<string, Schema>)) {
    const node = overlay(structuredClone(fact) as Tree, name, words.schemas, new Set(['properties']));
    for (const [prop, value] of Object.entries(node.properties ?? {}))
      overlay(value as Tree, propertyKey(name, prop), words.schemas);
    schemas[name] = node;
  }

  for (const [from, label] of [
    [words.operations, 'words'],
    [words.schemas, 'words'],
    [Object.fromEntries([...none].map((k) => [k, {}])), 'a "none" entry'],
  ] as const)
    for (const key of Object.keys(from))
      if (!used.has(key)) problems.push(`${key}: ${label} in ${files.words}, but ${files.facts} has no such fact`);

  if (problems.length) throw new Error(`API reference: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  return { ...words.document, paths, components: { schemas } };
}

const contentOf = (content: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema: structuredClone(schema) }]));

/** A release's API spec, as YAML: the one generator of each docs version's toolhive-api.yaml. */
export function generateApiSpec(siteDir: string, tag: string): string {
  const { file, facts } = readFacts<ApiFacts>(siteDir, tag, 'api');
  const files = { facts: file, words: apiWordsFile(tag), overrides: apiOverridesFile(tag) };
  const spec = joinApi(
    facts,
    readYaml(siteDir, files.overrides) as ApiOverrides,
    readYaml(siteDir, files.words) as ApiWords,
    files,
  );
  const header = [
    `# Generated from ${file}, ${files.overrides} and ${files.words} by src/data/api/join.ts; do not edit.`,
    '# Edit our words in the words file; facts come from `npm run reference:sync`.',
  ].join('\n');
  return `${header}\n${dump(spec, { lineWidth: 110, noRefs: true })}`;
}
