import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILD, connectStdio, index, pagePaths, SITE_URL, textOf, twin } from './helpers';
import { unpack } from '../../src/features/search/engine/format';
import { TOOLHIVE_VERSION } from '../../src/contract';

const { bundle } = inject('mcpPackage');
let client: Client;

beforeAll(async () => {
  client = await connectStdio(process.execPath, [bundle]);
});
afterAll(async () => {
  await client?.close();
});

interface SearchResult {
  title: string;
  url: string;
  path: string;
  section: string;
  snippet: string;
}
const search = async (args: Record<string, unknown>) => {
  const result = await client.callTool({ name: 'search_docs', arguments: args });
  expect(result.isError, textOf(result)).toBeFalsy();
  return (result.structuredContent as { results: SearchResult[] }).results;
};

describe('server identity', () => {
  it('names the ToolHive version and the site URL in its info and instructions', () => {
    const info = client.getServerVersion()!;
    expect(info.name).toBe('toolhive-docs');
    expect(info.title).toContain(TOOLHIVE_VERSION);
    expect(info.websiteUrl).toBe(SITE_URL);
    const instructions = client.getInstructions()!;
    expect(instructions).toContain(`ToolHive ${TOOLHIVE_VERSION}`);
    expect(instructions).toContain(SITE_URL);
  });
});

