import fs from 'node:fs';
import path from 'node:path';
import { loadAll } from 'js-yaml';

/** One field of a custom resource, in the manifests' path notation (`spec.tools[].name`, `spec.env{}.value`). */
export interface CrdFieldFact {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  enum?: unknown[];
  items_type?: string;
  map_value_type?: string;
  [validation: string]: unknown;
}

export interface CrdKindFact {
  kind: string;
  group: string;
  plural: string;
  shortNames?: string[];
  scope: string;
  file: string;
  versions: {
    name: string;
    served: boolean;
    storage: boolean;
    /** Marked deprecated in the manifest; the API server then sends `deprecationWarning` to every client using it. */
    deprecated?: boolean;
    deprecationWarning?: string;
    fields: CrdFieldFact[];
  }[];
}

export interface CrdFacts {
  kinds: CrdKindFact[];
}

const VALIDATION = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'pattern',
  'format',
];

/**
 * Kubernetes' own types embedded whole (a PodTemplateSpec's PodSpec is over
 * a thousand fields); the reference links to Kubernetes for them, and their
 * drift is Kubernetes', not ToolHive's.
 */
const EMBEDDED_K8S = /\.podTemplateSpec\.(spec|metadata)$/;

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  default?: unknown;
  enum?: unknown[];
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-validations'?: { rule: string }[];
  anyOf?: Node[];
  [key: string]: unknown;
};

function typeOf(node: Node): string {
  if (node['x-kubernetes-int-or-string']) return 'int-or-string';
  return node.type ?? 'object';
}

function walk(node: Node, at: string, required: boolean, out: CrdFieldFact[]): void {
  const fact: CrdFieldFact = { path: at, type: typeOf(node), required };
  if (node.default !== undefined) fact.default = node.default;
  if (node.enum) fact.enum = node.enum;
  for (const key of VALIDATION) if (node[key] !== undefined) fact[key] = node[key];
  if (node['x-kubernetes-validations']) fact.rules = node['x-kubernetes-validations'].map((v) => v.rule);
  if (node['x-kubernetes-preserve-unknown-fields']) fact.preserve_unknown_fields = true;
  if (node.items) fact.items_type = typeOf(node.items);
  const map =
    node.additionalProperties && typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  if (map) fact.map_value_type = typeOf(map);
  out.push(fact);
  if (EMBEDDED_K8S.test(at)) return;
  const children = (n: Node, prefix: string) => {
    for (const [name, child] of Object.entries(n.properties ?? {}).sort(([a], [b]) => a.localeCompare(b)))
      walk(child, `${prefix}.${name}`, (n.required ?? []).includes(name), out);
  };
  children(node, at);
  if (node.items) children(node.items, `${at}[]`);
  if (map) children(map, `${at}{}`);
}

const CRD_DIRS = ['deploy/charts/operator-crds/crds', 'deploy/charts/operator-crds/files/crds', 'config/crd/bases'];

/** Every CRD the release's operator chart installs, field by field, prose left out. */
export function extractCrds(tree: string): CrdFacts | undefined {
  const dir = CRD_DIRS.find((d) => fs.existsSync(path.join(tree, d)));
  if (!dir) return undefined;
  const kinds: CrdKindFact[] = [];
  for (const name of fs
    .readdirSync(path.join(tree, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()) {
    type CrdDoc = {
      kind?: string;
      spec: {
        group: string;
        scope: string;
        names: { kind: string; plural: string; shortNames?: string[] };
        versions: {
          name: string;
          served: boolean;
          storage: boolean;
          deprecated?: boolean;
          deprecationWarning?: string;
          schema?: { openAPIV3Schema?: Node };
        }[];
      };
    };
    for (const doc of loadAll(fs.readFileSync(path.join(tree, dir, name), 'utf8')) as CrdDoc[]) {
      if (doc?.kind !== 'CustomResourceDefinition') continue;
      const spec = doc.spec;
      kinds.push({
        kind: spec.names.kind,
        group: spec.group,
        plural: spec.names.plural,
        ...(spec.names.shortNames ? { shortNames: spec.names.shortNames } : {}),
        scope: spec.scope,
        file: `${dir}/${name}`,
        versions: spec.versions.map((v) => {
          const fields: CrdFieldFact[] = [];
          const root = v.schema?.openAPIV3Schema ?? {};
          for (const top of ['spec', 'status'])
            if (root.properties?.[top]) walk(root.properties[top], top, (root.required ?? []).includes(top), fields);
          return {
            name: v.name,
            served: v.served,
            storage: v.storage,
            ...(v.deprecated ? { deprecated: true } : {}),
            ...(v.deprecated && v.deprecationWarning ? { deprecationWarning: v.deprecationWarning } : {}),
            fields,
          };
        }),
      });
    }
  }
  kinds.sort((a, b) => a.kind.localeCompare(b.kind));
  return { kinds };
}
