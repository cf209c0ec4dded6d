import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Patch } from '../../../lib/patches/types';

/**
 * The browser's copy of the route registry leaves out each entry's module
 * path, which only server rendering reads (dropPaths.cjs). Measured in
 * ARCHITECTURE.md's patch record.
 */
const registryPaths: Patch = {
  name: 'registry-paths: the client route registry holds no module paths (dropPaths.cjs)',
  targets: [
    // The generator of the entries the loader rewrites.
    {
      module: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      contains: '"${modulePath}", require.resolveWeak("${modulePath}")],',
    },
    // The client reads an entry's path only to hand it to react-loadable as `modules`...
    { module: '@docusaurus/core/lib/client/exports/ComponentCreator.js', contains: 'modules.push(chunkRegistry[1]);' },
    // ...which reports them only inside a Capture, and only the server entry renders one.
    { module: '@docusaurus/core/lib/client/serverEntry.js', contains: '<Loadable.Capture report=' },
  ],
  plugin: (context: LoadContext): Plugin => ({
    name: 'patch-registry-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const registry = path.join(context.generatedFilesDir, 'registry.js').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return {
        module: { rules: [{ test: new RegExp(`^${registry}$`), use: [path.join(__dirname, 'dropPaths.cjs')] }] },
      };
    },
  }),
};

export default registryPaths;
