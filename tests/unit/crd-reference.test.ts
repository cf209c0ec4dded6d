import fs from 'node:fs';
import path from 'node:path';
import { load, loadAll } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { crdWordsFile, joinCrds, loadCrdReference, type CrdWords } from '../../src/data/crds/join';
import { validateCrdReference } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { generateCrdPage, PAGE_FILE } from '../../src/features/crd-reference/generate';
import { pageLinks } from '../../src/lib/docLinks';
import type { CrdFacts } from '../../src/reference/crds';
import { readFacts } from '../../src/reference/releases';
import { codeBlocks, docPages } from './code-block-scan';

const siteDir = path.resolve(__dirname, '../..');
const TAG = 'v0.3.5';
const WORDS_FILE = crdWordsFile(TAG);
const crdReference = loadCrdReference(siteDir, TAG);

describe('CRD reference data', () => {
  it('passes its own consistency checks', () => {
    expect(() => validateCrdReference(crdReference, WORDS_FILE)).not.toThrow();
  });

  const { file, facts } = readFacts<CrdFacts>(siteDir, TAG, 'crds');
  const words = () => load(fs.readFileSync(path.join(siteDir, WORDS_FILE), 'utf8')) as CrdWords;
  const join = (w: CrdWords) => joinCrds(facts, w, { facts: file, words: WORDS_FILE });

  it("takes every kind and each field's facts from the release", () => {
    expect(crdReference.resources.map((r) => r.kind).sort()).toEqual(facts.kinds.map((k) => k.kind));
    const port = crdReference.types.MCPServerSpec.fields.find((f) => f.name === 'port');
    expect(port).toMatchObject({ type: 'integer', default: 8080, validation: { minimum: 1, maximum: 65535 } });
    expect(crdReference.types.MCPServerSpec.fields.find((f) => f.name === 'env')?.type).toBe('[]EnvVar');
  });

  it('names the path, the type and the files for a field without words and for orphaned words', () => {
    const w = words();
    const spec = w.types.MCPServerSpec.fields;
    spec.splice(
      spec.findIndex((f) => f.name === 'proxyMode'),
      1,
    );
    spec.push({ name: 'madeUp', description: 'x' });
    const permission = w.types.PermissionProfileRef.fields;
    permission.splice(
      permission.findIndex((f) => f.name === 'name'),
      1,
    );
    expect(() => join(w)).toThrow(
      [
        'CRD reference: facts and words do not match:',
        `  - MCPServer.spec.madeUp: words in ${WORDS_FILE} (MCPServerSpec.madeUp), but ${file} has no such field`,
        `  - MCPServer.spec.permissionProfile.name: in ${file}, but ${WORDS_FILE} has no words for it`,
        `  - MCPServer.spec.proxyMode: in ${file}, but ${WORDS_FILE} has no words for it`,
      ].join('\n'),
    );
  });

  it('names the kind when the words of a kind go or arrive without one', () => {
    const w = words();
    delete w.kinds.MCPToolConfig;
    w.kinds.MCPGone = { description: 'x', spec: 'MCPServerSpec', status: 'MCPServerStatus' };
    expect(() => join(w)).toThrow(
      new RegExp(
        `MCPGone: words in ${WORDS_FILE}, but [^\\n]+ has no such kind\\n  - MCPToolConfig: in [^\\n]+, but ${WORDS_FILE} has no words for this kind`,
      ),
    );
  });

  it('takes a field under "none" without words, and shows it with no description', () => {
    const w = words();
    delete w.types.PermissionProfileRef.fields.find((f) => f.name === 'name')!.description;
    w.none = ['PermissionProfileRef.name'];
    const ref = join(w);
    const field = ref.types.PermissionProfileRef.fields.find((f) => f.name === 'name')!;
    expect(field).toMatchObject({ description: '', none: true });
    const page = generateCrdPage(
      ref,
      '---\ntitle: t\n---',
      { words: WORDS_FILE, intro: 'intro.mdx' },
      pageLinks(siteDir, 'docs', PAGE_FILE),
    );
    const item = page.split('\n').find((l) => l.includes('<dt><code>name</code>') && !l.includes('<dd>'));
    expect(item, 'the name field of PermissionProfileRef renders with no <dd>').toBeDefined();
  });

  it('refuses words missing outside "none", words for a field under "none", and "none" naming no field', () => {
    const w = words();
    delete w.types.PermissionProfileRef.fields.find((f) => f.name === 'name')!.description;
    w.none = ['PermissionProfileRef.type', 'PermissionProfileRef.madeUp'];
    expect(() => join(w)).toThrow(
      [
        `  - PermissionProfileRef.name: no words in ${WORDS_FILE}`,
        `  - PermissionProfileRef.type: has words in ${WORDS_FILE} and is also listed under "none"`,
        `  - PermissionProfileRef.madeUp: listed under "none" in ${WORDS_FILE}, which has no such field`,
      ].join('\n'),
    );
  });

  it('refuses a Go type named on a scalar field and a missing one on an object field', () => {
    const w = words();
    w.types.MCPServerSpec.fields.find((f) => f.name === 'image')!.type = 'ImageRef';
    delete w.types.MCPServerSpec.fields.find((f) => f.name === 'audit')!.type;
    expect(() => join(w)).toThrow(
      [
        `  - MCPServer.spec.audit: an object in the release, but ${WORDS_FILE} names no Go type for it`,
        `  - MCPServer.spec.image: the release types it string, but ${WORDS_FILE} names the Go type ImageRef`,
      ].join('\n'),
    );
  });

  it('rejects a field whose type names nothing, naming the file and field', () => {
    const broken = structuredClone(crdReference);
    broken.types.AuditConfig.fields.push({ name: 'level', type: 'AuditLevel', description: 'x' });
    expect(() => validateCrdReference(broken, WORDS_FILE)).toThrow(
      /src\/data\/crds\/v0\.3\.5\/words\.yaml: .*AuditConfig\.level: unknown type "AuditLevel"/s,
    );
  });
});

