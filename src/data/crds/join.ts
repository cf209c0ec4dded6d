import { readYaml } from '../../lib/readYaml';
import type { CrdFacts, CrdFieldFact } from '../../reference/crds';
import { readFacts, wordsFile } from '../../reference/releases';
import { CRD_LAYOUTS, validateCrdReference, type CrdField, type CrdLayout, type CrdReference } from './schema';

/** Our words for a release's CRDs. */
export const crdWordsFile = (tag: string): string => wordsFile('crds', tag, 'words.yaml');

/** What src/data/crds/<tag>/words.yaml holds: our words, laid out by Go type the way the page is. */
export interface CrdWords {
  /** `page-per-kind` gives each kind its own page under `crds/`, with `crd-spec.mdx` as their index; one page by default. */
  layout?: CrdLayout;
  kinds: Record<string, { description: string; spec: string; status: string }>;
  types: Record<
    string,
    {
      description: string;
      aliases?: string[];
      /**
       * `type` names the Go type of an object field (or of a list's items, a
       * map's values); `description` may be left out only for a field listed
       * under `none`.
       */
      fields: { name: string; type?: string; description?: string }[];
    }
  >;
  external: CrdReference['external'];
  /** `Type.field` of the fields whose name and type say it all, so they have no words on purpose. */
  none?: string[];
}

// Inside embedded Kubernetes types (condition lists, the pod template) the page links to Kubernetes.
const EMBEDDED = /^status\.conditions\[\]\.|^spec\.podTemplateSpec\./;
const VALIDATION = ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'pattern', 'format'] as const;
const SCALARS = new Set(['string', 'integer', 'boolean']);

/**
 * Joins the release's CRD facts with our words into the data the page is
 * rendered from. Every documented field path of the release needs words,
 * reached through the Go types from its kind; every field of our words needs
 * a path in the release. One error lists each key on either side alone,
 * naming the path (`MCPServer.spec.permissionProfile.name`), the Go type that
 * holds (or should hold) its words, and the files.
 */
