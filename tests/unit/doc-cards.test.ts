import { describe, expect, it, vi } from 'vitest';
import type { PropSidebars } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';

// The docs plugin the wrapper runs: it adds the route tree the real one adds (a version route
// whose props carry the version metadata, over the version's doc routes).
const inner = vi.hoisted(() => ({ routes: [] as unknown[] }));
vi.mock('@docusaurus/plugin-content-docs', () => ({
  default: async () => ({
    name: 'docusaurus-plugin-content-docs',
    contentLoaded: async ({ actions }: { actions: { addRoute: (r: unknown) => void } }) =>
      inner.routes.forEach(actions.addRoute),
  }),
  validateOptions: () => ({}),
}));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  // Only the guides' index renders DocCardList.
  const readFileSync = (file: string, ...rest: unknown[]) =>
    /\/docs\/(guides|reference)\/index\.mdx$/.test(file)
      ? file.includes('guides')
        ? '# Guides\n\n<DocCardList />\n'
        : '# Reference\n'
      : (fs.readFileSync as (...a: unknown[]) => unknown)(file, ...rest);
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

import docsPlugin, { cardDescriptions, type CardDoc } from '../../src/features/doc-cards/plugin';

const doc = (id: string, permalink: string, description: string): CardDoc => ({
  id,
  permalink,
  source: `@site/docs/${id}.mdx`,
  description,
});
const docs = [
  doc('guides/index', '/guides/', 'All the guides.'),
  doc('guides/run', '/guides/run', 'Run a server.'),
  doc('guides/stop', '/guides/stop', 'Stop a server.'),
  doc('reference/index', '/reference/', 'The reference.'),
  doc('reference/thv', '/reference/thv', 'The thv command.'),
];
const link = (d: CardDoc) => ({ type: 'link' as const, href: d.permalink, label: d.id, docId: d.id, unlisted: false });
const sidebars = {
  main: [
    {
      type: 'category',
      label: 'Guides',
      href: '/guides/',
      collapsed: true,
      collapsible: true,
      items: [
        link(docs[1]),
        link(docs[2]),
        { type: 'category', label: 'Empty', items: [], collapsed: true, collapsible: true },
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      href: '/reference/',
      collapsed: true,
      collapsible: true,
      items: [link(docs[4])],
    },
  ],
} as unknown as PropSidebars;
const versionMetadata = () => ({
  version: 'current',
  docsSidebars: sidebars,
  docs: Object.fromEntries(docs.map((d) => [d.id, { id: d.id, title: d.id, description: d.description }])),
});
const context = { siteDir: '/site', generatedFilesDir: '/site/.docusaurus' } as never;
const leaf = (d: CardDoc): RouteConfig => ({ path: d.permalink, component: 'DocItem', modules: { content: d.source } });

describe('doc card descriptions', () => {
  const guidesOnly = (d: CardDoc) => d.id === 'guides/index';

  it('gives a page that shows cards the descriptions of its category’s docs, and no other page any', () => {
    const pages = cardDescriptions(sidebars, docs, guidesOnly);
    expect(Object.fromEntries(pages)).toEqual({
      '/guides/': { 'guides/run': 'Run a server.', 'guides/stop': 'Stop a server.' },
    });
  });

  it('empties the descriptions in the version metadata and hands the card page its cards’ own', async () => {
    const version = versionMetadata();
    inner.routes = [
      {
        path: '/',
        component: 'DocsRoot',
        routes: [{ path: '/', component: 'DocVersionRoot', props: { version }, routes: docs.map(leaf) }],
      },
    ];
    const created: Record<string, string> = {};
    const added: RouteConfig[] = [];
    const plugin = await docsPlugin(context, {} as never);
    await plugin.contentLoaded!({
      content: { loadedVersions: [{ versionName: 'current', docs }] },
      allContent: {},
      actions: {
        addRoute: (route: RouteConfig) => added.push(route),
        createData: async (name: string, data: string) => (
          (created[name] = data),
          `/site/.docusaurus/docusaurus-plugin-content-docs/default/${name}`
        ),
        setGlobalData: () => undefined,
      },
    } as never);

    expect(added).toHaveLength(1);
    expect(Object.values(version.docs).map((d) => d.description)).toEqual(docs.map(() => ''));
    const leaves = added[0].routes![0].routes!;
    const modules = Object.fromEntries(leaves.map((r) => [r.path, r.modules]));
    // One module, named by the @generated alias as Docusaurus names its own data modules, not by an absolute path.
    const [name, ...others] = Object.keys(created);
    expect(others).toEqual([]);
    expect(name).toMatch(/^cards-[0-9a-f]{8}\.json$/);
    expect(modules['/guides/']).toEqual({
      content: docs[0].source,
      cardDescriptions: `@generated/docusaurus-plugin-content-docs/default/${name}`,
    });
    expect(JSON.parse(created[name])).toEqual({
      'guides/run': 'Run a server.',
      'guides/stop': 'Stop a server.',
    });
    expect(modules['/reference/']).toEqual({ content: docs[3].source });
    expect(modules['/guides/run']).toEqual({ content: docs[1].source });
  });

  it('fails, naming itself, when the docs plugin no longer passes version metadata as route props', async () => {
    inner.routes = [{ path: '/', component: 'DocsRoot', routes: docs.map(leaf) }];
    const plugin = await docsPlugin(context, {} as never);
    await expect(
      plugin.contentLoaded!({
        content: { loadedVersions: [{ versionName: 'current', docs }] },
        allContent: {},
        actions: { addRoute: () => undefined, createData: async () => '', setGlobalData: () => undefined },
      } as never),
    ).rejects.toThrow(/src\/features\/doc-cards\/plugin\.ts: found 0 routes/);
  });
});
