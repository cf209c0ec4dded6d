import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pageScriptsPlugin, {
  PAGE_SCRIPT_LOADER,
  chunkNamesForPath,
  pathnameOf,
  readRouteTable,
  rewritePage,
  runOnFor,
} from '../../src/plugins/page-scripts';
import { withStylesheet } from '../../src/lib/withStylesheet';

// The shape Docusaurus generates in .docusaurus/routes.js: a docs root that
// matches any path below it, one exact page inside it, and the catch-all.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '5e9'),
    routes: [
      {
        path: '/docs/guide',
        component: ComponentCreator('/docs/guide', 'a1b'),
        exact: true,
        sidebar: "main"
      },
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/docs/-5e9': { __comp: 'layout', __props: 'sidebar' },
  '/docs/guide-a1b': { __comp: 'item', content: 'guide-content' },
};

const page =
  '<!doctype html><html><head><link rel=stylesheet href=/docs/assets/css/styles.css /><script src=/docs/assets/js/runtime~main.js defer></script><script src=/docs/assets/js/main.js defer></script></head><body><div id=__docusaurus>text</div></body></html>';

describe('page scripts', () => {
  it('finds the chunks of every route the client matches, outermost first', () => {
    const table = readRouteTable(routesSource);
    expect(chunkNamesForPath(table, chunkNames, '/docs/guide')).toEqual(['layout', 'sidebar', 'item', 'guide-content']);
    // The catch-all has no chunk names of its own; the docs root still matches.
    expect(chunkNamesForPath(table, chunkNames, '/docs/missing')).toEqual(['layout', 'sidebar']);
    expect(chunkNamesForPath(table, chunkNames, '/elsewhere')).toEqual([]);
  });

  it('maps a built file to the path it is served at', () => {
    expect(pathnameOf('/out', '/out/index.html', '/docs/')).toBe('/docs/');
    expect(pathnameOf('/out', '/out/guide/index.html', '/docs/')).toBe('/docs/guide');
    expect(pathnameOf('/out', '/out/404.html', '/docs/')).toBe('/docs/404.html');
  });

  it('turns entry scripts into preloads and runs route chunks before main, after the paint', () => {
    const html = rewritePage(
      page,
      { js: ['/docs/assets/js/item.js', '/docs/assets/js/main.js'], css: ['/docs/assets/css/item.css'] },
      'guide/index.html',
    );
    expect(html).not.toContain(' defer>');
    expect(html).toContain(
      '<link rel=preload href=/docs/assets/js/runtime~main.js as=script fetchpriority=low><link rel=preload href=/docs/assets/js/main.js as=script fetchpriority=low></head>',
    );
    expect(html).toContain(
      '<link rel=stylesheet href=/docs/assets/css/styles.css /><link rel="stylesheet" href="/docs/assets/css/item.css">',
    );
    expect(html).toContain(
      `<script data-page-scripts="/docs/assets/js/runtime~main.js /docs/assets/js/item.js /docs/assets/js/main.js">${PAGE_SCRIPT_LOADER}</script></body>`,
    );
  });

  it('links a route stylesheet once when another plugin linked it first', () => {
    const linked = withStylesheet(page, '/docs/assets/css/item.css');
    const html = rewritePage(linked, { js: [], css: ['/docs/assets/css/item.css'] }, 'api/index.html');
    expect(html.split('/docs/assets/css/item.css').length - 1).toBe(1);
  });

  it('gives a page that waits for input no script preload, and marks its loader', () => {
    const html = rewritePage(page, { js: ['/docs/assets/js/item.js'], css: [] }, 'guide/index.html', 'input');
    expect(html).not.toContain('rel=preload');
    expect(html).not.toContain(' defer>');
    expect(html).toContain(
      `<script data-page-scripts="/docs/assets/js/runtime~main.js /docs/assets/js/item.js /docs/assets/js/main.js" data-run-on=input>${PAGE_SCRIPT_LOADER}</script></body>`,
    );
  });

  it('lets doc pages wait for input, and keeps the API reference and other pages on the paint', () => {
    const doc = '<html lang=en class="docs-wrapper plugin-docs docs-doc-page docs-doc-id-guide"><body>';
    const other = '<html lang=en class="plugin-pages plugin-id-default"><body>';
    expect(runOnFor(doc, '/docs/guide', '/docs/reference/api')).toBe('input');
    expect(runOnFor(doc, '/docs/reference/api', '/docs/reference/api')).toBe('paint');
    expect(runOnFor(doc, '/docs/reference/api/create-workload', '/docs/reference/api')).toBe('paint');
    expect(runOnFor(doc, '/docs/reference/api-keys', '/docs/reference/api')).toBe('input');
    expect(runOnFor(other, '/docs/', '/docs/reference/api')).toBe('paint');
    // Only the html element's own classes count, not a class further down the page.
    expect(runOnFor(`${other}<div class="docs-doc-page">`, '/docs/x', '/docs/reference/api')).toBe('paint');
  });

  it('names the file when a page has no entry script to rewrite', () => {
    expect(() => rewritePage('<html><body></body></html>', { js: [], css: [] }, 'odd/index.html')).toThrow(
      'page-scripts: odd/index.html has no deferred entry script to rewrite',
    );
  });

  describe('postBuild', () => {
    function setUp(namedChunkGroups: Record<string, { assets: { name: string }[] }>) {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
      const generatedFilesDir = path.join(root, '.docusaurus');
      const outDir = path.join(root, 'build');
      fs.mkdirSync(generatedFilesDir);
      fs.mkdirSync(path.join(outDir, 'guide'), { recursive: true });
      fs.writeFileSync(path.join(generatedFilesDir, 'routes.js'), routesSource);
      fs.writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify(chunkNames));
      fs.writeFileSync(path.join(outDir, 'guide/index.html'), page);
      const plugin = pageScriptsPlugin({ baseUrl: '/docs/', generatedFilesDir } as never);
      const config = plugin.configureWebpack?.({} as never, false, {} as never, undefined) as {
        plugins: { apply(compiler: unknown): void }[];
      };
      config.plugins[0].apply({
        hooks: {
          done: {
            tap: (_name: string, onDone: (stats: unknown) => void) => onDone({ toJson: () => ({ namedChunkGroups }) }),
          },
        },
      });
      const postBuild = () => plugin.postBuild?.({ outDir, baseUrl: '/docs/' } as never);
      return { root, outDir, postBuild };
    }

    const js = (name: string) => ({ assets: [{ name: `assets/js/${name}.js` }] });

    it('lists the route chunks the client bundle reported', async () => {
      const { root, outDir, postBuild } = setUp({
        layout: js('layout'),
        sidebar: js('sidebar'),
        item: { assets: [{ name: 'assets/js/item.js' }, { name: 'assets/css/item.css' }] },
        'guide-content': js('guide-content'),
      });
      try {
        await postBuild();
        const html = fs.readFileSync(path.join(outDir, 'guide/index.html'), 'utf8');
        expect(html).toContain(
          'data-page-scripts="/docs/assets/js/runtime~main.js /docs/assets/js/layout.js /docs/assets/js/sidebar.js /docs/assets/js/item.js /docs/assets/js/guide-content.js /docs/assets/js/main.js"',
        );
        expect(html).toContain('<link rel="stylesheet" href="/docs/assets/css/item.css">');
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    });

    it('fails the build, naming the page and the chunk, when a route chunk was not built', async () => {
      const { root, postBuild } = setUp({ layout: js('layout'), sidebar: js('sidebar'), item: js('item') });
      try {
        await expect(postBuild()).rejects.toThrow(/guide[\\/]index\.html needs chunk "guide-content"/);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  });
});
