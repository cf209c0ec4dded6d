import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { DOCS_RELEASES } from '../../src/contract';
import { crdWordsFile, joinCrds, loadCrdReference, type CrdWords } from '../../src/data/crds/join';
import { validateCrdReference, type CrdReference } from '../../src/data/crds/schema';
import { validateManifest } from '../../src/data/crds/validateManifest';
import { crdIntroFile, kindsDirOf, loadCrdPages, writeCrdPages } from '../../src/features/crd-reference';
import {
  generateCrdPage,
  generateCrdPages,
  KINDS_TABLE_MARKER,
  PAGE_FILE,
  type CrdPage,
} from '../../src/features/crd-reference/generate';
import { withCategoryPagesOnce } from '../../src/features/crd-reference/sidebar';
import { pageLinks } from '../../src/lib/docLinks';
import { filesBelow } from '../../src/lib/filesBelow';
import type { CrdFacts } from '../../src/reference/crds';
import { docsDirOf, readFacts } from '../../src/reference/releases';
import { releaseBlocks } from './code-block-scan';
import { manifestProblems, manifestsIn, MIGRATION_PAGE, olderRelease } from './doc-checks';
import { compileMdxPage } from './mdx-page';

const siteDir = path.resolve(__dirname, '../..');
const TAG = 'v0.3.5';
const WORDS_FILE = crdWordsFile(TAG);
const crdReference = loadCrdReference(siteDir, TAG);
const GROUP = 'toolhive.stacklok.dev';

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

describe.each(DOCS_RELEASES)('manifests in the $version docs', (release) => {
  const ref = loadCrdReference(siteDir, release.tag);
  const older = olderRelease(release);
  const before = older && loadCrdReference(siteDir, older.tag);
  const manifests = releaseBlocks(release).flatMap(manifestsIn);
  const page = `${docsDirOf(release)}/toolhive/guides-k8s/x.mdx`;
  /** The problems of a YAML block planted at line 10 of a page (its first document starts on line 11). */
  const planted = (body: string, file = page) =>
    manifestsIn({ file, line: 10, lang: 'yaml', meta: '', body }).flatMap((m) => manifestProblems(m, ref, release));
  const stored = ref.resources.find((r) => r.kind === 'MCPServer')!.apiVersion;

  it('are found on the Kubernetes pages', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(10);
    expect(new Set(manifests.map((m) => m.file)).size).toBeGreaterThanOrEqual(4);
  });

  it(`use only kinds, API versions, fields and values that the ${release.tag} CRDs define`, () => {
    expect(manifests.flatMap((m) => manifestProblems(m, ref, release, before))).toEqual([]);
  });

  it('report a planted unknown field, bad enum and missing field with page and line', () => {
    const body = [
      'apiVersion: v1',
      'kind: ConfigMap',
      '---',
      '# the server',
      `apiVersion: ${stored}`,
      'kind: MCPServer',
      'metadata: { name: x }',
      'spec: { transport: websocket, permissionProfile: { type: builtin }, imagePullPolicy: Always }',
    ].join('\n');
    expect(planted(body)).toEqual([
      `${page}:15 (MCPServer): spec.transport: "websocket" is not one of stdio, streamable-http, sse`,
      `${page}:15 (MCPServer): spec.permissionProfile.name: required by PermissionProfileRef`,
      `${page}:15 (MCPServer): spec.imagePullPolicy: unknown field of MCPServerSpec`,
      `${page}:15 (MCPServer): spec.image: required by MCPServerSpec`,
    ]);
    expect(planted(`apiVersion: ${GROUP}/v1\nkind: MCPServer\nmetadata: { name: x }\nspec: { image: x }`)).toEqual([
      `${page}:11 (MCPServer): apiVersion: MCPServer is served as ${ref.resources
        .find((r) => r.kind === 'MCPServer')!
        .versions.map((v) => v.name)
        .join(', ')}`,
    ]);
    expect(planted(`apiVersion: ${GROUP}/v1alpha1\nkind: MCPServers\nmetadata: { name: x }`)).toEqual([
      `${page}:11 (MCPServers): kind: "MCPServers" is not a resource of ${GROUP}`,
    ]);
  });
});

