/**
 * The shape of the CRD reference the pages are rendered from (joined from the
 * release's facts and src/data/crds/<tag>/words.yaml by join.ts), and the checks that keep it
 * consistent. Field types are written the way Go and kubectl show them:
 * `string`, `integer`, `boolean`, a type name (`AuditConfig`), `[]T` for a
 * list and `map[string]T` for a map.
 */

export type Scalar = 'string' | 'integer' | 'boolean';

export interface CrdField {
  name: string;
  type: string;
  required?: boolean;
  default?: string | number | boolean;
  enum?: string[];
  validation?: {
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    minItems?: number;
    pattern?: string;
    format?: string;
  };
  /** Empty only for a field our words list under `none`: its name and type say it all. */
  description: string;
  none?: true;
  /** The API server keeps keys the schema does not name (`x-kubernetes-preserve-unknown-fields`). */
  preserveUnknownFields?: true;
}

export interface CrdType {
  description: string;
  /** Extra anchors that should land on this type, for links published under older names. */
  aliases?: string[];
  fields: CrdField[];
}

/** One API version of a kind, as the release's manifest declares it. */
export interface CrdApiVersion {
  /** `v1beta1` */
  name: string;
  served: boolean;
  /** The version the API server stores objects in; a kind has exactly one. */
  storage: boolean;
  /** The release marks it deprecated, so the API server warns every request that uses it. */
  deprecated?: true;
}

export interface CrdResource {
  kind: string;
  /** The API group: `toolhive.stacklok.dev`. */
  group: string;
  /** What a manifest writes: the group and the stored version, `toolhive.stacklok.dev/v1beta1`. */
  apiVersion: string;
  versions: CrdApiVersion[];
  plural: string;
  shortNames?: string[];
  description: string;
  spec: string;
  status: string;
}

/**
 * How a release's CRD reference is laid out: one page (`crd-spec.mdx`), or
 * that page as an index with one page per kind under `crds/`. Set by
 * `layout` in the words file; a single page unless it says otherwise.
 */
export const CRD_LAYOUTS = ['single-page', 'page-per-kind'] as const;
export type CrdLayout = (typeof CRD_LAYOUTS)[number];

export interface CrdReference {
  layout: CrdLayout;
  resources: CrdResource[];
  types: Record<string, CrdType>;
  /** Kubernetes types embedded as they are; the page links to their reference. */
  external: Record<string, { description: string; url: string }>;
}

export type ParsedType =
  | { kind: 'scalar'; name: Scalar }
  | { kind: 'object'; name: string }
  | { kind: 'external'; name: string }
  | { kind: 'array'; of: ParsedType }
  | { kind: 'map'; of: ParsedType };

const SCALARS: ReadonlySet<string> = new Set(['string', 'integer', 'boolean']);

/** Parses a field's type; throws when it names a type the reference does not define. */
export function parseType(expr: string, ref: CrdReference): ParsedType {
  if (expr.startsWith('[]')) return { kind: 'array', of: parseType(expr.slice(2), ref) };
  if (expr.startsWith('map[string]')) return { kind: 'map', of: parseType(expr.slice('map[string]'.length), ref) };
  if (SCALARS.has(expr)) return { kind: 'scalar', name: expr as Scalar };
  if (ref.types[expr]) return { kind: 'object', name: expr };
  if (ref.external[expr]) return { kind: 'external', name: expr };
  throw new Error(`unknown type "${expr}"`);
}

/** The named types a field type refers to. */
export function referencedTypes(parsed: ParsedType): string[] {
  if (parsed.kind === 'array' || parsed.kind === 'map') return referencedTypes(parsed.of);
  return parsed.kind === 'object' || parsed.kind === 'external' ? [parsed.name] : [];
}

/** Anchor of a type's heading: the type name in lower case, as the upstream reference used. */
export const anchorOf = (typeName: string): string => typeName.toLowerCase();

/**
 * Checks what TypeScript cannot: every type name resolves, every type is
 * reachable from a resource, descriptions are written, names are unique,
 * defaults match their enums. Throws one error listing every problem.
 */
export function validateCrdReference(ref: CrdReference, file: string): CrdReference {
  const problems: string[] = [];
  const reachable = new Set<string>();
  const visit = (name: string) => {
    if (reachable.has(name)) return;
    reachable.add(name);
    for (const field of ref.types[name]?.fields ?? []) {
      try {
        referencedTypes(parseType(field.type, ref)).forEach(visit);
      } catch {
        // Reported below with the field's location.
      }
    }
  };
  for (const resource of ref.resources) {
    if (!resource.description.trim()) problems.push(`${resource.kind}: description is empty`);
    const stored = resource.versions.filter((v) => v.storage);
    if (stored.length !== 1 || !stored[0].served)
      problems.push(`${resource.kind}: needs exactly one stored version, and it must be served`);
    else if (resource.apiVersion !== `${resource.group}/${stored[0].name}`)
      problems.push(`${resource.kind}: apiVersion ${resource.apiVersion} is not its stored version`);
    for (const root of [resource.spec, resource.status]) {
      if (!ref.types[root]) problems.push(`${resource.kind}: type "${root}" is not defined`);
      else visit(root);
    }
  }
  const anchors = new Map<string, string>();
  for (const [name, type] of Object.entries(ref.types)) {
    if (!reachable.has(name)) problems.push(`${name}: no resource uses this type`);
    if (!type.description.trim()) problems.push(`${name}: description is empty`);
    for (const anchor of [anchorOf(name), ...(type.aliases ?? [])]) {
      if (anchors.has(anchor)) problems.push(`${name}: anchor #${anchor} is also used by ${anchors.get(anchor)}`);
      anchors.set(anchor, name);
    }
    const seen = new Set<string>();
    for (const field of type.fields) {
      const where = `${name}.${field.name}`;
      if (seen.has(field.name)) problems.push(`${where}: listed twice`);
      seen.add(field.name);
      if (!field.none && !field.description.trim()) problems.push(`${where}: description is empty`);
      try {
        parseType(field.type, ref);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
      if (field.enum && field.default !== undefined && !field.enum.includes(String(field.default))) {
        problems.push(`${where}: default ${JSON.stringify(field.default)} is not one of its enum values`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`${file}: invalid CRD reference data:\n  ${problems.join('\n  ')}`);
  return ref;
}
