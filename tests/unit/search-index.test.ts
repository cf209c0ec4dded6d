import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE, tagOfDocsVersion } from '../../src/contract';
import searchIndexPlugin from '../../src/features/search';
import { extractPage } from '../../src/features/search/indexer/extract';
import { createEngine } from '../../src/features/search/engine/engine';
import { commandNames, pack, unpack } from '../../src/features/search/engine/format';
import type { CliFacts } from '../../src/reference/cli';
import { factsFile } from '../../src/reference/releases';
import { markdownToRecords } from '../../src/features/search/engine/markdown';
import { codeBlock, samplePage } from './search-fixtures';

const repo = path.resolve(__dirname, '../..');

const section = (page: ReturnType<typeof extractPage>, heading: string) =>
  page!.sections.find((s) => s.headings.at(-1) === heading)!;

describe('record extraction from built HTML', () => {
  const html = samplePage({
    crumbs: ['ToolHive CLI', 'Install'],
    title: 'Install the CLI',
    description: 'Get thv on macOS, Linux &amp; Windows.',
    sections: [
      [
        'use-homebrew',
        'Use <code>brew</code>',
        `<p>Run <code>brew install thv</code> &amp; check <strong>the version</strong>:${codeBlock('bash', 'brew tap stacklok/tap\nbrew install thv')}<p>Then open a new shell.`,
      ],
      ['upgrade', 'Upgrade', 'Run the install again.', 3],
      ['verify', 'Verify', 'Print the version with thv version.'],
    ],
  });
  const page = extractPage(html, '/toolhive/guides-cli/install')!;

  it('makes one record per section, with the breadcrumb category and the description leading the page record', () => {
    expect(page.category).toBe('ToolHive CLI');
    expect(page.tags).toEqual(['default', 'docs-default-current']);
    expect(page.sections.map((s) => [s.level, s.anchor, s.headings])).toEqual([
      [1, null, ['Install the CLI']],
      [2, 'use-homebrew', ['Install the CLI', 'Use brew']],
      [3, 'upgrade', ['Install the CLI', 'Use brew', 'Upgrade']],
      [2, 'verify', ['Install the CLI', 'Verify']],
    ]);
    expect(page.sections[0].text).toBe('Get thv on macOS, Linux & Windows.');
  });

  it('leaves the description out of the page record when the page opens with the same words', () => {
    const opening = (intro: string) =>
      extractPage(
        samplePage({
          title: 'Change the registry source',
          description: 'Points the registry at a source.',
          intro,
          sections: [],
        }),
        '/toolhive/reference/api/update-registry',
      )!.sections[0];
    const example = codeBlock('json', '{"url": "https://example.com/registry.json"}');
    const repeated = opening(`<p>Points the registry at a source.</p><p>Give at most one.</p>${example}`);
    expect(repeated.text).toBe('Points the registry at a source.\nGive at most one.');
    // The example follows the record's second line, as it does on the page.
    expect(repeated.code.map((c) => c.at)).toEqual([2]);
    expect(opening('<p>Give at most one.</p>').text).toBe('Points the registry at a source.\nGive at most one.');
  });

  it('keeps prose with inline code in backticks, and code blocks verbatim in their own field', () => {
    const brew = section(page, 'Use brew');
    expect(brew.text).toBe('Run `brew install thv` & check the version:\nThen open a new shell.');
    // `at`: the code follows the first prose line, the sentence that introduces it.
    expect(brew.code).toEqual([{ language: 'bash', text: 'brew tap stacklok/tap\nbrew install thv', at: 1 }]);
    const all = JSON.stringify(page);
    for (const chrome of ['Navbar text', 'On this page', 'Edit this page', 'Direct link', 'Copy'])
      expect(all).not.toContain(chrome);
  });

  it('makes a record of each collapsible entry and each table row, under their section', () => {
    const tables = extractPage(
      samplePage({
        title: 'thv run',
        sections: [
          [
            'options',
            'Options',
            '<table><thead><tr><th>Flag<th>Default<th>Description<tbody><tr><td><code>--host</code><td><code>127.0.0.1</code><td>Address the proxy listens on.<tr><td><code>--name</code><td><td>Workload name.</table>',
          ],
          [
            'troubleshooting',
            'Troubleshooting',
            `<details><summary><code>failed to pull squid image</code></summary><p>Pull it where you can.${codeBlock('bash', 'docker pull ghcr.io/stacklok/toolhive/egress-proxy:latest')}</details><p>After the entries.`,
          ],
        ],
      }),
      '/toolhive/reference/cli/thv_run',
    )!;
    expect(tables.sections.map((s) => [s.part, s.level, s.anchor, s.headings.slice(1), s.text])).toEqual([
      ['section', 1, null, [], ''],
      ['section', 2, 'options', ['Options'], ''],
      ['row', 3, 'options', ['Options', '--host'], 'Default: `127.0.0.1` · Address the proxy listens on.'],
      ['row', 3, 'options', ['Options', '--name'], 'Workload name.'],
      ['section', 2, 'troubleshooting', ['Troubleshooting'], 'After the entries.'],
      ['details', 3, 'troubleshooting', ['Troubleshooting', 'failed to pull squid image'], 'Pull it where you can.'],
    ]);
    expect(tables.sections.at(-1)!.code[0].text).toBe('docker pull ghcr.io/stacklok/toolhive/egress-proxy:latest');
  });

  it('makes a record of each item of a flag or field list, named by its flag', () => {
    const list = extractPage(
      samplePage({
        title: 'thv run',
        sections: [
          [
            'options',
            'Options',
            '<dl class="field-list"><div id="--env" class="field-list__item"><dt><a href="#--env"><code>-e</code>, <code>--env</code></a> <span class="field-list__type">stringArray</span></dt><dd>Set a variable, as <code>KEY=VALUE</code>.</dd></div>' +
              '<div class="field-list__item"><dt><code>port</code> <span class="field-list__type">integer</span> <span class="field-list__default">default <code>8080</code></span></dt><dd>The port.</dd></div></dl><p>After the list.',
          ],
        ],
      }),
      '/toolhive/reference/cli/thv_run',
    )!;
    expect(list.sections.map((s) => [s.part, s.headings.slice(1), s.text])).toEqual([
      ['section', [], ''],
      ['section', ['Options'], 'After the list.'],
      ['row', ['Options', '-e, --env'], 'stringArray · Set a variable, as `KEY=VALUE`.'],
      ['row', ['Options', 'port'], 'integer default `8080` · The port.'],
    ]);
  });

  it('leaves out link lists and sections named like Related or Next steps', () => {
    const nav = extractPage(
      samplePage({
        title: 'Guides',
        sections: [
          ['intro', 'What you can do', 'Run servers, store secrets, and connect clients.'],
          ['cards', 'Guides in this section', '<ul><li><a href=/a>Install</a><li><a href=/b>Run MCP servers</a></ul>'],
          [
            'next-steps',
            'Next steps',
            'Read about <a href=/c>custom permissions</a> when you need them for your servers.',
          ],
        ],
      }),
      '/toolhive/guides-cli/',
    )!;
    // The pages they point to are indexed themselves.
    expect(nav.sections.map((s) => s.headings.at(-1))).toEqual(['Guides', 'What you can do']);
  });

  it("keeps an API schema row's name, type and flag apart, as the page shows them", () => {
    const row =
      '<span class=openapi-schema__container><strong class=openapi-schema__property>name</strong>' +
      '<span class=openapi-schema__type> <!-- -->string</span><span class=openapi-schema__divider></span>' +
      '<span class=openapi-schema__required>required</span></span>';
    const api = extractPage(samplePage({ title: 'Create a group', sections: [['request', 'Request', row]] }), '/x')!;
    expect(api.sections.at(-1)?.text).toBe('name string required');
  });

  it('skips pages that are not docs pages', () => {
    expect(extractPage('<html><body><main><h1>Home</h1></main></body></html>', '/')).toBeNull();
  });

  it('round-trips through the packed format with DocSearch fields', () => {
    const records = unpack(JSON.parse(JSON.stringify(pack([page], []))));
    expect(records[1]).toMatchObject({
      url: '/toolhive/guides-cli/install#use-homebrew',
      url_without_anchor: '/toolhive/guides-cli/install',
      anchor: 'use-homebrew',
      type: 'lvl2',
      hierarchy: { lvl0: 'ToolHive CLI', lvl1: 'Install the CLI', lvl2: 'Use brew', lvl3: null },
      code: [{ language: 'bash', text: 'brew tap stacklok/tap\nbrew install thv' }],
      part: 'section',
      language: 'en',
      docusaurus_tag: ['default', 'docs-default-current'],
    });
    expect(records[2].hierarchy).toMatchObject({ lvl2: 'Use brew', lvl3: 'Upgrade' });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it("leaves out each anchor its own heading's slug or its section gives, and unpacks every anchor as it was", () => {
    const section = (headings: string[], anchor: string | null, part: 'section' | 'row' | 'details' = 'section') => ({
      level: headings.length,
      anchor,
      headings,
      text: 'x',
      code: [],
      part,
    });
    const sections = [
      section(['Run servers'], null),
      section(['Run servers', 'Set the ports'], 'set-the-ports'),
      section(['Run servers', 'Set the ports', '`--proxy-port` and the URL'], '--proxy-port-and-the-url'),
      section(['Run servers', 'Set the ports', 'Port 8080'], 'set-the-ports', 'row'),
      section(['Run servers', 'Troubleshooting'], 'troubleshooting'),
      section(['Run servers', 'Troubleshooting', 'The server keeps restarting'], 'troubleshooting', 'details'),
      section(['Run servers', 'Troubleshooting', 'The port is taken'], 'troubleshooting', 'details'),
      section(['Run servers', 'no container runtime available'], 'no-container-runtime-found'),
      section(['Run servers', 'Set the ports'], 'set-the-ports-1'),
      section(['Run servers', 'Set the ports', 'Port 8081'], 'set-the-ports-1', 'row'),
    ];
    const opening = section(['Flags'], null);
    const flags = [opening, section(['Flags', '--name'], null, 'row'), section(['Flags', '--port'], 'x', 'row')];
    const packed = pack(
      [
        { path: '/toolhive/run', language: 'en', tags: [], category: 'CLI', sections },
        { path: '/toolhive/flags', language: 'en', tags: [], category: 'CLI', sections: flags },
      ],
      [],
    );
    expect(packed.records.map((r) => r[0])).toEqual([
      '',
      0,
      0,
      // A row that is not in the section before it keeps its anchor.
      'set-the-ports',
      0,
      0,
      0,
      'no-container-runtime-found',
      'set-the-ports-1',
      0,
      '',
      // A row of the page's opening section has its empty anchor.
      0,
      'x',
    ]);
    expect(unpack(JSON.parse(JSON.stringify(packed))).map((r) => r.anchor)).toEqual(
      [...sections, ...flags].map((s) => s.anchor),
    );
    // A row that says its section gives its anchor needs a section before it.
    const rowFirst = { ...packed, pages: [packed.pages[0]], records: packed.records.slice(-3).reverse() };
    rowFirst.pages[0] = ['/toolhive/flags', 'CLI', 'Flags', 3];
    expect(() => unpack(rowFirst)).toThrow(
      /a record of \/toolhive\/flags links to its section, but no section comes before it/,
    );
  });

  it('stores the headings a section shares with the one before it once, and unpacks them whole', () => {
    const section = (headings: string[]) => ({
      level: headings.length,
      anchor: null,
      headings,
      text: 'x',
      code: [],
      part: 'section' as const,
    });
    const sections = [
      section(['Run servers']),
      section(['Run servers', 'Set the ports']),
      section(['Run servers', 'Set the ports', 'The proxy port']),
      section(['Run servers', 'Set the ports', 'The server port']),
      section(['Run servers', '', 'A skipped level']),
      section(['Run servers', 'Troubleshooting']),
    ];
    const page = { path: '/toolhive/run', language: 'en', tags: [], category: 'CLI', sections };
    const other = { ...page, path: '/toolhive/other', sections: [sections[0], sections[2]] };
    const packed = pack([page, other], []);
    expect(packed.records.map((r) => r[1])).toEqual([
      [],
      ['Set the ports'],
      [1, 'The proxy port'],
      [1, 'The server port'],
      ['', 'A skipped level'],
      ['Troubleshooting'],
      [],
      // A page's first section never leans on the page before it.
      ['Set the ports', 'The proxy port'],
    ]);
    const records = unpack(JSON.parse(JSON.stringify(packed)));
    expect(records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'Set the ports', null],
      ['lvl3', 'Set the ports', 'The proxy port'],
      ['lvl3', 'Set the ports', 'The server port'],
      ['lvl3', null, 'A skipped level'],
      ['lvl2', 'Troubleshooting', null],
      ['lvl1', null, null],
      ['lvl3', 'Set the ports', 'The proxy port'],
    ]);
  });

  it('refuses a section whose level is not its number of headings, which unpacking relies on', () => {
    const odd = {
      level: 3,
      anchor: 'x',
      headings: ['Run servers', 'Set the ports'],
      text: 'x',
      code: [],
      part: 'section' as const,
    };
    expect(() =>
      pack([{ path: '/toolhive/run', language: 'en', tags: [], category: 'CLI', sections: [odd] }], []),
    ).toThrow('search index: /toolhive/run#x is a level 3 section with 2 headings');
  });

  it("stores the facets the pages share once, and refuses a page of another version's facets", () => {
    const other = { ...page, path: '/toolhive/v0.3.5/guides-cli/install', tags: ['default', 'docs-default-v0.3.5'] };
    const packed = pack([page, { ...page, path: '/toolhive/guides-cli/run' }], []);
    expect(packed.pages.map((p) => p.slice(1))).toEqual([
      [page.category, page.sections[0].headings[0], page.sections.length],
      [0, page.sections[0].headings[0], page.sections.length],
    ]);
    expect(new Set(unpack(packed).map((r) => `${r.language} ${r.docusaurus_tag.join()}`))).toEqual(
      new Set(['en default,docs-default-current']),
    );
    // A category is stored where it changes; each page unpacks with its own.
    expect(new Set(unpack(packed).map((r) => r.hierarchy.lvl0))).toEqual(new Set([page.category]));
    const mixed = pack(
      [page, { ...page, path: '/toolhive/faq', category: 'FAQ' }, { ...page, path: '/toolhive/x' }],
      [],
    );
    expect(mixed.pages.map((p) => p[1])).toEqual([page.category, 'FAQ', page.category]);
    expect([...new Set(unpack(mixed).map((r) => `${r.url_without_anchor} ${r.hierarchy.lvl0}`))]).toEqual([
      `${page.path} ${page.category}`,
      '/toolhive/faq FAQ',
      `/toolhive/x ${page.category}`,
    ]);
    expect(() =>
      unpack({ ...packed, pages: [[packed.pages[0][0], 0, 'T', packed.pages[0][3]], packed.pages[1]] }),
    ).toThrow(/first page, .* has no category/);
    expect(() => pack([page, other], [])).toThrow(
      /\/toolhive\/v0\.3\.5\/guides-cli\/install has facets en default,docs-default-v0\.3\.5.*one index serves one docs version/,
    );
  });

  it("knows each record's page from its place, and stores flags without an empty code list", () => {
    const section = (headings: string[], part: 'section' | 'row', code: Array<{ language: string; text: string }>) => ({
      level: headings.length,
      anchor: part === 'row' ? 'flags' : null,
      headings,
      text: 'x',
      code,
      part,
    });
    const run = {
      path: '/toolhive/run',
      language: 'en',
      tags: [],
      category: 'CLI',
      sections: [
        section(['Run'], 'section', [{ language: 'bash', text: 'thv run fetch' }]),
        section(['Run', 'Flags'], 'row', []),
        section(['Run', 'Flags'], 'row', [{ language: 'bash', text: 'thv run --help' }]),
      ],
    };
    const stop = { ...run, path: '/toolhive/stop', sections: [section(['Stop'], 'section', [])] };
    const packed = pack([run, stop], []);
    expect(packed.pages.map((p) => [p[0], p[3]])).toEqual([
      ['/toolhive/run', 3],
      ['/toolhive/stop', 1],
    ]);
    expect(packed.records.map((r) => r.slice(3))).toEqual([
      [[['bash', 'thv run fetch']]],
      [2],
      [[['bash', 'thv run --help']], 2],
      [],
    ]);
    const records = unpack(JSON.parse(JSON.stringify(packed)));
    expect(records.map((r) => [r.url, r.part, r.code.map((c) => c.text)])).toEqual([
      ['/toolhive/run', 'section', ['thv run fetch']],
      ['/toolhive/run#flags', 'row', []],
      ['/toolhive/run#flags', 'row', ['thv run --help']],
      ['/toolhive/stop', 'section', []],
    ]);
    // A page count that disagrees with the records would give records the wrong page.
    const short = { ...packed, pages: packed.pages.map((p, i) => (i ? p : [p[0], p[1], p[2], 2])) } as typeof packed;
    expect(() => unpack(short)).toThrow('search index: its pages count 3 records but it holds 4; rebuild the site');
  });

  it('rejects an index in another format, saying to rebuild', () => {
    expect(() => unpack({ v: 1, pages: [], records: [] } as never)).toThrow(/unknown format.*rebuild/);
  });

  it('builds the same shape from Markdown sources for the dev server', () => {
    const md = markdownToRecords(
      {
        permalink: '/toolhive/guides-cli/install',
        title: 'Install the CLI',
        lvl0: 'ToolHive CLI',
        source: [
          '---\ntitle: Install\n---',
          "import Tabs from '@theme/Tabs';",
          'Intro with a [link](/x).',
          '## Use `brew` {#use-homebrew}',
          '```bash\nbrew tap stacklok/tap\n\nbrew install thv\n```',
          '## Verify it',
          'Run <Cmd>thv version</Cmd> and `thv runtime check`.',
          '| Flag | Default | Description |\n| --- | --- | --- |\n| `--host` | `127.0.0.1` | Address to listen on. |',
          '<details>\n<summary>It fails with `no runtime`</summary>\n\nStart Docker.\n\n</details>',
          '## Related',
          '- [Run servers](/a)',
        ].join('\n\n'),
      },
      (t) => t.toLowerCase().replace(/\s+/g, '-'),
    )!;
    expect(md.sections.map((s) => [s.part, s.anchor, s.headings.at(-1), s.text, s.code])).toEqual([
      ['section', null, 'Install the CLI', 'Intro with a link.', []],
      [
        'section',
        'use-homebrew',
        'Use brew',
        '',
        [{ language: 'bash', text: 'brew tap stacklok/tap\n\nbrew install thv', at: 0 }],
      ],
      ['section', 'verify-it', 'Verify it', 'Run thv version and `thv runtime check`.', []],
      ['row', 'verify-it', '--host', 'Default: `127.0.0.1` · Address to listen on.', []],
      ['details', 'verify-it', 'It fails with no runtime', 'Start Docker.', []],
      // The Related list is left out, as in a built page.
    ]);
  });

  it('keeps the label of a tab and the title of an admonition with the text they label, as the minified build writes them', () => {
    const html =
      '<meta name="description" content="d"><article><div class="theme-doc-markdown markdown"><header><h1>Install</h1></header>' +
      '<h2 id="get-it">Get it</h2><div class="tabs-container"><ul role=tablist class=tabs><li role=tab class=tabs__item>macOS<li role=tab class=tabs__item>Windows</ul>' +
      '<div><div role=tabpanel><p>Use the tap:</p><pre class="language-bash"><code>brew install thv</code></pre></div>' +
      '<div role=tabpanel><pre class="language-powershell"><code>winget install stacklok.thv</code></pre></div></div></div>' +
      '<div class="theme-admonition alert"><div class="admonitionHeading_x"><span class="admonitionIcon_y"><svg></svg></span>warning</div>' +
      '<div class="admonitionContent_z"><p>Quit the app first.</p></div></div></div></article>';
    const got = section(extractPage(html, '/toolhive/x')!, 'Get it');
    expect(got.text).toBe('On macOS: Use the tap:\nOn Windows:\nWarning: Quit the app first.');
    expect(got.code.map((c) => [c.text, c.at])).toEqual([
      ['brew install thv', 1],
      ['winget install stacklok.thv', 2],
    ]);
  });
});