describe('tools', () => {
  it('lists the four tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask_docs', 'list_pages', 'read_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(100);
      expect(tool.inputSchema.type).toBe('object');
      expect(Object.keys(tool.inputSchema.properties ?? {}).length).toBeGreaterThan(0);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const searchTool = tools.find((t) => t.name === 'search_docs')!;
    expect(searchTool.inputSchema.required).toEqual(['query']);
    const props = searchTool.inputSchema.properties as Record<
      string,
      { enum?: string[]; minimum?: number; maximum?: number }
    >;
    expect([props.limit.minimum, props.limit.maximum]).toEqual([1, 20]);
    // The sections are the sidebar's top level, as the index records them, without the API tags it files operations under.
    const lvl0 = new Set(unpack(index).map((r) => r.hierarchy.lvl0));
    const apiTags = new Set(
      unpack(index)
        .filter(
          (r) => r.url.startsWith('/toolhive/reference/api/') && r.url_without_anchor !== '/toolhive/reference/api/',
        )
        .map((r) => r.hierarchy.lvl0),
    );
    expect(apiTags).toContain('Secrets');
    expect(new Set(props.section.enum)).toEqual(new Set([...lvl0].filter((s) => !apiTags.has(s))));
    expect(props.section.enum).toContain('ToolHive CLI');
  });

  it('search_docs ranks the CLI network isolation guide in the top 3 for "network isolation"', async () => {
    const results = await search({ query: 'network isolation' });
    expect(results.length).toBe(8);
    expect(results.slice(0, 3).map((r) => r.path.split('#')[0])).toContain('/toolhive/guides-cli/network-isolation');
    for (const r of results) {
      expect(r.url).toBe(`${SITE_URL}${r.path}`);
      expect(r.title).toContain(' › ');
      expect(r.snippet.length).toBeGreaterThan(20);
      expect(r.snippet).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    }
    expect(new Set(results.map((r) => r.path.split('#')[0])).size).toBe(results.length);
  });

  it('search_docs honours limit and section', async () => {
    expect(await search({ query: 'thv run', limit: 3 })).toHaveLength(3);
    const k8s = await search({ query: 'install', section: 'Kubernetes Operator', limit: 20 });
    expect(k8s.length).toBeGreaterThan(0);
    expect(k8s.every((r) => r.section === 'Kubernetes Operator' && r.path.startsWith('/toolhive/guides-k8s/'))).toBe(
      true,
    );
  });

  it('read_page returns the page Markdown, starting with its title, with its canonical URL', async () => {
    const sitePath = '/toolhive/guides-cli/network-isolation';
    const { title, body } = twin(sitePath);
    const result = await client.callTool({ name: 'read_page', arguments: { path: sitePath } });
    const text = textOf(result);
    expect(text.startsWith(`# ${title}\n`)).toBe(true);
    expect(text).toContain(`${SITE_URL}${sitePath}`);
    expect(text).toContain(body.split('\n').slice(2, 6).join('\n'));
    expect(result.structuredContent).toMatchObject({ title, url: `${SITE_URL}${sitePath}`, anchor: null });
  });

  it('read_page takes a page URL with an anchor and returns only that section', async () => {
    const result = await client.callTool({
      name: 'read_page',
      arguments: { path: `${SITE_URL}/toolhive/guides-cli/network-isolation#how-it-works` },
    });
    const text = textOf(result);
    expect(text.startsWith("# Isolate an MCP server's network\n")).toBe(true);
    expect(text).toContain('\n## How it works\n');
    expect(text).toContain('toolhive-NAME-internal');
    expect(text).not.toContain('## Turn it on');
    expect(text).not.toContain('## Prerequisites');
  });

  it('ask_docs answers with citations that resolve to real pages and sections', async () => {
    const result = await client.callTool({
      name: 'ask_docs',
      arguments: { question: 'How do I limit which hosts an MCP server can connect to?' },
    });
    const answer = result.structuredContent as {
      covered: boolean;
      answer: string;
      sources: { n: number; url: string; path: string }[];
    };
    expect(answer.covered).toBe(true);
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) {
      expect(answer.answer).toContain(`[${source.n}]`);
      expect(source.url).toBe(`${SITE_URL}${source.path}`);
      const [page, anchor] = source.path.split('#');
      expect(pagePaths).toContain(page);
      const read = await client.callTool({ name: 'read_page', arguments: { path: source.url } });
      expect(read.isError, textOf(read)).toBeFalsy();
      if (anchor) expect((read.structuredContent as { anchor: string }).anchor).toBe(anchor);
    }
    expect(textOf(result)).toContain(`Sources (ToolHive ${TOOLHIVE_VERSION} docs):`);
  });

  it('every tool takes an optional version: its own release is answered, another is refused with what to run', async () => {
    const own = await client.callTool({
      name: 'search_docs',
      arguments: { query: 'network isolation', version: TOOLHIVE_VERSION.slice(1) },
    });
    expect(own.isError, textOf(own)).toBeFalsy();
    expect((own.structuredContent as { version: string }).version).toBe(TOOLHIVE_VERSION);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      expect(Object.keys(tool.inputSchema.properties ?? {}), tool.name).toContain('version');
      const other = await client.callTool({ name: tool.name, arguments: { version: 'v9.9.9' } });
      expect(other.isError, tool.name).toBe(true);
      expect(textOf(other)).toBe(
        `This server holds the ToolHive ${TOOLHIVE_VERSION} docs only; it has no docs for "v9.9.9". ` +
          `Leave out "version" to use ${TOOLHIVE_VERSION}, or run the toolhive-docs-mcp package of that release ` +
          '(toolhive-docs-mcp-9.9.9.tgz on the docs site).',
      );
    }
  });

  it('ask_docs says so when the docs do not cover a question', async () => {
    const result = await client.callTool({
      name: 'ask_docs',
      arguments: { question: 'What is the best sourdough hydration ratio?' },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ covered: false, sources: [] });
  });

  it('list_pages lists every page with title, path and description, a page of results at a time', async () => {
    type Listed = {
      total: number;
      nextCursor: string | null;
      pages: { title: string; path: string; description: string; section: string; apiTag: string | null }[];
    };
    const list = async (args: Record<string, unknown>) =>
      (await client.callTool({ name: 'list_pages', arguments: args })).structuredContent as Listed;
    const first = await list({});
    expect(first.pages).toHaveLength(50);
    expect(first.total).toBe(pagePaths.length);
    expect(first.nextCursor).toBe('50');
    const seen = [...first.pages];
    for (let cursor = first.nextCursor; cursor;) {
      const next = await list({ cursor });
      seen.push(...next.pages);
      cursor = next.nextCursor;
    }
    expect(seen.map((p) => p.path).sort()).toEqual([...pagePaths].sort());
    for (const p of seen) {
      expect(p.title).toBe(twin(p.path).title);
      expect(p.description.length).toBeGreaterThan(0);
    }
    // The largest page of results; the default docs have more pages than that.
    const whole = await list({ limit: 200 });
    expect(pagePaths.length).toBeGreaterThan(200);
    expect(whole.pages).toHaveLength(200);
    expect(whole.nextCursor).toBe('200');
    const ui = await list({ section: 'ToolHive UI' });
    expect(ui.pages.length).toBeGreaterThan(3);
    expect(ui.pages.every((p) => p.path.startsWith('/toolhive/guides-ui'))).toBe(true);
    // Many clients and models send the cursor as a number.
    for (const cursor of [50, '50', ' 50 '])
      expect((await list({ cursor })).pages[0], JSON.stringify(cursor)).toEqual(seen[50]);
    const cases: [unknown, RegExp][] = [
      [
        'x'.repeat(5000),
        /^"cursor" must be the nextCursor of an earlier list_pages call, a whole number such as "50"; got x+… \(5000 characters\)\./,
      ],
      [-1, /^"cursor" must be .*; got -1\./],
      [2.5, /^"cursor" must be .*; got 2\.5\./],
      [{}, /^"cursor" must be .*; got \{\}\./],
      [
        1000,
        new RegExp(
          `^"cursor" 1000 is past the end: the docs have ${pagePaths.length} pages, so a cursor runs from 0 to ${pagePaths.length - 1}\\.`,
        ),
      ],
    ];
    for (const [cursor, message] of cases) {
      const bad = await client.callTool({ name: 'list_pages', arguments: { cursor } });
      expect(bad.isError, JSON.stringify(cursor)).toBe(true);
      expect(textOf(bad)).toMatch(message);
      expect(textOf(bad).length).toBeLessThan(300);
    }
    const uiCursor = await client.callTool({ name: 'list_pages', arguments: { section: 'ToolHive UI', cursor: 100 } });
    expect(textOf(uiCursor)).toMatch(/^"cursor" 100 is past the end: the docs in ToolHive UI have \d+ pages/);
  });

  it('keeps doc sections and API tags apart', async () => {
    const reference = (await client.callTool({ name: 'list_pages', arguments: { section: 'Reference', limit: 200 } }))
      .structuredContent as { pages: { path: string; apiTag: string | null }[] };
    const operations = reference.pages.filter(
      (p) => p.path.startsWith('/toolhive/reference/api/') && p.path !== '/toolhive/reference/api/',
    );
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.every((p) => p.apiTag)).toBe(true);
    expect(operations.map((p) => p.apiTag)).toContain('Secrets');
    const tag = await client.callTool({ name: 'list_pages', arguments: { section: 'Secrets' } });
    expect(tag.isError).toBe(true);
    expect(textOf(tag)).toMatch(/"Secrets" is a tag of the API reference.*in the section "Reference"/);
    const cli = await search({ query: 'secrets', section: 'ToolHive CLI', limit: 10 });
    expect(cli.length).toBeGreaterThan(2);
    expect(cli.every((r) => r.section === 'ToolHive CLI' && r.path.startsWith('/toolhive/guides-cli/'))).toBe(true);
  });

  it('search_docs snippets are plain text: no HTML markup and no notes for contributors', async () => {
    for (const query of ['thv run', 'thv secret set', 'thv registry list', 'MCPServer spec', 'secrets provider']) {
      for (const r of await search({ query, limit: 20 })) {
        expect(r.snippet, `${query}: ${r.path}`).not.toMatch(/<\/?[a-z]+>|Generated page|src\/(data|plugins)\/|\n/);
      }
    }
    // Inline code keeps its backticks: the section that says where the proxy listens quotes its URL.
    const hits = await search({ query: 'proxy address thv list prints', section: 'ToolHive CLI', limit: 3 });
    const run = hits.find((r) => r.path.split('#')[0] === '/toolhive/guides-cli/run-mcp-servers');
    expect(run?.snippet).toMatch(/`http:\/\/127\.0\.0\.1:<PORT>\/mcp`/);
  });
});

