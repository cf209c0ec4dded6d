import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../../lib/patches/types';

/**
 * Turns on `jitless` in the Zod copy bundled in @docsearch/react 4.7.1's
 * modal (zodJitless.cjs), so opening search runs no `new Function("")` probe
 * and raises no `script-src 'unsafe-eval'` violation under the site's CSP
 * (tests/e2e/security.spec.ts opens the modal and the question mode).
 */
const docsearchJitless: Patch = {
  name: 'DocSearch modal: bundled Zod without the eval probe (zodJitless.cjs)',
  targets: [
    {
      module: '@docsearch/react/dist/esm/DocSearchModal.js',
      contains: 'try{return new Function(""),!0}catch(e){return!1}',
    },
  ],
  plugin: loaderPlugin(
    'patch-docsearch-jitless',
    /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
    path.join(__dirname, 'zodJitless.cjs'),
  ),
};

export default docsearchJitless;