describe('command names', () => {
  // A page titled like a command, which the engine once took for one.
  const page = extractPage(
    samplePage({
      title: 'thv frobnicate',
      sections: [['usage', 'Usage', codeBlock('bash', 'thv frobnicate --all')]],
    }),
    '/toolhive/reference/cli/thv_frobnicate',
  )!;
  const engineOf = (commands: string[]) => {
    const index = JSON.parse(JSON.stringify(pack([page], commands))) as ReturnType<typeof pack>;
    return createEngine(unpack(index), commandNames(index));
  };

  it('are the ones the index names, whatever the page titles say', () => {
    expect(engineOf(['thv frobnicate']).docFrequency('thv_frobnicate')).toBeGreaterThan(0);
    expect(engineOf([]).docFrequency('thv_frobnicate')).toBe(0);
  });

  it('are stored once: a CLI reference page title gives its name, and only the others are listed', () => {
    const index = pack([page], ['thv frobnicate', 'thv hidden']);
    expect(index.commands).toEqual(['thv hidden']);
    expect(index.notCommands).toEqual([]);
    expect(commandNames(index)).toEqual(['thv frobnicate', 'thv hidden']);
    // A retired command keeps its page but is no command of the release.
    const retired = pack([page], []);
    expect(retired.notCommands).toEqual(['thv frobnicate']);
    expect(commandNames(retired)).toEqual([]);
  });

  it('reach the index the build writes from the CLI facts of the documented release', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      fs.writeFileSync(path.join(outDir, 'page.html'), samplePage({ title: 'Page', sections: [['a', 'A', 'Text.']] }));
      const context = { siteDir: repo, generatedFilesDir: outDir, baseUrl: '/' } as LoadContext;
      const plugin = searchIndexPlugin(context, { local: true });
      // The docs plugin's loaded versions, as the build hands them over: here the current docs alone.
      const docs = { loadedVersions: [{ versionName: 'current', path: '/', docs: [], sidebars: {} }] };
      await plugin.allContentLoaded!({ allContent: { 'docusaurus-plugin-content-docs': { default: docs } } } as never);
      await plugin.postBuild!({ outDir, baseUrl: '/' } as never);
      const index = JSON.parse(fs.readFileSync(path.join(outDir, SEARCH_INDEX_FILE), 'utf8')) as ReturnType<
        typeof pack
      >;
      const cli = JSON.parse(
        fs.readFileSync(path.join(repo, factsFile(tagOfDocsVersion('current'), 'cli')), 'utf8'),
      ) as CliFacts;
      expect(commandNames(index)).toEqual(cli.commands.map((c) => c.path).filter((p) => p !== 'thv'));
      expect(commandNames(index)).toContain('thv run');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('search mode at build time', () => {
  it('defines SEARCH_HOSTED for the search bar, so a build bundles only its own mode', () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const definedFor = (local: boolean) => {
      const plugin = searchIndexPlugin({ siteDir: repo, generatedFilesDir: repo, baseUrl: '/' } as LoadContext, {
        local,
      });
      const config = plugin.configureWebpack!(
        {} as never,
        false,
        {
          currentBundler: { name: 'rspack', instance: { DefinePlugin } },
        } as never,
        undefined as never,
      ) as unknown as { plugins: DefinePlugin[] };
      return Object.assign({}, ...config.plugins.map((p) => p.definitions)) as Record<string, string>;
    };
    expect(definedFor(true)).toEqual({ SEARCH_HOSTED: 'false' });
    expect(definedFor(false)).toEqual({ SEARCH_HOSTED: 'true' });
  });
});