describe('resources', () => {
  it('lists every page as text/markdown under toolhive-docs:///', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(pagePaths.map((p) => `toolhive-docs://${p}`).sort());
    expect(resources.every((r) => r.mimeType === 'text/markdown' && r.title)).toBe(true);
  });

  it('reads one page', async () => {
    const { contents } = await client.readResource({ uri: 'toolhive-docs:///toolhive/guides-cli/install' });
    expect(contents).toHaveLength(1);
    expect(contents[0].mimeType).toBe('text/markdown');
    expect('text' in contents[0] && contents[0].text).toBe(twin('/toolhive/guides-cli/install').body);
    expect(fs.existsSync(path.join(BUILD, 'toolhive/guides-cli/install.md'))).toBe(true);
  });

  it('answers an unknown resource with a resource-not-found error', async () => {
    await expect(client.readResource({ uri: 'toolhive-docs:///toolhive/no-such-page' })).rejects.toMatchObject({
      code: -32002,
    });
    await expect(client.readResource({ uri: 'file:///etc/passwd' })).rejects.toMatchObject({ code: -32002 });
  });
});

describe('bad input', () => {
  const long = 'x'.repeat(501);
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['search_docs', { query: '' }, /"query" is empty/],
    ['search_docs', { query: '   ' }, /"query" is empty/],
    ['search_docs', {}, /"query" is required/],
    ['search_docs', { query: 42 }, /"query" must be a string/],
    ['search_docs', { query: long }, /501 characters long; the limit is 500/],
    ['search_docs', { query: 'thv', limit: 0 }, /"limit" must be a whole number from 1 to 20; got 0/],
    ['search_docs', { query: 'thv', limit: 21 }, /"limit" must be a whole number from 1 to 20; got 21/],
    ['search_docs', { query: 'thv', limit: 2.5 }, /"limit" must be a whole number/],
    ['search_docs', { query: 'thv', section: 'Nowhere' }, /Unknown section "Nowhere"\. Sections: .*ToolHive CLI/],
    ['ask_docs', { question: '' }, /"question" is empty/],
    ['ask_docs', { question: long }, /501 characters long; the limit is 500/],
    ['read_page', {}, /"path" is required/],
    ['read_page', { path: '/toolhive/no-such-page' }, /No page at \/toolhive\/no-such-page\./],
    ['read_page', { path: '../../etc/passwd' }, /leaves the docs site/],
    ['read_page', { path: '/toolhive/%2e%2e/%2e%2e/etc/passwd' }, /leaves the docs site/],
    ['read_page', { path: '/etc/passwd' }, /No page at \/etc\/passwd\. Pages live under \/toolhive\//],
    ['read_page', { path: 'C:\\Windows\\win.ini' }, /is a file path/],
    ['read_page', { path: 'file:///etc/passwd' }, /is a file URL/],
    [
      'read_page',
      { path: 'https://evil.example.com/toolhive/faq' },
      /https:\/\/evil\.example\.com is not this docs site/,
    ],
    ['read_page', { path: '/toolhive/faq', anchor: 'no-such-anchor' }, /has no section "#no-such-anchor"/],
    ['list_pages', { section: 'Nowhere' }, /Unknown section "Nowhere"/],
  ];

  it.each(cases)(
    '%s %j is an error result with a clear message, and the server keeps answering',
    async (name, args, message) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      const text = textOf(result);
      expect(text).toMatch(message);
      expect(text).not.toMatch(/\n\s+at |\.(ts|cjs|js):\d+/);
      expect(await search({ query: 'secrets', limit: 1 })).toHaveLength(1);
    },
  );

  it('an unknown tool is a protocol error, and the server keeps answering', async () => {
    const unknown = client.callTool({ name: 'delete_docs', arguments: {} });
    await expect(unknown).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    // The SDK client puts "MCP error <code>: " before a reply's message; the server's message has none of its own.
    await expect(unknown).rejects.toThrow(/^MCP error -32602: Unknown tool "delete_docs"\. Tools: /);
    expect(await search({ query: 'registry', limit: 1 })).toHaveLength(1);
  });
});
