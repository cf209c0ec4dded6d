import { parseType, type CrdReference, type ParsedType } from './schema';

/**
 * Checks a Kubernetes object written for one of the operator's resources
 * against the CRD field data: an API version the kind does not serve or has
 * deprecated for another, unknown fields, wrong types, values outside an
 * enum and missing required fields. Returns one message per problem, each
 * with the field's path; other API groups are not checked.
 */
export function validateManifest(doc: unknown, ref: CrdReference): string[] {
  if (!isObject(doc) || typeof doc.apiVersion !== 'string') return [];
  const [group, version] = doc.apiVersion.split('/');
  if (!ref.resources.some((r) => r.group === group)) return [];
  const resource = ref.resources.find((r) => r.group === group && r.kind === doc.kind);
  if (!resource) return [`kind: "${String(doc.kind)}" is not a resource of ${group}`];
  const problems: string[] = [];
  const served = resource.versions.filter((v) => v.served);
  const used = served.find((v) => v.name === version);
  // Every served version has the stored version's fields (the join checks it), so those are checked below.
  if (!used) problems.push(`apiVersion: ${resource.kind} is served as ${served.map((v) => v.name).join(', ')}`);
  else if (used.deprecated) {
    const current = served.find((v) => v.storage && !v.deprecated) ?? served.find((v) => !v.deprecated);
    if (current)
      problems.push(`apiVersion: ${doc.apiVersion} is deprecated for ${resource.kind}; use ${group}/${current.name}`);
  }
  for (const key of Object.keys(doc)) {
    if (!['apiVersion', 'kind', 'metadata', 'spec', 'status'].includes(key)) problems.push(`${key}: unknown field`);
  }
  if (!isObject(doc.metadata) || typeof doc.metadata.name !== 'string') problems.push('metadata.name: required');
  if (doc.spec !== undefined) check(doc.spec, { kind: 'object', name: resource.spec }, 'spec', ref, problems);
  if (doc.status !== undefined) check(doc.status, { kind: 'object', name: resource.status }, 'status', ref, problems);
  return problems;
}

/** `open`: the field keeps keys its type does not name, so only the keys it names are checked. */
function check(
  value: unknown,
  type: ParsedType,
  at: string,
  ref: CrdReference,
  problems: string[],
  open = false,
): void {
  switch (type.kind) {
    case 'scalar': {
      const ok =
        type.name === 'integer'
          ? Number.isInteger(value)
          : type.name === 'boolean'
            ? typeof value === 'boolean'
            : typeof value === 'string';
      if (!ok) problems.push(`${at}: expected ${type.name}, got ${JSON.stringify(value)}`);
      return;
    }
    case 'external':
      if (!isObject(value)) problems.push(`${at}: expected an object (${type.name})`);
      return;
    case 'array':
      if (!Array.isArray(value)) problems.push(`${at}: expected a list`);
      else value.forEach((item, i) => check(item, type.of, `${at}[${i}]`, ref, problems, open));
      return;
    case 'map':
      if (!isObject(value)) problems.push(`${at}: expected a map`);
      else for (const [key, item] of Object.entries(value)) check(item, type.of, `${at}.${key}`, ref, problems, open);
      return;
    case 'object': {
      if (!isObject(value)) {
        problems.push(`${at}: expected an object (${type.name})`);
        return;
      }
      const fields = ref.types[type.name].fields;
      for (const [key, item] of Object.entries(value)) {
        const field = fields.find((f) => f.name === key);
        if (!field) {
          if (!open) problems.push(`${at}.${key}: unknown field of ${type.name}`);
          continue;
        }
        check(item, parseType(field.type, ref), `${at}.${key}`, ref, problems, field.preserveUnknownFields);
        if (field.enum && !field.enum.includes(String(item))) {
          problems.push(`${at}.${key}: ${JSON.stringify(item)} is not one of ${field.enum.join(', ')}`);
        }
      }
      for (const field of fields) {
        if (field.required && !(field.name in value) && field.default === undefined) {
          problems.push(`${at}.${field.name}: required by ${type.name}`);
        }
      }
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
