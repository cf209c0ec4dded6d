import { readYaml } from '../../lib/readYaml';
import { factsFile, readFacts, wordsFile } from '../../reference/releases';
import { resolveRegistryRef, ROOT_SCHEMA, type RegistryFacts } from '../../reference/registry';
import { overlayWords } from '../../reference/schema';

/** Our words for a release's registry schema. */
export const registryWordsFile = (tag: string): string => wordsFile('registry', tag, 'words.yaml');
/** The name of the joined schema a release with one legacy schema writes (not committed); the plugin serves it and the reference page renders it. */
export const SCHEMA_NAME = 'toolhive-registry-schema.json';
/**
 * The folder, under a docs version's api-specs/, that holds the joined schema
 * files of a release that has several. They sit side by side, so a `$ref`
 * from one to another is the other's file name.
 */
export const SCHEMA_FOLDER = 'registry';

/**
 * What src/data/registry/<tag>/words.yaml holds: words keyed by JSON pointer
 * (`#/definitions/server`), or for a release with several schema files by
 * file and pointer (`server.schema.json#/definitions/Icon`), and the nodes
 * that have none on purpose.
 */
export interface RegistryWords {
  words: Record<string, Record<string, unknown>>;
  none?: string[];
}

/** One joined schema file and the name it is served under, relative to its docs version's api-specs/. */
export interface JoinedSchema {
  /** The schema file's own name: `toolhive-registry-schema.json`, `server.schema.json`. */
  file: string;
  /** Where it is served: `toolhive-registry-schema.json`, `registry/server.schema.json`. */
  name: string;
  schema: Tree;
}

type Tree = Record<string, unknown>;
const isTree = (x: unknown): x is Tree => !!x && typeof x === 'object' && !Array.isArray(x);
/** The keys whose children are named fields or types: each child is a node that takes words. */
const NAMED = ['properties', 'patternProperties', 'definitions', '$defs'];
/** Keys that hold schemas without naming them: the walk goes through them to named nodes further down (an `allOf` branch's fields). */
const THROUGH = ['items', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', 'not'];
const escape = (step: string) => step.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Lays `words` over one schema (a fresh copy of the facts) in place. Every
 * node that names a field or a type (the root, each child of `properties`,
 * `patternProperties`, `definitions` and `$defs`, also inside `allOf` and
 * the like) is keyed by `prefix` and its JSON pointer, and needs words or a
 * `none` entry; `used` collects the keys the schema has.
 */
function overlaySchema(
  schema: Tree,
  prefix: string,
  words: RegistryWords,
  none: Set<string>,
  used: Set<string>,
  problems: string[],
  wordsFile: string,
  factsFile: string,
) {
  const visit = (node: Tree, at: string, named: boolean) => {
    if (named) {
      const key = `${prefix}${at}`;
      used.add(key);
      const w = words.words[key];
      if (w !== undefined && none.has(key))
        problems.push(`${key}: has words in ${wordsFile} and is also listed under "none"`);
      else if (w === undefined && !none.has(key))
        problems.push(`${key}: no words in ${wordsFile} for this fact of ${factsFile}`);
      else if (w !== undefined) overlayWords(node, w, key, problems, new Set(NAMED));
    }
    for (const [key, value] of Object.entries(node)) {
      if (NAMED.includes(key) && isTree(value))
        for (const [name, child] of Object.entries(value))
          if (isTree(child)) visit(child, `${at}/${key}/${escape(name)}`, true);
      if (THROUGH.includes(key)) {
        if (isTree(value)) visit(value, `${at}/${key}`, false);
        else if (Array.isArray(value))
          value.forEach((child, i) => isTree(child) && visit(child, `${at}/${key}/${i}`, false));
      }
    }
  };
  visit(schema, '#', true);
}

/** Every `$ref` of a schema, rewritten by `to`. */
function rewriteRefs(node: unknown, to: (ref: string) => string): void {
  if (Array.isArray(node)) node.forEach((n) => rewriteRefs(n, to));
  else if (isTree(node))
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') node[key] = to(value);
      else rewriteRefs(value, to);
    }
}

/** The files of a release's schemas in reading order: the registry file first, then each file as a `$ref` first reaches it, then the ones no file refers to. */
export function schemaFileOrder(schemas: Record<string, unknown>): string[] {
  const order = [ROOT_SCHEMA];
  for (let i = 0; i < order.length; i++) {
    const refs: string[] = [];
    rewriteRefs(structuredClone(schemas[order[i]]), (ref) => (refs.push(ref), ref));
    for (const ref of refs) {
      const target = resolveRegistryRef(schemas, order[i], ref)?.file;
      if (target && !order.includes(target)) order.push(target);
    }
  }
  return [
    ...order,
    ...Object.keys(schemas)
      .filter((f) => !order.includes(f))
      .sort(),
  ];
}