export function joinCrds(facts: CrdFacts, words: CrdWords, files: { facts: string; words: string }): CrdReference {
  if (!words || typeof words.kinds !== 'object' || typeof words.types !== 'object')
    throw new Error(`${files.words}: expected "kinds", "types" and "external" mappings`);
  const problems: string[] = [];
  const layout = words.layout ?? 'single-page';
  if (!CRD_LAYOUTS.includes(layout))
    problems.push(`${files.words}: layout "${String(layout)}" is not one of ${CRD_LAYOUTS.join(', ')}`);
  const none = new Set(words.none ?? []);
  for (const [name, type] of Object.entries(words.types))
    for (const f of type.fields) {
      const key = `${name}.${f.name}`;
      if (none.has(key) && f.description !== undefined)
        problems.push(`${key}: has words in ${files.words} and is also listed under "none"`);
      else if (!none.has(key) && !f.description?.trim()) problems.push(`${key}: no words in ${files.words}`);
      none.delete(key);
    }
  for (const key of none) problems.push(`${key}: listed under "none" in ${files.words}, which has no such field`);
  const kindFacts = new Map(facts.kinds.map((k) => [k.kind, k]));
  for (const kind of Object.keys(words.kinds))
    if (!kindFacts.has(kind)) problems.push(`${kind}: words in ${files.words}, but ${files.facts} has no such kind`);

  // A Go type can serve several paths (EnvVar under spec.env and the proxy's env); its facts must agree.
  const joined = new Map<string, Map<string, CrdField>>();
  const usedWords = new Set<string>();
  const resources: CrdReference['resources'] = [];

  // The pages follow the order of the kinds in our words (the release's is alphabetical), except that a kind
  // deprecated in every version it is served in comes last, after the kinds a reader should use.
  const retired = (k: CrdFacts['kinds'][number]) => k.versions.every((v) => !v.served || v.deprecated);
  const inWords = [
    ...Object.keys(words.kinds).flatMap((k) => kindFacts.get(k) ?? []),
    ...facts.kinds.filter((k) => !(k.kind in words.kinds)),
  ];
  const ordered = [...inWords.filter((k) => !retired(k)), ...inWords.filter(retired)];
  for (const kind of ordered) {
    const w = words.kinds[kind.kind];
    if (!w) {
      problems.push(`${kind.kind}: in ${files.facts}, but ${files.words} has no words for this kind`);
      continue;
    }
    const version = kind.versions.find((v) => v.storage);
    if (!version) {
      problems.push(`${kind.kind}: ${files.facts} names no stored version`);
      continue;
    }
    // The pages describe one set of fields per kind, which holds only while every served version has it.
    for (const other of kind.versions)
      if (other.served && JSON.stringify(other.fields) !== JSON.stringify(version.fields))
        problems.push(
          `${kind.kind}: ${files.facts} serves ${other.name} with fields that differ from the stored ${version.name}`,
        );
    resources.push({
      kind: kind.kind,
      group: kind.group,
      apiVersion: `${kind.group}/${version.name}`,
      // Whether a version is deprecated is a fact; the warning text the API server sends is upstream's words.
      versions: kind.versions.map((v) => ({
        name: v.name,
        served: v.served,
        storage: v.storage,
        ...(v.deprecated ? { deprecated: true as const } : {}),
      })),
      plural: kind.plural,
      ...(kind.shortNames ? { shortNames: kind.shortNames } : {}),
      description: w.description,
      spec: w.spec,
      status: w.status,
    });
    const byPath = new Map(
      version.fields
        .filter((f) => !EMBEDDED.test(f.path) && f.path !== 'spec' && f.path !== 'status')
        .map((f) => [f.path, f]),
    );
    const reached = new Set<string>();
    const walk = (typeName: string, prefix: string) => {
      const type = words.types[typeName];
      if (!type) {
        problems.push(`${kind.kind}.${prefix}: names the type ${typeName}, which ${files.words} does not define`);
        return;
      }
      const fields = joined.get(typeName) ?? new Map<string, CrdField>();
      joined.set(typeName, fields);
      for (const fw of type.fields) {
        const at = `${prefix}.${fw.name}`;
        const key = `${kind.kind}.${at}`;
        const fact = byPath.get(at);
        usedWords.add(`${typeName}.${fw.name}`);
        if (!fact) {
          problems.push(
            `${key}: words in ${files.words} (${typeName}.${fw.name}), but ${files.facts} has no such field`,
          );
          continue;
        }
        reached.add(at);
        const field = fieldOf(fact, fw, files.words, key, problems);
        const before = fields.get(fw.name);
        if (before && JSON.stringify(before) !== JSON.stringify(field))
          problems.push(`${key}: ${typeName}.${fw.name} serves paths whose facts differ`);
        fields.set(fw.name, field);
        if (fw.type && words.types[fw.type]) {
          const suffix = fact.type === 'array' ? '[]' : fact.map_value_type ? '{}' : '';
          walk(fw.type, at + suffix);
        }
      }
    };
    walk(w.spec, 'spec');
    walk(w.status, 'status');
    for (const p of byPath.keys())
      if (!reached.has(p))
        problems.push(`${kind.kind}.${p}: in ${files.facts}, but ${files.words} has no words for it`);
  }
  for (const [name, type] of Object.entries(words.types))
    for (const f of type.fields)
      if (!usedWords.has(`${name}.${f.name}`) && joined.has(name))
        problems.push(`${name}.${f.name}: words in ${files.words}, but no path of ${files.facts} reaches them`);

  if (problems.length) throw new Error(`CRD reference: facts and words do not match:\n  - ${problems.join('\n  - ')}`);
  const types: CrdReference['types'] = Object.fromEntries(
    Object.entries(words.types).map(([name, t]) => [
      name,
      {
        description: t.description,
        ...(t.aliases ? { aliases: t.aliases } : {}),
        fields: t.fields.map((f) => joined.get(name)?.get(f.name) ?? { name: f.name, type: 'string', description: '' }),
      },
    ]),
  );
  return validateCrdReference({ layout, resources, types, external: words.external ?? {} }, files.words);
}

/** One field's facts in the page's notation (`[]EnvVar`, `map[string]string`), with our words. */
function fieldOf(
  fact: CrdFieldFact,
  w: CrdWords['types'][string]['fields'][number],
  wordsFile: string,
  key: string,
  problems: string[],
): CrdField {
  const inner = fact.type === 'array' ? fact.items_type : (fact.map_value_type ?? fact.type);
  let name: string;
  if (inner && SCALARS.has(inner)) {
    if (w.type) problems.push(`${key}: the release types it ${inner}, but ${wordsFile} names the Go type ${w.type}`);
    name = inner;
  } else {
    if (!w.type) problems.push(`${key}: an object in the release, but ${wordsFile} names no Go type for it`);
    name = w.type ?? 'object';
  }
  const type = fact.type === 'array' ? `[]${name}` : fact.map_value_type ? `map[string]${name}` : name;
  const validation = Object.fromEntries(VALIDATION.filter((v) => fact[v] !== undefined).map((v) => [v, fact[v]]));
  return {
    name: w.name,
    type,
    ...(fact.required ? { required: true } : {}),
    ...(fact.default !== undefined ? { default: fact.default as CrdField['default'] } : {}),
    ...(fact.enum ? { enum: fact.enum as string[] } : {}),
    ...(Object.keys(validation).length ? { validation } : {}),
    description: w.description ?? '',
    ...(w.description === undefined ? { none: true as const } : {}),
    ...(fact.preserve_unknown_fields ? { preserveUnknownFields: true as const } : {}),
  };
}

/** A release's CRD reference, joined from its facts and src/data/crds/<tag>/words.yaml. */
export function loadCrdReference(siteDir: string, tag: string): CrdReference {
  const { file, facts } = readFacts<CrdFacts>(siteDir, tag, 'crds');
  const words = crdWordsFile(tag);
  return joinCrds(facts, readYaml(siteDir, words) as CrdWords, { facts: file, words });
}
