import path from 'node:path';
import type { Patch } from '../../../lib/patches/types';

/**
 * Link prefetches run one route per idle period instead of all in the task
 * that reports the links on screen (client.ts). Measured in ARCHITECTURE.md's
 * patch record.
 */
const idlePrefetch: Patch = {
  name: 'idle-prefetch: route prefetches wait for idle time (client.ts)',
  targets: [
    { module: '@docusaurus/core/lib/client/exports/Link.js', contains: 'window.docusaurus.prefetch(targetLink)' },
    { module: '@docusaurus/core/lib/client/clientEntry.js', contains: 'window.docusaurus = docusaurus;' },
  ],
  plugin: () => ({ name: 'patch-idle-prefetch', getClientModules: () => [path.join(__dirname, 'client.ts')] }),
};

export default idlePrefetch;
