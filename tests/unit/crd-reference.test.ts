import path from 'node:path';
import { loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { crdReference } from '../../src/data/crds/reference';
import { validateCrdReference } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { generateCrdPage } from '../../src/features/crd-reference/generate';
import { crdFactProblems } from '../../src/data/crds/checkFacts';
import type { CrdFacts } from '../../src/reference/crds';
import { readCurrentFacts } from '../../src/reference/current';
import { codeBlocks, docPages } from './code-block-scan';

describe('CRD reference data', () => {
  it('passes its own consistency checks', () => {
    expect(() => validateCrdReference(crdReference, 'reference.ts')).not.toThrow();
  });

  const { file, facts } = readCurrentFacts<CrdFacts>(path.resolve(__dirname, '../..'), 'crds');

  it("matches the release's CRD manifests field for field", () => {
    expect(facts.kinds.map((k) => k.kind)).toEqual(crdReference.resources.map((r) => r.kind).sort());
    expect(crdFactProblems(crdReference, 'reference.ts', facts, file)).toEqual([]);
  });

  it('names the key and the file for a field without words, orphaned words, and a wrong fact', () => {
    const broken = structuredClone(crdReference);
    const spec = broken.types.MCPServerSpec.fields;
    spec.splice(
      spec.findIndex((f) => f.name === 'proxyMode'),
      1,
    );
    spec.push({ name: 'madeUp', type: 'string', description: 'x' });
    spec.find((f) => f.name === 'port')!.default = 9090;
    expect(crdFactProblems(broken, 'src/data/crds/reference.ts', facts, file)).toEqual([
      `MCPServer.spec.port: src/data/crds/reference.ts states [["default",9090],["format","int32"],["maximum",65535],["minimum",1],["required",false],["type","integer"]], ${file} has [["default",8080],["format","int32"],["maximum",65535],["minimum",1],["required",false],["type","integer"]]`,
      `MCPServer.spec.proxyMode: in ${file}, but src/data/crds/reference.ts has no words for it`,
      `MCPServer.spec.madeUp: words in src/data/crds/reference.ts, but ${file} has no such field`,
    ]);
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
      /\n<p className="generated-source">Generated from <code>src\/data\/crds\/reference\.ts<\/code> and <code>src\/data\/crds\/intro\.mdx<\/code> by <code>src\/features\/crd-reference<\/code>\.[^\n]*<\/p>$/,
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