describe('manifests in the current docs', () => {
  const release = DOCS_RELEASES.find((r) => r.version === 'current')!;
  const ref = loadCrdReference(siteDir, release.tag);
  const before = loadCrdReference(siteDir, olderRelease(release)!.tag);
  const v1alpha1 = (file: string, spec = '{ image: x }') =>
    manifestsIn({
      file,
      line: 1,
      lang: 'yaml',
      meta: '',
      body: `apiVersion: ${GROUP}/v1alpha1\nkind: MCPServer\nmetadata: { name: x }\nspec: ${spec}`,
    }).flatMap((m) => manifestProblems(m, ref, release, before));

  it('fail on a deprecated apiVersion except on the migration page', () => {
    expect(v1alpha1('docs/toolhive/guides-k8s/run-mcp-k8s.mdx')).toEqual([
      `docs/toolhive/guides-k8s/run-mcp-k8s.mdx:2 (MCPServer): apiVersion: ${GROUP}/v1alpha1 is deprecated for MCPServer; use ${GROUP}/v1beta1`,
    ]);
    expect(v1alpha1(`docs/${MIGRATION_PAGE}`)).toEqual([]);
  });

  it("check the migration page's old manifests against the release they migrate from", () => {
    const page = `docs/${MIGRATION_PAGE}`;
    // spec.port is gone in the current release but was right in the older one.
    expect(v1alpha1(page, '{ image: x, port: 8080, targetPort: 8080 }')).toEqual([]);
    expect(v1alpha1(page, '{ image: x, proxyPort: 8080 }')).toEqual([
      `${page}:2 (MCPServer): spec.proxyPort: unknown field of MCPServerSpec (in the release migrated from)`,
    ]);
  });

  it('take any keys inside a free-form field, and check the fields beside it', () => {
    const authz = (spec: Record<string, unknown>) =>
      validateManifest({ apiVersion: `${GROUP}/v1beta1`, kind: 'MCPAuthzConfig', metadata: { name: 'x' }, spec }, ref);
    expect(authz({ type: 'cedarv1', config: { policies: ['permit(principal, action, resource);'] } })).toEqual([]);
    expect(authz({ type: 'cedarv1', config: 'policies' })).toEqual(['spec.config: expected an object (RawExtension)']);
    expect(authz({ type: 'cedarv1', config: {}, policies: [] })).toEqual([
      'spec.policies: unknown field of MCPAuthzConfigSpec',
    ]);
  });
});

const { file: FACTS_FILE, facts: FACTS } = readFacts<CrdFacts>(siteDir, TAG, 'crds');
const wordsOf = () => load(fs.readFileSync(path.join(siteDir, WORDS_FILE), 'utf8')) as CrdWords;
const joinWith = (facts: CrdFacts, words = wordsOf()) =>
  joinCrds(facts, words, { facts: FACTS_FILE, words: WORDS_FILE });
// The upstream text a deprecated version carries; it is upstream's words and must not reach a page.
const UPSTREAM_WARNING = 'toolhive.stacklok.dev/v1alpha1 is deprecated; use v1beta1';

/**
 * The release's facts with MCPServer as v0.44.0 has its kinds: served as
 * v1alpha1 (deprecated) and v1beta1, which it stores; with `allDeprecated`,
 * deprecated in both, as v0.44.0's MCPRegistry is.
 */
function withBeta({ allDeprecated = false } = {}): CrdFacts {
  const facts = structuredClone(FACTS);
  const kind = facts.kinds.find((k) => k.kind === 'MCPServer')!;
  const [alpha] = kind.versions;
  const deprecated = { deprecated: true, deprecationWarning: UPSTREAM_WARNING };
  kind.versions = [
    { ...alpha, storage: false, ...deprecated },
    { ...structuredClone(alpha), name: 'v1beta1', storage: true, ...(allDeprecated ? deprecated : {}) },
  ];
  return facts;
}

