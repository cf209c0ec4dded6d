import { describe, expect, it, vi } from 'vitest';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';

// The docs plugin the wrapper runs, doing what the real one does with a version: it writes
// each doc's metadata with createData, then adds a version route whose props carry the
// version metadata (with every doc's description) over the doc routes.
const inner = vi.hoisted(() => ({ writesMetadata: true, propsVersion: true }));
vi.mock('@docusaurus/plugin-content-docs', () => ({
  default: async () => ({
    name: 'docusaurus-plugin-content-docs',
    contentLoaded: async ({ content, actions }: { content: FakeContent; actions: FakeActions }) => {
      for (const version of content.loadedVersions) {
        if (inner.writesMetadata) for (const doc of version.docs) await actions.createData(`${doc.id}.json`, doc);
        const docs = Object.fromEntries(
          version.docs.map((d) => [d.id, { id: d.id, title: d.id, description: d.description }]),
        );
        const routes = version.docs.map((d) => ({ path: `/${d.id}`, component: 'DocItem' }));
        actions.addRoute({
          path: '/',
          component: 'DocVersionRoot',
          ...(inner.propsVersion ? { props: { version: { version: version.versionName, docs } } } : {}),
          routes,
        });
      }
    },
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

import docsPlugin, { cardDescriptions, withoutDocSidebars, type CardDoc } from '../../src/features/doc-cards/plugin';

type FakeContent = { loadedVersions: { versionName: string; docs: CardDoc[]; sidebars: unknown }[] };
type FakeActions = { createData: (name: string, data: unknown) => Promise<string>; addRoute: (r: unknown) => void };

const doc = (id: string, description: string): CardDoc => ({ id, source: `@site/docs/${id}.mdx`, description });
const docs = [
  doc('guides/index', 'All the guides.'),
  doc('guides/run', 'Run a server.'),
  doc('guides/stop', 'Stop a server.'),
  doc('reference/index', 'The reference.'),
  doc('reference/thv', 'The thv command.'),
];
const category = (label: string, index: CardDoc, items: unknown[]) => ({
  type: 'category',
  label,
  link: { type: 'doc', id: index.id },
  collapsed: true,
  collapsible: true,
  items,
});
const sidebars = {
  main: [
    category('Guides', docs[0], [
      { type: 'doc', id: 'guides/run' },
      { type: 'ref', id: 'guides/stop' },
      { type: 'category', label: 'Empty', items: [], collapsed: true, collapsible: true },
    ]),
    category('Reference', docs[3], [{ type: 'doc', id: 'reference/thv' }]),
  ],
} as unknown as LoadedVersion['sidebars'];
const navbar = { items: [] as unknown[] };
const context = {
  siteDir: '/site',
  generatedFilesDir: '/site/.docusaurus',
  siteConfig: { themeConfig: { navbar } },
} as never;
const guidesOnly = (d: CardDoc) => d.id === 'guides/index';

async function load() {
  const created: Record<string, unknown> = {};
  const added: RouteConfig[] = [];
  const plugin = await docsPlugin(context, {} as never);
  await plugin.contentLoaded!({
    content: { loadedVersions: [{ versionName: 'current', docs, sidebars }] },
    allContent: {},
    actions: {
      addRoute: (route: RouteConfig) => added.push(route),
      createData: async (name: string, data: unknown) => ((created[name] = data), `/site/.docusaurus/${name}`),
      setGlobalData: () => undefined,
    },
  } as never);
  return { created, added };
}

describe('doc card descriptions', () => {
  it('gives a page that shows cards the descriptions of its category’s docs, and no other page any', () => {
    expect(Object.fromEntries(cardDescriptions(sidebars, docs, guidesOnly))).toEqual({
      'guides/index': { 'guides/run': 'Run a server.', 'guides/stop': 'Stop a server.' },
    });
  });

  it('refuses a category that links to a generated index, whose cards it could not describe', () => {
    const generated = {
      main: [{ type: 'category', label: 'All', link: { type: 'generated-index', permalink: '/all' }, items: [] }],
    } as unknown as LoadedVersion['sidebars'];
    expect(() => cardDescriptions(generated, docs, guidesOnly)).toThrow(/category "All" links to a generated index/);
  });

  it('drops the doc list from the version metadata and adds the cards’ own descriptions to the card page’s metadata', async () => {
    inner.writesMetadata = inner.propsVersion = true;
    const { created, added } = await load();
    const version = added[0].props!.version as { version: string; docs: Record<string, unknown> };
    expect(version).toEqual({ version: 'current', docs: {} });
    expect(created['guides/index.json']).toEqual({
      ...docs[0],
      cardDescriptions: { 'guides/run': 'Run a server.', 'guides/stop': 'Stop a server.' },
    });
    // Every other doc's metadata is written as the docs plugin wrote it, descriptions included.
    for (const other of docs.slice(1)) expect(created[`${other.id}.json`]).toBe(other);
  });

  it('drops each doc’s sidebar from the global data and keeps the rest', () => {
    const data = {
      path: '/',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'v1',
          isLast: true,
          path: '/',
          mainDocId: 'index',
          draftIds: [],
          sidebars: { main: { link: { path: '/', label: 'Home' } } },
          docs: [
            { id: 'index', path: '/', sidebar: 'main' },
            { id: 'hidden', path: '/hidden', unlisted: true },
          ],
        },
      ],
    };
    expect(withoutDocSidebars(data)).toEqual({
      ...data,
      versions: [
        {
          ...data.versions[0],
          docs: [
            { id: 'index', path: '/' },
            { id: 'hidden', path: '/hidden', unlisted: true },
          ],
        },
      ],
    });
    expect(() => withoutDocSidebars({ path: '/', breadcrumbs: true } as never)).toThrow(/changed its shape/);
  });

  it('refuses a navbar item that marks itself active by the doc sidebars it drops', async () => {
    navbar.items = [{ type: 'dropdown', label: 'Docs', items: [{ type: 'docSidebar', sidebarId: 'main' }] }];
    try {
      await expect(load()).rejects.toThrow(/the navbar has a "docSidebar" item/);
    } finally {
      navbar.items = [];
    }
  });

  for (const [change, flags] of [
    ['no longer passes version metadata as route props', { writesMetadata: true, propsVersion: false }],
    ['no longer writes doc metadata with createData', { writesMetadata: false, propsVersion: true }],
  ] as const)
    it(`fails, naming itself, when the docs plugin ${change}`, async () => {
      Object.assign(inner, flags);
      await expect(load()).rejects.toThrow(/src\/features\/doc-cards\/plugin\.ts: found/);
    });
});
