import path from 'node:path';
import { webpackPlugin, type Patch } from '../../../../lib/patches/types';

const COMPONENTS = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'];

/**
 * The OpenAPI theme wraps an operation's parameters and request and response
 * schemas in BrowserOnly, so the server HTML held loading skeletons in their
 * place: readers without JavaScript, the search index and llms.txt never saw
 * them, and the browser rendered them all after hydration. These three
 * modules get a BrowserOnly that renders on the server too; none of them
 * reads the window while rendering. (ApiItem keeps BrowserOnly: the server
 * has no Try-it column to render.)
 */
const apiSchemasOnServer: Patch = {
  name: 'api-schemas-on-server',
  targets: COMPONENTS.map((name) => ({
    module: `docusaurus-theme-openapi-docs/lib/theme/${name}/index.js`,
    contains: 'require("@docusaurus/BrowserOnly")',
  })),
  plugin: webpackPlugin('api-schemas-on-server', {
    module: {
      rules: [
        {
          test: new RegExp(
            `docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${COMPONENTS.join('|')})[\\\\/]index\\.js$`,
          ),
          resolve: { alias: { '@docusaurus/BrowserOnly': path.resolve(__dirname, 'renderOnServerToo.tsx') } },
        },
      ],
    },
  }),
};

export default apiSchemasOnServer;
