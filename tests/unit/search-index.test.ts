import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/search/extract';
import { pack, unpack } from '../../src/search/format';
import { markdownToRecords } from '../../src/search/markdown';
import { samplePage } from './search-fixtures';

describe('record extraction from built HTML', () => {
  const html = samplePage({
    crumbs: ['ToolHive CLI', 'Install'],
    title: 'Install the CLI',
    description: 'Get thv on macOS, Linux &amp; Windows.',
    sections: [
      [
        'use-homebrew',
        'Use <code>brew</code>',
        'Run <code>brew install thv</code> &amp; check <strong>the version</strong>.',
      ],
      ['verify', 'Verify', 'Print the version with thv version.'],
    ],
  });
  const page = extractPage(html, '/toolhive/guides-cli/install')!;

  it('builds a lvl1 record with the breadcrumb category as lvl0 and the description as content', () => {
    expect(page.language).toBe('en');
    expect(page.tags).toEqual(['default', 'docs-default-current']);
    expect(page.records[0]).toEqual({
      type: 'lvl1',
      anchor: null,
      hierarchy: {
        lvl0: 'ToolHive CLI',
        lvl1: 'Install the CLI',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: 'Get thv on macOS, Linux & Windows.',
    });
  });

  it('emits heading records with anchors and content records under them, without chrome text', () => {
    const types = page.records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.content]);
    expect(types).toEqual([
      ['lvl1', null, null, 'Get thv on macOS, Linux & Windows.'],
      ['lvl2', 'use-homebrew', 'Use brew', null],
      ['content', 'use-homebrew', 'Use brew', 'Run brew install thv & check the version.'],
      ['lvl2', 'verify', 'Verify', null],
      ['content', 'verify', 'Verify', 'Print the version with thv version.'],
    ]);
    const all = JSON.stringify(page);
    for (const chrome of ['Navbar text', 'On this page', 'Edit this page', 'Direct link'])
      expect(all).not.toContain(chrome);
  });

  it("keeps an API schema row's name, type and flag apart, as the page shows them", () => {
    const row =
      '<span class=openapi-schema__container><strong class=openapi-schema__property>name</strong>' +
      '<span class=openapi-schema__type> <!-- -->string</span><span class=openapi-schema__divider></span>' +
      '<span class=openapi-schema__required>required</span></span>';
    const api = extractPage(samplePage({ title: 'Create a group', sections: [['request', 'Request', row]] }), '/x')!;
    expect(api.records.at(-1)?.content).toBe('name string required');
  });

  it('skips pages that are not docs pages', () => {
    expect(extractPage('<html><body><main><h1>Home</h1></main></body></html>', '/')).toBeNull();
  });

  it('round-trips through the packed format with DocSearch fields', () => {
    const records = unpack(JSON.parse(JSON.stringify(pack([page]))));
    expect(records[2]).toMatchObject({
      url: '/toolhive/guides-cli/install#use-homebrew',
      url_without_anchor: '/toolhive/guides-cli/install',
      anchor: 'use-homebrew',
      type: 'content',
      language: 'en',
      docusaurus_tag: ['default', 'docs-default-current'],
    });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('builds the same shape from Markdown sources for the dev server', () => {
    const md = markdownToRecords(
      {
        permalink: '/toolhive/guides-cli/install',
        title: 'Install the CLI',
        lvl0: 'ToolHive CLI',
        source:
          "---\ntitle: Install\n---\nimport Tabs from '@theme/Tabs';\n\nIntro with a [link](/x).\n\n## Use `brew` {#use-homebrew}\n\n```bash\nbrew install thv\n```\n\n## Verify it\n\nRun <Cmd>thv version</Cmd>.\n",
      },
      (t) => t.toLowerCase().replace(/\s+/g, '-'),
    )!;
    expect(md.records.map((r) => [r.type, r.anchor, r.content])).toEqual([
      ['lvl1', null, null],
      ['content', null, 'Intro with a link.'],
      ['lvl2', 'use-homebrew', null],
      ['content', 'use-homebrew', 'brew install thv'],
      ['lvl2', 'verify-it', null],
      ['content', 'verify-it', 'Run thv version .'],
    ]);
  });
});
