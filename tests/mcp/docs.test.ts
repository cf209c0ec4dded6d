import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/mcp/cli';
import { DEFAULT_SITE_URL, loadDocs } from '../../src/mcp/docs';
import { DOCS_RELEASES, docsVersionPath, TOOLHIVE_VERSION } from '../../src/contract';
import { factsFile } from '../../src/reference/releases';
import { byClass, findAll, parseHtml, textOf } from '../../src/lib/html';
import { isLoopback, startHttp } from '../../src/mcp/http';
import { InputError, resolvePage } from '../../src/mcp/resolve';
import { sectionOf } from '../../src/mcp/sections';
import { createEngine } from '../../src/features/search/engine/engine';
import { ENGINE_DATA_FILE, readIndex, savedEngineData } from '../../src/features/search/engine/engineData';
import { commandNames, unpack } from '../../src/features/search/engine/format';
import { BUILD, SITE_URL } from './helpers';

const docs = loadDocs(BUILD, { SITE_URL });

describe('loading the built docs', () => {
  it('serves the release the facts were read from, which the built site names too', () => {
    // A site build serves its default docs version; the facts of that version's release record the
    // tag they were read at, and the site's navbar shows the version.
    for (const part of ['cli', 'api', 'crds', 'registry'] as const) {
      const facts = JSON.parse(fs.readFileSync(factsFile(TOOLHIVE_VERSION, part), 'utf8')) as {
        source: { tag: string };
      };
      expect(facts.source.tag, part).toBe(docs.version);
    }
    const landing = parseHtml(fs.readFileSync(path.join(BUILD, 'toolhive/index.html'), 'utf8'));
    // The version dropdown's own link names the version the page is in.
    const navbarVersion = findAll(landing, byClass('navbar__link')).find((e) => /^v[\d.]+$/.test(textOf(e).trim()));
    expect(navbarVersion && textOf(navbarVersion).trim()).toBe(docs.version);
  });

  it('links to SITE_URL, else to the default the site build used', () => {
    expect(loadDocs(BUILD, {}).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(loadDocs(BUILD, { SITE_URL: 'https://docs.example.test/' }).siteUrl).toBe('https://docs.example.test');
    // Without SITE_URL the build wrote its links for the same default.
    if (!process.env.SITE_URL)
      expect(fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8')).toContain(`](${DEFAULT_SITE_URL}/toolhive/`);
  });

  it('has a page about the server, linked from llms.txt and the docs landing page', () => {
    const llms = fs.readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/\[Use these docs from your AI client\]\(https?:\/\/[^)]+\/toolhive\/docs-mcp-server\.md\)/);
    expect(docs.page('/toolhive/docs-mcp-server')?.title).toBe('Use these docs from your AI client');
    expect(docs.page('/toolhive/')!.markdown).toContain('(/toolhive/docs-mcp-server)');
  });

  it('rejects a SITE_URL that is not an absolute http(s) URL', () => {
    expect(() => loadDocs(BUILD, { SITE_URL: 'docs.example.test' })).toThrow(
      /SITE_URL must be an absolute http\(s\) URL/,
    );
    expect(() => loadDocs(BUILD, { SITE_URL: 'ftp://docs.example.test' })).toThrow(/SITE_URL/);
  });

  it('names the missing file when the data folder is incomplete', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-data-'));
    try {
      expect(() => loadDocs(dir)).toThrow(`${path.join(dir, 'search-index.json')} does not exist`);
      fs.copyFileSync(path.join(BUILD, 'search-index.json'), path.join(dir, 'search-index.json'));
      // The server answers from the whole index, so its reference part must be there too.
      expect(() => loadDocs(dir)).toThrow(`${path.join(dir, 'search-index-reference.json')} does not exist`);
      fs.copyFileSync(path.join(BUILD, 'search-index-reference.json'), path.join(dir, 'search-index-reference.json'));
      expect(() => loadDocs(dir)).toThrow(/\.md: missing Markdown twin of \/toolhive\//);
      fs.writeFileSync(path.join(dir, 'search-index.json'), '{"v":1,');
      expect(() => loadDocs(dir)).toThrow(/search-index\.json: not valid JSON/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts from the engine data the build saved, ranking exactly as an engine built afresh', () => {
    const { whole: index, source: indexJson } = readIndex(BUILD);
    const savedJson = fs.readFileSync(path.join(BUILD, ENGINE_DATA_FILE), 'utf8');
    const saved = savedEngineData(indexJson, savedJson);
    expect(saved).toBeDefined();
    const records = unpack(index);
    const fresh = createEngine(records, commandNames(index));
    const restored = createEngine(records, commandNames(index), saved);
    const ranked = (engine: typeof fresh, query: string) =>
      engine
        .search(query, undefined, { prefix: true })
        .slice(0, 10)
        .map((hit) => [hit.record.url, hit.score]);
    for (const query of [
      'network isolation',
      'thv run --transport',
      'secrets 1passwrd',
      'MCPServer resources',
      'regist',
    ])
      expect(ranked(restored, query), query).toEqual(ranked(fresh, query));
    // Data made from another index, or under other term rules, is not used.
    const { source, ...data } = JSON.parse(savedJson) as { source: string };
    const underOtherRules = createHash('sha256').update(indexJson).update('{}').digest('hex');
    expect(source).not.toBe(underOtherRules);
    expect(savedEngineData(indexJson, JSON.stringify({ source: underOtherRules, ...data }))).toBeUndefined();
    expect(savedEngineData(indexJson.replace('"v":', '"v" :'), savedJson)).toBeUndefined();
    expect(savedEngineData(indexJson, '{"source":')).toBeUndefined();
  });

  it('has a title, a description and a section for every page', () => {
    for (const page of docs.pages) {
      expect(page.markdown.startsWith(`# ${page.title}\n`), page.path).toBe(true);
      expect(page.description, page.path).not.toBe('');
      expect(docs.sections).toContain(page.section);
    }
  });

  it('finds the section of every heading anchor in the index', () => {
    let count = 0;
    for (const page of docs.pages) {
      const headings = docs.headings(page);
      for (const heading of headings) {
        const markdown = sectionOf(page.markdown, headings, heading);
        expect(markdown, `${page.path}#${heading.anchor}`).toBeDefined();
        const first = markdown!.split('\n')[0];
        expect(first).toMatch(/^#{2,6} /);
        count++;
      }
    }
    expect(count).toBeGreaterThan(1000);
  });

  it('cuts a section at the next heading of the same level, keeping its subsections', () => {
    const page = docs.page('/toolhive/guides-cli/filesystem-access')!;
    const headings = docs.headings(page);
    const section = sectionOf(
      page.markdown,
      headings,
      headings.find((h) => h.anchor === 'mount-through-a-permission-profile')!,
    )!;
    expect(section).toContain('### Start the server with the profile');
    expect(section).not.toContain('## Read-only or read-write');
  });
});

describe('resolving what a client passes as a page', () => {
  const resolved = (input: string, anchor?: string) => {
    const { page, anchor: a } = resolvePage(docs, input, anchor);
    return `${page.path}${a ? `#${a}` : ''}`;
  };

  it('accepts paths, page URLs, Markdown URLs and resource URIs', () => {
    expect(resolved('/toolhive/guides-cli/install')).toBe('/toolhive/guides-cli/install');
    expect(resolved('/toolhive/guides-cli/install/')).toBe('/toolhive/guides-cli/install');
    expect(resolved('guides-cli/install')).toBe('/toolhive/guides-cli/install');
    expect(resolved(`${SITE_URL}/toolhive/guides-cli/install.md`)).toBe('/toolhive/guides-cli/install');
    expect(resolved(`${SITE_URL}/toolhive/faq#when-should-i-turn-on-network-isolation`)).toBe(
      '/toolhive/faq#when-should-i-turn-on-network-isolation',
    );
    expect(resolved('/toolhive/faq', '#security')).toBe('/toolhive/faq#security');
    expect(resolved('toolhive-docs:///toolhive/guides-cli/')).toBe('/toolhive/guides-cli/');
    expect(resolved('/toolhive/guides-cli')).toBe('/toolhive/guides-cli/');
    expect(resolved('/')).toBe('/toolhive/');
  });

  it('reads the links of a mirror served under a path, and refuses URLs outside that path', () => {
    const mirror = loadDocs(BUILD, { SITE_URL: 'https://mirror.example.test/docs/' });
    expect(mirror.url('/toolhive/faq')).toBe('https://mirror.example.test/docs/toolhive/faq');
    expect(resolvePage(mirror, mirror.url('/toolhive/faq')).page.path).toBe('/toolhive/faq');
    expect(resolvePage(mirror, '/toolhive/faq').page.path).toBe('/toolhive/faq');
    expect(() => resolvePage(mirror, 'https://mirror.example.test/toolhive/faq')).toThrow(InputError);
  });

  it('suggests close pages for a path that is not one', () => {
    expect(() => resolvePage(docs, '/toolhive/guides-cli/network-isolate')).toThrow(
      /Closest matches: .*\/toolhive\/guides-cli\/network-isolation/,
    );
  });

  it('refuses paths that leave the site with an input error', () => {
    for (const input of [
      '/toolhive/../../etc/passwd',
      '..\\..\\secrets',
      'toolhive-docs:///../etc/passwd',
      'http://127.0.0.1:3000/toolhive/faq',
      '/toolhive/%E0%A4%A',
    ]) {
      expect(() => resolvePage(docs, input), input).toThrow(InputError);
    }
  });
});

describe("a frozen docs version's package", () => {
  // The package of a docs version off the default routes, as the build publishes it.
  const frozen = DOCS_RELEASES.find((r) => docsVersionPath(r.version) && r.version !== 'current')!;
  const root = `/${docsVersionPath(frozen.version)}/toolhive/`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-frozen-'));
  execFileSync('tar', ['-xzf', path.join(BUILD, `toolhive-docs-mcp-${frozen.tag.slice(1)}.tgz`), '-C', dir]);
  const old = loadDocs(path.join(dir, 'package/data'), { SITE_URL });
  fs.rmSync(dir, { recursive: true, force: true });
  const resolved = (input: string) => resolvePage(old, input).page.path;

  it('reads paths copied from the default docs as its own pages, and says where its pages live', () => {
    expect(old.version).toBe(frozen.tag);
    expect(old.root).toBe(root);
    expect(resolved('/toolhive/guides-cli/install')).toBe(`${root}guides-cli/install`);
    expect(resolved(`${root}faq`)).toBe(`${root}faq`);
    expect(resolved('toolhive-docs:///toolhive/faq')).toBe(`${root}faq`);
    expect(resolved('guides-cli/install')).toBe(`${root}guides-cli/install`);
    expect(resolved('/')).toBe(root);
    expect(resolved(root.slice(0, -1))).toBe(root);
    expect(() => resolvePage(old, '/toolhive/no-such-page')).toThrow(`Pages live under ${root}.`);
  });

  it('is refused by the default docs, which name the version they hold', () => {
    expect(() => resolvePage(docs, `${root}faq`)).toThrow(
      `${root}faq is a page of the ${frozen.tag} docs; this server holds the ToolHive ${docs.version} docs, under /toolhive/.`,
    );
  });
});

describe('an index whose pages are under two roots', () => {
  it('fails to load, naming the file and the page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-roots-'));
    try {
      const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index.json'), 'utf8'));
      index.pages[1][0] = '/v0.3.5/toolhive/faq';
      fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify(index));
      fs.copyFileSync(path.join(BUILD, 'search-index-reference.json'), path.join(dir, 'search-index-reference.json'));
      expect(() => loadDocs(dir, { SITE_URL })).toThrow(
        `${path.join(dir, 'search-index.json')}: /v0.3.5/toolhive/faq is not under /toolhive/, as the first page is`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('HTTP listening address', () => {
  it('tells loopback from other addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) expect(isLoopback(host), host).toBe(false);
  });

  it('refuses a non-loopback address unless the caller opts in', async () => {
    await expect(startHttp(docs, { host: '0.0.0.0', port: 0, serverVersion: 'test' })).rejects.toThrow(
      /Refusing to listen on 0\.0\.0\.0/,
    );
  });

  it('parses the command line', () => {
    expect(parseArgs([])).toMatchObject({ http: false });
    expect(parseArgs(['--http', '--port=0', '--host', '::1'])).toMatchObject({ http: true, port: 0, host: '::1' });
    expect(() => parseArgs(['--http', '--port', '70000'])).toThrow(/--port must be a number from 0 to 65535/);
    expect(() => parseArgs(['--host', '0.0.0.0'])).toThrow(/apply to --http only/);
    expect(() => parseArgs(['--data'])).toThrow(/Option '--data <value>' argument missing/);
    expect(() => parseArgs(['--data='])).toThrow(/--data needs a value/);
    expect(() => parseArgs(['--nope'])).toThrow(/Unknown option '--nope'/);
    expect(() => parseArgs(['stray'])).toThrow(/Unexpected argument 'stray'/);
    expect(
      parseArgs(['--http', '--allow-origin', 'https://A.example.test/', '--allow-origin=http://b.test:8080']),
    ).toMatchObject({
      allowOrigins: ['https://a.example.test', 'http://b.test:8080'],
    });
  });
});
