import { loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { crdReference } from '../../src/data/crds/reference';
import { parseType, validateCrdReference, type CrdReference, type ParsedType } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { generateCrdPage } from '../../src/plugins/crd-reference/generate';
import facts from '../../src/data/crds/crd-facts.json';
import { codeBlocks, docPages } from './code-block-scan';

interface Fact {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  enum?: string[];
  items_type?: string;
  map_value_type?: string;
  [constraint: string]: unknown;
}

/** Flattens the reference data into the manifests' path notation, as crd-facts.json lists them. */
function flatten(ref: CrdReference, typeName: string, prefix: string, out: Fact[]): void {
  for (const field of ref.types[typeName].fields) {
    const at = `${prefix}.${field.name}`;
    const parsed = parseType(field.type, ref);
    const fact: Fact = { path: at, type: jsonType(parsed), required: field.required ?? false };
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
    if (inner.p.kind === 'object') flatten(ref, inner.p.name, at + inner.s, out);
  }
}

function jsonType(parsed: ParsedType): string {
  if (parsed.kind === 'scalar') return parsed.name;
  if (parsed.kind === 'array') return 'array';
  return 'object';
}

describe('CRD reference data', () => {
  it('passes its own consistency checks', () => {
    expect(() => validateCrdReference(crdReference, 'reference.ts')).not.toThrow();
  });

  it.each(crdReference.resources.map((r) => r.kind))('%s matches the CRD manifest field for field', (kind) => {
    const resource = crdReference.resources.find((r) => r.kind === kind)!;
    const ours: Fact[] = [];
    flatten(crdReference, resource.spec, 'spec', ours);
    flatten(crdReference, resource.status, 'status', ours);
    const upstream = (facts.kinds as Record<string, Fact[]>)[kind]
      // Fields inside embedded Kubernetes types are linked, not listed.
      .filter((f) => !/^status\.conditions\[\]\.|^spec\.podTemplateSpec\./.test(f.path))
      .filter((f) => f.path !== 'spec' && f.path !== 'status');
    expect(ours.length).toBeGreaterThan(0);
    const normalise = (list: Fact[]) =>
      Object.fromEntries(
        list.map((f) => [
          f.path,
          JSON.parse(JSON.stringify({ ...f, path: undefined, list_type: undefined, list_map_keys: undefined })),
        ]),
      );
    expect(normalise(ours)).toEqual(normalise(upstream));
  });

  it('rejects a field whose type names nothing, naming the file and field', () => {
    const broken = structuredClone(crdReference);
    broken.types.AuditConfig.fields.push({ name: 'level', type: 'AuditLevel', description: 'x' });
    expect(() => validateCrdReference(broken, 'src/data/crds/reference.ts')).toThrow(
      /src\/data\/crds\/reference\.ts: .*AuditConfig\.level: unknown type "AuditLevel"/s,
    );
  });
});

describe('CRD reference page', () => {
  const page = generateCrdPage(crdReference, '---\ntitle: t\n---\n\nIntro.');

  it('gives every resource and type a heading with a stable anchor', () => {
    for (const name of [...crdReference.resources.map((r) => r.kind), ...Object.keys(crdReference.types)]) {
      expect(page).toContain(`## ${name} {#${name.toLowerCase()}}`);
    }
    expect(page).toContain('<span id="permissionprofilespec" />');
  });

  it('lists each field as a line with its description below, and ends with the source note', () => {
    expect(page).toContain('<dl className="field-list">');
    expect(page).toMatch(
      /<div className="field-list__item"><dt><code>port<\/code> <span className="field-list__type">integer<\/span>/,
    );
    expect(page).not.toContain('<table>');
    expect(page.trimEnd()).toMatch(
      /\n<p className="generated-source">Generated from <code>src\/data\/crds\/reference\.ts<\/code> and <code>src\/data\/crds\/intro\.mdx<\/code> by <code>src\/plugins\/crd-reference<\/code>\.[^\n]*<\/p>$/,
    );
  });

  it('links every named type in the field lists to a heading that exists', () => {
    const anchors = new Set([...page.matchAll(/\{#([a-z0-9-]+)\}|<span id="([a-z0-9-]+)"/g)].map((m) => m[1] ?? m[2]));
    const links = [...page.matchAll(/(?:href="|\]\()#([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
  });
});

/** Every YAML block on the site that declares one of the operator's resources. */
function manifestsOnSite(): { file: string; doc: unknown }[] {
  return docPages()
    .flatMap((file) => codeBlocks(file))
    .filter((b) => (b.lang === 'yaml' || b.lang === 'yml') && b.body.includes(crdReference.apiVersion))
    .flatMap((b) => loadAll(b.body).flatMap((doc) => (doc ? [{ file: b.file, doc }] : [])));
}

describe('manifests on the site', () => {
  const manifests = manifestsOnSite();

  it('are found on the Kubernetes pages', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    expect(new Set(manifests.map((m) => m.file)).size).toBeGreaterThanOrEqual(4);
  });

  it('use only fields and values the CRDs define', () => {
    const problems = manifests.flatMap(({ file, doc }) =>
      validateManifest(doc, crdReference).map((p) => `${file} (${(doc as { kind?: string }).kind}): ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('are checked for real: unknown fields, bad enums and missing fields fail', () => {
    const problems = validateManifest(
      {
        apiVersion: crdReference.apiVersion,
        kind: 'MCPServer',
        metadata: { name: 'x' },
        spec: { transport: 'websocket', permissionProfile: { type: 'builtin' }, imagePullPolicy: 'Always' },
      },
      crdReference,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'spec.transport: "websocket" is not one of stdio, streamable-http, sse',
        'spec.permissionProfile.name: required by PermissionProfileRef',
        'spec.imagePullPolicy: unknown field of MCPServerSpec',
        'spec.image: required by MCPServerSpec',
      ]),
    );
  });
});