describe('CRD API versions', () => {
  it("records each kind's apiVersion and its versions from the release", () => {
    for (const resource of crdReference.resources) {
      expect(resource.apiVersion).toBe(`${GROUP}/v1alpha1`);
      expect(resource.versions).toEqual([{ name: 'v1alpha1', served: true, storage: true }]);
    }
  });

  it('takes kinds that store different versions, each with its own apiVersion, and keeps only the fact of a deprecation', () => {
    const ref = joinWith(withBeta());
    const byKind = Object.fromEntries(ref.resources.map((r) => [r.kind, r]));
    expect(byKind.MCPServer.apiVersion).toBe(`${GROUP}/v1beta1`);
    expect(byKind.MCPServer.versions).toEqual([
      { name: 'v1alpha1', served: true, storage: false, deprecated: true },
      { name: 'v1beta1', served: true, storage: true },
    ]);
    expect(byKind.MCPToolConfig.apiVersion).toBe(`${GROUP}/v1alpha1`);
    expect(JSON.stringify(ref)).not.toContain(UPSTREAM_WARNING);
  });

  it("refuses a served version whose fields differ from the stored one's, and a kind with no stored version", () => {
    const facts = withBeta();
    facts.kinds.find((k) => k.kind === 'MCPServer')!.versions[0].fields.pop();
    facts.kinds.find((k) => k.kind === 'MCPToolConfig')!.versions[0].storage = false;
    expect(() => joinWith(facts)).toThrow(
      [
        `  - MCPServer: ${FACTS_FILE} serves v1alpha1 with fields that differ from the stored v1beta1`,
        `  - MCPToolConfig: ${FACTS_FILE} names no stored version`,
      ].join('\n'),
    );
  });

  it("checks a manifest's apiVersion against the versions its kind serves", () => {
    const ref = joinWith(withBeta());
    const manifest = (apiVersion: string) =>
      validateManifest({ apiVersion, kind: 'MCPServer', metadata: { name: 'x' }, spec: { image: 'x' } }, ref);
    expect(manifest(`${GROUP}/v1beta1`)).toEqual([]);
    expect(manifest(`${GROUP}/v1alpha1`)).toEqual([
      `apiVersion: ${GROUP}/v1alpha1 is deprecated for MCPServer; use ${GROUP}/v1beta1`,
    ]);
    expect(manifest(`${GROUP}/v2`)).toEqual(['apiVersion: MCPServer is served as v1alpha1, v1beta1']);
    expect(manifest('apps/v1')).toEqual([]);
    // A kind deprecated in every version it is served in has no other version to point to.
    expect(
      validateManifest(
        { apiVersion: `${GROUP}/v1alpha1`, kind: 'MCPServer', metadata: { name: 'x' }, spec: { image: 'x' } },
        joinWith(withBeta({ allDeprecated: true })),
      ),
    ).toEqual([]);
  });
});

describe('CRD page layout', () => {
  it('is one page unless the words choose page-per-kind, and refuses any other value', () => {
    expect(crdReference.layout).toBe('single-page');
    expect(joinWith(FACTS, { ...wordsOf(), layout: 'page-per-kind' }).layout).toBe('page-per-kind');
    expect(() => joinWith(FACTS, { ...wordsOf(), layout: 'two-pages' as never })).toThrow(
      `  - ${WORDS_FILE}: layout "two-pages" is not one of single-page, page-per-kind`,
    );
  });
});

