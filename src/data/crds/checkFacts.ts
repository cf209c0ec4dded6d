import type { CrdFacts, CrdFieldFact } from '../../reference/crds';
import { parseType, type CrdReference, type ParsedType } from './schema';

/**
 * src/data/crds/reference.ts keys our words by Go type and field, the way
 * the page is laid out, and states each field's facts beside them. This
 * flattens it into the manifests' paths and compares it, field for field,
 * with the release's facts: a field with no words, words for a field the
 * release does not have, and a fact stated differently each fail with the
 * key (`MCPServer.spec.permissionProfile.name`) and the files.
 */

// Inside embedded Kubernetes types (condition lists, the pod template) the page links to Kubernetes.
const EMBEDDED = /^status\.conditions\[\]\.|^spec\.podTemplateSpec\./;

function jsonType(parsed: ParsedType): string {
  if (parsed.kind === 'scalar') return parsed.name;
  if (parsed.kind === 'array') return 'array';
  return 'object';
}

/** Our reference's fields of one resource, in the facts' notation. */
export function flattenReference(
  ref: CrdReference,
  typeName: string,
  prefix: string,
  out: CrdFieldFact[] = [],
): CrdFieldFact[] {
  for (const field of ref.types[typeName].fields) {
    const at = `${prefix}.${field.name}`;
    const parsed = parseType(field.type, ref);
    const fact: CrdFieldFact = { path: at, type: jsonType(parsed), required: field.required ?? false };
    if (field.default !== undefined) fact.default = field.default;
    if (field.enum) fact.enum = field.enum;
    Object.assign(fact, field.validation);
    if (parsed.kind === 'array') fact.items_type = jsonType(parsed.of);
    if (parsed.kind === 'map') fact.map_value_type = jsonType(parsed.of);
    out.push(fact);
    const inner =
      parsed.kind === 'array'
        ? { p: parsed.of, s: '[]' }
        : parsed.kind === 'map'
          ? { p: parsed.of, s: '{}' }
          : { p: parsed, s: '' };
    if (inner.p.kind === 'object') flattenReference(ref, inner.p.name, at + inner.s, out);
  }
  return out;
}

/** The facts our reference states: no `path`, and nothing the reference does not carry (CEL rules, preserve-unknown). */
const NOT_STATED = new Set(['path', 'rules', 'preserve_unknown_fields']);
const comparable = (f: CrdFieldFact) =>
  JSON.stringify(
    Object.keys(f)
      .filter((k) => !NOT_STATED.has(k))
      .sort()
      .map((k) => [k, f[k]]),
  );

export function crdFactProblems(ref: CrdReference, refFile: string, facts: CrdFacts, factsFile: string): string[] {
  const problems: string[] = [];
  const kinds = new Map(facts.kinds.map((k) => [k.kind, k]));
  for (const r of ref.resources)
    if (!kinds.has(r.kind)) problems.push(`${r.kind}: words in ${refFile}, but ${factsFile} has no such kind`);
  for (const kind of facts.kinds) {
    const resource = ref.resources.find((r) => r.kind === kind.kind);
    if (!resource) {
      problems.push(`${kind.kind}: in ${factsFile}, but ${refFile} has no words for it`);
      continue;
    }
    const version = kind.versions.find((v) => v.storage) ?? kind.versions[0];
    if (ref.apiVersion !== `${kind.group}/${version.name}`)
      problems.push(
        `${kind.kind}: ${refFile} says ${ref.apiVersion}, ${factsFile} stores ${kind.group}/${version.name}`,
      );
    const theirs = new Map(
      version.fields
        .filter((f) => !EMBEDDED.test(f.path) && f.path !== 'spec' && f.path !== 'status')
        .map((f) => [f.path, f]),
    );
    const ours = new Map(
      [...flattenReference(ref, resource.spec, 'spec'), ...flattenReference(ref, resource.status, 'status')].map(
        (f) => [f.path, f],
      ),
    );
    for (const [p, f] of theirs) {
      const o = ours.get(p);
      if (!o) problems.push(`${kind.kind}.${p}: in ${factsFile}, but ${refFile} has no words for it`);
      else if (comparable(o) !== comparable(f))
        problems.push(`${kind.kind}.${p}: ${refFile} states ${comparable(o)}, ${factsFile} has ${comparable(f)}`);
    }
    for (const p of ours.keys())
      if (!theirs.has(p)) problems.push(`${kind.kind}.${p}: words in ${refFile}, but ${factsFile} has no such field`);
  }
  return problems;
}
