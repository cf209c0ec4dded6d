import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const OPENAPI_THEME = String.raw`docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]`;
const CLASSIC_THEME = String.raw`@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]`;
const themeModules = (theme: string, names: string[]): RegExp =>
  new RegExp(`${theme}(${names.join('|')})[\\\\/]index\\.js$`);
const importedAs = (request: string, file: string): { alias: Record<string, string> } => ({
  alias: { [request]: path.resolve(__dirname, file) },
});

/**
 * Two theme habits had the browser throw away server-rendered content and
 * build it again right after hydration, in one render React cannot split:
 * about 250 ms of main thread under Lighthouse's 4x throttle on an API
 * operation page. Each is undone by giving the theme modules concerned their
 * own resolution of one import, so the themes themselves stay untouched.
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
 */
export default function hydrateInPlacePlugin(): Plugin {
  return {
    name: 'hydrate-in-place',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: themeModules(OPENAPI_THEME, ['ParamsDetails', 'RequestSchema', 'ResponseSchema']),
            resolve: importedAs('@docusaurus/BrowserOnly', 'renderOnServerToo.tsx'),
          },
          {
            test: [
              themeModules(OPENAPI_THEME, [
                'Tabs',
                'ApiTabs',
                'MimeTabs',
                'SchemaTabs',
                'DiscriminatorTabs',
                'OperationTabs',
              ]),
              themeModules(CLASSIC_THEME, ['Tabs']),
            ],
            resolve: importedAs('@docusaurus/useIsBrowser', 'sameTabKeyEverywhere.ts'),
          },
        ],
      },
    }),
  };
}
