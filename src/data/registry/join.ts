import { readYaml } from '../../lib/readYaml';
import { readFacts, wordsFile } from '../../reference/releases';
import type { RegistryFacts } from '../../reference/registry';
import { overlayWords } from '../../reference/schema';

/** Our words for a release's registry schema. */
export const registryWordsFile = (tag: string): string => wordsFile('registry', tag, 'words.yaml');
/** The name of the joined schema each docs version writes (not committed); the plugin serves it and the reference page renders it. */
export const SCHEMA_NAME = 'toolhive-registry-schema.json';

/** What src/data/registry/<tag>/words.yaml holds: words keyed by JSON pointer, and the nodes that have none on purpose. */
export interface RegistryWords {
  words: Record<string, Record<string, unknown>>;
  none?: string[];
}

type Tree = Record<string, unknown>;
const NAMED = ['properties', 'patternProperties', 'definitions'];
const pointer = (at: string, ...steps: string[]) =>
  [at, ...steps.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1'))].join('/');

/**
 * The registry schema the site serves and documents: the release's schema
 * with our words laid over it. Every node that names a field or a type
 * (the root, each child of `properties`, `patternProperties` and
 * `definitions`) is keyed by its JSON pointer (`#/definitions/server/properties/image`)
 * and needs words or a `none` entry; words for a pointer the release does
 * not have, or words that state a fact, fail naming the pointer and the file.
 * Upstream's `$id` points at its own repository; the site's copy is served
 * under the site's URL, so it goes.
 */
export function joinRegistrySchema(
  facts: RegistryFacts,
  words: RegistryWords,
  files: { facts: string; words: string },
) {
  if (!facts.schema)
    throw new Error(`${files.facts}: the release ships no registry schema, but ${files.words} documents one`);
  if (!words || typeof words.words !== 'object') throw new Error(`${files.words}: expected a "words" mapping`);
  const problems: string[] = [];
  const none = new Set(words.none ?? []);
  const used = new Set<string>();
  const visit = (node: Tree, at: string) => {
    used.add(at);
    const w = words.words[at];
    if (w !== undefined && none.has(at))
      problems.push(`${at}: has words in ${files.words} and is also listed under "none"`);
    else if (w === undefined && !none.has(at))
      problems.push(`${at}: no words in ${files.words} for this fact of ${files.facts}`);
    else if (w !== undefined) overlayWords(node, w, at, problems, new Set(NAMED));
    for (const key of NAMED) {
      const children = node[key];
      if (children && typeof children === 'object')
        for (const [name, child] of Object.entries(children as Tree)) visit(child as Tree, pointer(at, key, name));
    }
  };
  const schema = structuredClone(facts.schema) as Tree;
  delete schema.$id;
  visit(schema, '#');
  for (const at of [...Object.keys(words.words), ...none])
    if (!used.has(at)) problems.push(`${at}: words in ${files.words}, but ${files.facts} has no such fact`);
  if (problems.length)
    throw new Error(`Registry schema: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  return schema;
}

/** A release's joined schema: the one generator of each docs version's toolhive-registry-schema.json. */
export function generateRegistrySchema(siteDir: string, tag: string): Tree {
  const { file, facts } = readFacts<RegistryFacts>(siteDir, tag, 'registry');
  const words = registryWordsFile(tag);
  return joinRegistrySchema(facts, readYaml(siteDir, words) as RegistryWords, { facts: file, words });
}