describe('CRD reference page', () => {
  const links = pageLinks(siteDir, 'docs', PAGE_FILE);
  const files = { words: WORDS_FILE, intro: 'src/data/crds/v0.3.5/intro.mdx' };
  const page = generateCrdPage(crdReference, '---\ntitle: t\n---\n\nIntro.', files, links);

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
      /\n<p className="generated-source">Generated from <code>src\/data\/crds\/v0\.3\.5\/words\.yaml<\/code> and <code>src\/data\/crds\/v0\.3\.5\/intro\.mdx<\/code> by <code>src\/features\/crd-reference<\/code>\.[^\n]*<\/p>$/,
    );
  });

  // File links resolve to the page of the CRD page's own docs version; a /toolhive/ URL would not.
  it('turns the links of the words and the introduction into file links relative to the page', () => {
    const intro =
      '---\ntitle: t\n---\n\nSee [the guide](toolhive/guides-k8s/run-mcp-k8s.mdx#x) and [`MCPServer`](#mcpserver).';
    const text = generateCrdPage(crdReference, intro, files, links);
    expect(text).toContain('See [the guide](../guides-k8s/run-mcp-k8s.mdx#x) and [`MCPServer`](#mcpserver).');
    expect(text).toContain('(see [Change a configuration](../guides-k8s/tool-config.mdx#change-a-configuration))');
    expect(text).not.toMatch(/\]\(\/toolhive|\]\(toolhive\//);
  });

  it('fails naming the words file and the key when a words link names no page', () => {
    const broken = structuredClone(crdReference);
    broken.types.AuditConfig.fields[0].description = 'See [gone](toolhive/guides-k8s/gone.mdx).';
    expect(() => generateCrdPage(broken, 'Intro.', files, links)).toThrow(
      `${WORDS_FILE}: types.AuditConfig field ${broken.types.AuditConfig.fields[0].name}: the link "toolhive/guides-k8s/gone.mdx" names docs/toolhive/guides-k8s/gone.mdx, which does not exist`,
    );
    expect(() => generateCrdPage(crdReference, '[old](/toolhive/guides-k8s/intro)', files, links)).toThrow(
      'src/data/crds/v0.3.5/intro.mdx: the link "/toolhive/guides-k8s/intro" must name a doc\'s file below the docs root',
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
