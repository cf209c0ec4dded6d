import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../../lib/patches/types';
import { DOCSEARCH_MODAL_FILE, DOCSEARCH_MODAL_MODULE } from '../modalModule';

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
      module: DOCSEARCH_MODAL_MODULE,
      contains: 'try{return new Function(""),!0}catch(e){return!1}',
    },
  ],
  plugin: loaderPlugin('patch-docsearch-jitless', DOCSEARCH_MODAL_FILE, path.join(__dirname, 'zodJitless.cjs')),
};

export default docsearchJitless;
