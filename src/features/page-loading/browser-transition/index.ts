import path from 'node:path';
import { loaderPlugin, type Patch } from '../../../lib/patches/types';

/**
 * The render that follows hydration (every component that reads
 * `useIsBrowser()`: on an API operation page, the curl panel, a Redux store
 * and the theme's tabs) becomes a transition, so React splits it into short tasks
 * (startTransition.cjs). Measured in ARCHITECTURE.md's patch record.
 */
const browserTransition: Patch = {
  name: 'browser-transition: the switch to browser rendering is a transition (startTransition.cjs)',
  targets: [{ module: '@docusaurus/core/lib/client/browserContext.js', contains: 'setIsBrowser(true);' }],
  plugin: loaderPlugin(
    'patch-browser-transition',
    /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    path.join(__dirname, 'startTransition.cjs'),
  ),
};

export default browserTransition;