/**
 * The registry schema files the site serves and documents: the release's
 * schemas with our words laid over them. A release that ships one legacy
 * schema (v0.3.5) gives one file keyed by bare pointers
 * (`#/definitions/server/properties/image`); a release that takes its
 * schemas from toolhive-core gives one file per schema, keyed by file and
 * pointer (`server.schema.json#/definitions/Icon/properties/src`). Words for
 * a key the release does not have, a node with neither words nor a `none`
 * entry, and words that state a fact all fail, naming the key and both
 * files. Upstream's `$id`s point at upstream's repository (toolhive-core's
 * at its moving main branch), so they go; a `$ref` from one file to another
 * becomes the other's file name, which reaches the site's copy served beside
 * it.
 */
export function joinRegistry(
  facts: RegistryFacts,
  words: RegistryWords,
  files: { facts: string; words: string },
): JoinedSchema[] {
  if (!isTree(words) || !isTree(words.words)) throw new Error(`${files.words}: expected a "words" mapping`);
  const problems: string[] = [];
  const none = new Set(words.none ?? []);
  const used = new Set<string>();
  let joined: JoinedSchema[];
  if (facts.schemas) {
    const schemas = facts.schemas;
    joined = schemaFileOrder(schemas).map((file) => {
      const schema = structuredClone(schemas[file]) as Tree;
      delete schema.$id;
      rewriteRefs(schema, (ref) => {
        const target = resolveRegistryRef(schemas, file, ref);
        if (!target) {
          problems.push(`${file}: $ref ${ref} reaches none of the schemas in ${files.facts}`);
          return ref;
        }
        if (target.file === file) return target.pointer;
        return target.pointer === '#' ? target.file : `${target.file}${target.pointer}`;
      });
      overlaySchema(schema, file, words, none, used, problems, files.words, files.facts);
      return { file, name: `${SCHEMA_FOLDER}/${file}`, schema };
    });
  } else if (facts.schema) {
    const schema = structuredClone(facts.schema) as Tree;
    delete schema.$id;
    overlaySchema(schema, '', words, none, used, problems, files.words, files.facts);
    joined = [{ file: SCHEMA_NAME, name: SCHEMA_NAME, schema }];
  } else throw new Error(`${files.facts}: the release ships no registry schema, but ${files.words} documents one`);
  for (const key of Object.keys(words.words))
    if (!used.has(key)) problems.push(`${key}: words in ${files.words}, but ${files.facts} has no such fact`);
  for (const key of none)
    if (!used.has(key)) problems.push(`${key}: a "none" entry in ${files.words}, but ${files.facts} has no such fact`);
  if (problems.length)
    throw new Error(`Registry schema: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  return joined;
}

/** The one schema of a release with a single legacy registry schema; a release with several fails, naming them. */
export function joinRegistrySchema(
  facts: RegistryFacts,
  words: RegistryWords,
  files: { facts: string; words: string },
): Tree {
  const joined = joinRegistry(facts, words, files);
  if (joined.length !== 1)
    throw new Error(`${files.facts}: the release has ${joined.length} registry schema files, not one`);
  return joined[0].schema;
}

/** The files `generateRegistrySchemas` reads for a release, for a cache that must know when its output changes. */
export const registrySchemaSources = (tag: string): string[] => [factsFile(tag, 'registry'), registryWordsFile(tag)];

/** A release's joined schema files: the one generator of what each docs version serves under api-specs/. */
export function generateRegistrySchemas(siteDir: string, tag: string): JoinedSchema[] {
  const { file, facts } = readFacts<RegistryFacts>(siteDir, tag, 'registry');
  const words = registryWordsFile(tag);
  return joinRegistry(facts, readYaml(siteDir, words) as RegistryWords, { facts: file, words });
}

/** The joined schema of a release with one legacy registry schema. */
export function generateRegistrySchema(siteDir: string, tag: string): Tree {
  const joined = generateRegistrySchemas(siteDir, tag);
  if (joined.length !== 1)
    throw new Error(`ToolHive ${tag}: the release has ${joined.length} registry schema files, not one`);
  return joined[0].schema;
}