const INTRO = `---\ntitle: Operator CRD reference\ndescription: d\n---\n\nThe kinds.\n\n${KINDS_TABLE_MARKER}\n\nAfter the table.\n`;
const SOURCES = { words: WORDS_FILE, intro: crdIntroFile(TAG) };
const perKind = (facts = FACTS): CrdReference => joinWith(facts, { ...wordsOf(), layout: 'page-per-kind' });
// Links as the plugin resolves them for the current docs, whose folder is docs/.
const linksFor = (page: string, generated: ReadonlySet<string>) => pageLinks(siteDir, 'docs', page, generated);
const pagesOf = (ref: CrdReference, intro = INTRO): Record<string, string> =>
  Object.fromEntries(generateCrdPages(ref, intro, SOURCES, TAG, linksFor).map((p) => [p.file, p.content]));
/** The part of a page from a heading to the next heading of any level. */
const sectionOf = (page: string, heading: string) => page.slice(page.indexOf(heading)).split(/\n#{2,3} /)[0];

describe('page-per-kind pages', () => {
  it('are crd-spec as the index, a page per kind, and the sidebar category that holds them under the index', () => {
    const pages = pagesOf(perKind());
    expect(Object.keys(pages).sort()).toEqual([
      'toolhive/reference/crd-spec.mdx',
      'toolhive/reference/crds/_category_.json',
      'toolhive/reference/crds/mcpregistry.mdx',
      'toolhive/reference/crds/mcpserver.mdx',
      'toolhive/reference/crds/mcptoolconfig.mdx',
    ]);
    expect(JSON.parse(pages['toolhive/reference/crds/_category_.json'])).toEqual({
      label: 'CRD reference',
      link: { type: 'doc', id: 'toolhive/reference/crd-spec' },
      collapsed: true,
    });
  });

  it("put the list of kinds where the intro's marker is, each kind linking its page by a relative file link", () => {
    const index = pagesOf(perKind(withBeta()))['toolhive/reference/crd-spec.mdx'];
    expect(index).not.toContain(KINDS_TABLE_MARKER);
    // A field list, not a table: each kind's line names its versions, and what it is for gets the full width.
    expect(index).toContain('The kinds.\n\n<dl className="field-list">\n<div className="field-list__item"><dt>[');
    expect(index).not.toMatch(/^\| /m);
    expect(index).toMatch(
      /^<div className="field-list__item"><dt>\[MCPServer\]\(\.\/crds\/mcpserver\.mdx\) <span className="field-list__default">versions <code>v1alpha1<\/code> \(deprecated\), <code>v1beta1<\/code> \(stored\)<\/span><\/dt><dd>[^<\n]+\.<\/dd><\/div>$/m,
    );
    expect(index).toMatch(
      /^<div className="field-list__item"><dt>\[MCPToolConfig\]\(\.\/crds\/mcptoolconfig\.mdx\) <span className="field-list__default">versions <code>v1alpha1<\/code> \(stored\)<\/span><\/dt>/m,
    );
    // The first sentence of our words on the kind says what it is for.
    const words = wordsOf().kinds.MCPToolConfig.description;
    expect(index).toContain(`<dd>${words.slice(0, words.indexOf('. ') + 1)}</dd>`);
    expect(index.indexOf('[MCPRegistry]')).toBeLessThan(index.indexOf('After the table.'));
  });

  it('fail naming the intro when it has no line for the list of kinds', () => {
    expect(() => pagesOf(perKind(), '---\ntitle: t\n---\n\nNo table here.\n')).toThrow(
      `${crdIntroFile(TAG)}: has no line ${KINDS_TABLE_MARKER}, where the list of kinds goes in the page-per-kind layout`,
    );
  });

  it('give each kind its description, names, top-level fields and API versions, then every type it reaches', () => {
    const ref = perKind();
    const pages = pagesOf(ref);
    const page = pages['toolhive/reference/crds/mcpserver.mdx'];
    expect(page).toMatch(
      /^---\ntitle: "MCPServer"\ndescription: "[^"]+"\nsidebar_position: 1\ncustom_edit_url: null\n---\n/,
    );
    const order = [
      wordsOf().kinds.MCPServer.description.slice(0, 40),
      'Names for `kubectl`: `mcpservers`.',
      `| \`apiVersion\` | \`${GROUP}/v1alpha1\` |`,
      '## API versions {#api-versions}',
      '## MCPServerSpec {#mcpserverspec}',
      '## MCPServerStatus {#mcpserverstatus}',
      '<p className="generated-source">',
    ].map((text) => page.indexOf(text));
    expect(
      order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])),
      `in order: ${order}`,
    ).toBe(true);
    // Every type the kind reaches is a section of its page, and none of another kind's.
    const headings = [...page.matchAll(/^## (\w+) \{#/gm)].map((m) => m[1]);
    expect(headings).toContain('PermissionProfileRef');
    expect(headings).not.toContain('MCPRegistrySpec');
    expect(page).not.toMatch(/^### /m);
    const anchors = new Set([...page.matchAll(/\{#([a-z0-9-]+)\}|<span id="([a-z0-9-]+)"/g)].map((m) => m[1] ?? m[2]));
    const links = [...page.matchAll(/(?:href="|\]\()#([a-z0-9-]+)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
    // Kinds follow the order of our words in the sidebar.
    ref.resources.forEach((r, i) =>
      expect(pages[`toolhive/reference/crds/${r.kind.toLowerCase()}.mdx`]).toContain(`\nsidebar_position: ${i + 1}\n`),
    );
  });

  it('say which versions are served and which is stored, and note a deprecated version in our words', () => {
    const page = (facts: CrdFacts) => pagesOf(perKind(facts))['toolhive/reference/crds/mcpserver.mdx'];
    const one = page(FACTS);
    expect(one).toContain(`The API server serves and stores MCPServer in one version of \`${GROUP}\`: \`v1alpha1\`.`);
    expect(one).not.toContain(':::warning');

    const beta = page(withBeta());
    expect(beta).toContain(
      `The API server serves MCPServer in \`${GROUP}\` as \`v1alpha1\` and \`v1beta1\`, with the same fields, and stores it as \`v1beta1\`.`,
    );
    expect(sectionOf(beta, '## API versions')).toMatch(
      /:::warning\[Deprecated\]\n\n`v1alpha1` is deprecated\. [^\n]+ Write `apiVersion: toolhive\.stacklok\.dev\/v1beta1` in your manifests\.\n\n:::/,
    );
    expect(page(withBeta({ allDeprecated: true }))).toContain(
      'MCPServer is deprecated in every version it is served in.',
    );
    // A kind deprecated in every version comes after the kinds a reader should use.
    expect(perKind(withBeta({ allDeprecated: true })).resources.map((r) => r.kind)).toEqual([
      ...perKind()
        .resources.map((r) => r.kind)
        .filter((k) => k !== 'MCPServer'),
      'MCPServer',
    ]);
    expect(beta).not.toContain(UPSTREAM_WARNING);
  });

  it('put a type that several kinds use on each of their pages, under the same anchor', () => {
    const ref = structuredClone(perKind());
    ref.types.MCPRegistrySpec.fields.push({ name: 'env', type: '[]EnvVar', description: 'Variables.' });
    const pages = pagesOf(ref);
    for (const kind of ['mcpserver', 'mcpregistry'])
      expect(pages[`toolhive/reference/crds/${kind}.mdx`]).toContain('\n## EnvVar {#envvar}\n');
    // "Used in" names the types of this page that refer to it.
    const used = sectionOf(pages['toolhive/reference/crds/mcpregistry.mdx'], '## EnvVar');
    expect(used).toContain('Used in [MCPRegistrySpec](#mcpregistryspec).');
    expect(used).not.toContain('MCPServerSpec');
  });

  it('compile as MDX, every page, with a deprecated version', async () => {
    const pages = generateCrdPages(perKind(withBeta()), INTRO, SOURCES, TAG, linksFor).filter((p) =>
      p.file.endsWith('.mdx'),
    );
    expect(pages).toHaveLength(4);
    for (const page of pages) await compileMdxPage(page.content, page.file);
  });
});

describe('a type with no fields', () => {
  it('renders with its words and no empty list, on one page and on kind pages', () => {
    const ref = structuredClone(perKind());
    ref.types.RawExtension = { description: 'A free-form object.', fields: [] };
    ref.types.AuditConfig.fields.push({ name: 'extra', type: 'RawExtension', description: 'Anything.' });
    const one = generateCrdPage(
      { ...ref, layout: 'single-page' },
      INTRO,
      SOURCES,
      pageLinks(siteDir, 'docs', PAGE_FILE),
    );
    const kind = pagesOf(ref)['toolhive/reference/crds/mcpserver.mdx'];
    expect(sectionOf(one, '### RawExtension')).not.toContain('<dl');
    expect(sectionOf(kind, '## RawExtension')).not.toContain('<dl');
    expect(sectionOf(kind, '## RawExtension')).toContain('A free-form object.');
    expect(sectionOf(kind, '## AuditConfig')).toContain('<dl className="field-list">');
  });
});

/**
 * Every release with CRD words, as the docs version that documents it, or
 * as the current docs for a release whose words are written before its
 * version is cut (v0.44.0 until the cut).
 */
const releasesWithWords = fs
  .readdirSync(path.join(siteDir, 'src/data/crds'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => DOCS_RELEASES.find((r) => r.tag === e.name) ?? { version: 'current', tag: e.name });

describe("each release's CRD pages", () => {
  it('compile as MDX, every page of every release with words', async () => {
    expect(releasesWithWords.map((r) => r.tag)).toEqual(expect.arrayContaining(['v0.3.5', 'v0.44.0']));
    for (const release of releasesWithWords)
      for (const page of loadCrdPages(siteDir, release).filter((p) => p.file.endsWith('.mdx')))
        await compileMdxPage(page.content, `${release.tag}: ${page.file}`);
  });

  it("give v0.44.0's 14 kinds a page each, with the versions its manifests serve and store", () => {
    const pages = Object.fromEntries(
      loadCrdPages(
        siteDir,
        releasesWithWords.find((r) => r.tag === 'v0.44.0')!,
      ).map((p) => [p.file, p.content]),
    );
    const kinds = Object.keys(pages).filter((f) => f.endsWith('.mdx') && f.includes('/crds/'));
    expect(kinds).toHaveLength(14);
    const index = pages['toolhive/reference/crd-spec.mdx'];
    const versionsOf = (kind: string) =>
      new RegExp(`<dt>\\[${kind}\\]\\([^)]+\\) <span className="field-list__default">versions (.*?)</span></dt>`).exec(
        index,
      )?.[1];
    expect(versionsOf('MCPWebhookConfig')).toBe('<code>v1alpha1</code> (stored)');
    expect(versionsOf('MCPServer')).toBe('<code>v1alpha1</code> (deprecated), <code>v1beta1</code> (stored)');
    expect(versionsOf('MCPRegistry')).toBe(
      '<code>v1alpha1</code> (deprecated), <code>v1beta1</code> (deprecated, stored)',
    );
    // MCPRegistry, deprecated in both versions, is the last kind.
    expect(index.match(/<dt>\[(\w+)\]/g)?.at(-1)).toBe('<dt>[MCPRegistry]');
    expect(pages['toolhive/reference/crds/mcpregistry.mdx']).toContain('MCPRegistry is deprecated in every version');
    expect(pages['toolhive/reference/crds/mcpwebhookconfig.mdx']).toContain(
      '| `apiVersion` | `toolhive.stacklok.dev/v1alpha1` |',
    );
  });
});

describe("each docs version's CRD pages", () => {
  it("are written into the version's folder: a kind page no longer generated is deleted, an unchanged one left alone", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'crd-reference-'));
    try {
      const release = DOCS_RELEASES.find((r) => r.tag === TAG)!;
      // The words, the facts, and the pages the words link to, in every docs version (the writer writes them all).
      for (const dir of ['src/data/crds', 'src/data/reference', ...DOCS_RELEASES.map(docsDirOf)])
        fs.cpSync(path.join(siteDir, dir), path.join(site, dir), { recursive: true });
      const kindsDir = path.join(site, kindsDirOf(release));
      const at = (p: CrdPage) => path.join(site, docsDirOf(release), p.file);
      const words = path.join(site, WORDS_FILE);
      const original = fs.readFileSync(words, 'utf8');
      fs.writeFileSync(words, dump({ ...wordsOf(), layout: 'page-per-kind' }));
      fs.appendFileSync(path.join(site, crdIntroFile(TAG)), `\n${KINDS_TABLE_MARKER}\n`);

      writeCrdPages(site);
      const pages = loadCrdPages(site, release);
      expect(filesBelow(kindsDir)).toEqual(
        pages
          .filter((p) => p.file.includes('/crds/'))
          .map(at)
          .sort(),
      );
      const stale = path.join(kindsDir, 'mcpgone.mdx');
      fs.writeFileSync(stale, 'a kind the release no longer has');
      const untouched = at(pages[1]);
      const past = new Date('2020-01-01T00:00:00Z');
      fs.utimesSync(untouched, past, past);
      writeCrdPages(site);
      expect(fs.existsSync(stale)).toBe(false);
      // Rewriting an unchanged page would make the dev server reload it.
      expect(fs.statSync(untouched).mtime).toEqual(past);

      // Back to one page: no kind page is left behind.
      fs.writeFileSync(words, original);
      writeCrdPages(site);
      expect(fs.existsSync(kindsDir)).toBe(false);
      expect(fs.readFileSync(at(pages[0]), 'utf8')).toContain('\n## MCPServer {#mcpserver}\n');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it('are never committed, in the current docs or in a frozen version', () => {
    const generated = ['docs/toolhive/reference/crd-spec.mdx', 'docs/toolhive/reference/crds'];
    expect(execFileSync('git', ['ls-files', ...generated], { cwd: siteDir, encoding: 'utf8' })).toBe('');
    const paths = [
      'docs/toolhive/reference/crd-spec.mdx',
      'docs/toolhive/reference/crds/mcpserver.mdx',
      'docs/toolhive/reference/crds/_category_.json',
      ...[
        'cli/thv_run.mdx',
        'cli/config/config.mdx',
        'api/list-workloads.api.mdx',
        'api/workloads.tag.mdx',
        'api/sidebar.ts',
        'crd-spec.mdx',
        'crds/mcpserver.mdx',
      ].map((p) => `versioned_docs/version-v0.3.5/toolhive/reference/${p}`),
    ];
    const ignored = execFileSync('git', ['check-ignore', ...paths], { cwd: siteDir, encoding: 'utf8' });
    expect(ignored.trim().split('\n')).toEqual(paths);
    // The hand-written pages beside them are not.
    const written = ['api/index.mdx', 'registry-schema.mdx'].map(
      (p) => `versioned_docs/version-v0.3.5/toolhive/reference/${p}`,
    );
    expect(() => execFileSync('git', ['check-ignore', ...written], { cwd: siteDir })).toThrow();
  });
});

describe('the CRD sidebar category', () => {
  it('shows the index once, as the page of the kinds category, and leaves other items alone', () => {
    const items = [
      { type: 'doc' as const, id: 'toolhive/reference/client-compatibility' },
      { type: 'doc' as const, id: 'toolhive/reference/crd-spec' },
      {
        type: 'category' as const,
        label: 'CRD reference',
        link: { type: 'doc' as const, id: 'toolhive/reference/crd-spec' },
        items: [{ type: 'doc' as const, id: 'toolhive/reference/crds/mcpserver' }],
      },
    ];
    const reference = [{ type: 'category' as const, label: 'Reference', items }];
    expect(withCategoryPagesOnce(reference)).toEqual([
      { type: 'category', label: 'Reference', items: [items[0], items[2]] },
    ]);
  });
});
