import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { aliasWithin, libModules } from '../../lib/moduleAlias';

const themeModules = (theme: string, names: string[]): RegExp =>
  libModules(
    theme,
    names.map((name) => `theme/${name}/index`),
  );
const here = (file: string): string => path.resolve(__dirname, file);

/**
 * Server-rendered content is adopted by hydration, not rebuilt or re-rendered
 * all at once after it. Each change gives the modules concerned their own
 * resolution of one import, so the themes and the core stay untouched.
 *
 * - The OpenAPI theme wraps the parameters and the request and response
 *   schemas in BrowserOnly. The server HTML held loading skeletons in their
 *   place, so readers without JavaScript, the search index and llms.txt never
 *   saw them. They render on the server now and hydrate like the rest.
 *   (ApiItem keeps BrowserOnly: the server has no Try-it column to render.)
 * - Every Tabs component re-keys itself once `useIsBrowser()` turns true, a
 *   guard for tabs whose default is computed in the browser (Docusaurus issue
 *   5653). No tabs of ours or of the generated API pages do that, and the
 *   stored or linked tab choice is applied by a layout effect, so the key
 *   stays the same and the tabs and everything inside them hydrate in place.
 *   These two cost about 250 ms of main thread under Lighthouse's 4x
 *   throttle on an API operation page.
 * - `useIsBrowser()` turning true and the first `useWindowSize()` reading
 *   (which swaps the desktop sidebar and table of contents for their mobile
 *   forms on a phone) are state set in effects right after hydration. At
 *   default priority they joined one render React cannot split, 40 to 75 ms
 *   under a 4x throttle on the long guide; as transitions they render in
 *   slices the browser can paint and take input between.
 */
export default function hydrateInPlacePlugin(): Plugin {
  return {
    name: 'hydrate-in-place',
    configureWebpack: () => ({
      module: {
        rules: [
          aliasWithin(
            themeModules('docusaurus-theme-openapi-docs', ['ParamsDetails', 'RequestSchema', 'ResponseSchema']),
            ['@docusaurus/BrowserOnly'],
            here('renderOnServerToo.tsx'),
          ),
          aliasWithin(
            [
              themeModules('docusaurus-theme-openapi-docs', [
                'Tabs',
                'ApiTabs',
                'MimeTabs',
                'SchemaTabs',
                'DiscriminatorTabs',
                'OperationTabs',
              ]),
              themeModules('@docusaurus/theme-classic', ['Tabs']),
            ],
            ['@docusaurus/useIsBrowser'],
            here('sameTabKeyEverywhere.ts'),
          ),
          aliasWithin(
            libModules('@docusaurus/core', ['client/App', 'client/exports/useIsBrowser']),
            ['./browserContext', '../browserContext'],
            here('isBrowserInTransition.tsx'),
          ),
          aliasWithin(
            libModules('@docusaurus/theme-common', ['index', 'contexts/navbarMobileSidebar']),
            ['./hooks/useWindowSize', '../hooks/useWindowSize'],
            here('windowSizeInTransition.ts'),
          ),
        ],
      },
    }),
  };
}
