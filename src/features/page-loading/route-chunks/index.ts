import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Patch } from '../../../lib/patches/types';

interface Manifest {
  origins: Record<string, Array<string | number>>;
}

interface ChunkGroupLike {
  isInitial(): boolean;
  chunks: Array<{ ids: Array<string | number> | null }>;
  origins: Array<{ request?: string }>;
}

/**
 * Adds to the client manifest, for each `import()` request, the chunks its
 * chunk group loads. Exported for the unit test.
 */
export function addRequestOrigins(manifest: Manifest, groups: Iterable<ChunkGroupLike>): Manifest {
  for (const group of groups) {
    if (group.isInitial()) continue;
    const ids = group.chunks.flatMap((chunk) => chunk.ids ?? []).map(String);
    for (const { request } of group.origins) {
      if (!request) continue;
      manifest.origins[request] = [...new Set([...(manifest.origins[request] ?? []).map(String), ...ids])];
    }
  }
  return manifest;
}

/**
 * Docusaurus names a page's scripts by looking each module its route rendered
 * ('@theme/DocItem', '@site/docs/...mdx') up in client-manifest.json. The
 * plugin that writes that file keys it by chunk name under webpack 5 and
 * Rspack (it skips the loop that reads `import()` requests), so only the entry
 * matched: every page named just the runtime and main.js, and main.js found
 * and inserted the route's chunks itself, in the same long task that
 * evaluates it. Once the manifest is written this adds the missing keys, and
 * Docusaurus lists the route's chunks in the page, as it is built to.
 */
const routeChunks: Patch = {
  name: 'route-chunks: the client manifest keys chunks by import() request too',
  targets: [
    { module: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js', contains: 'if (!WEBPACK_5) {' },
    { module: '@docusaurus/core/lib/webpack/client.js', contains: "'client-manifest.json'" },
  ],
  plugin: (context: LoadContext): Plugin => ({
    name: 'patch-route-chunks',
    configureWebpack(config, isServer) {
      // Only the production client build writes a manifest (`docusaurus start` has no addon).
      const writesManifest = config.plugins?.some((plugin) => plugin?.constructor.name === 'ReactLoadableSSRAddon');
      if (isServer || !writesManifest) return {};
      const file = path.join(context.generatedFilesDir, 'client-manifest.json');
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: { afterEmit: { tap(name: string, run: (c: { chunkGroups: ChunkGroupLike[] }) => void): void } };
            }) {
              compiler.hooks.afterEmit.tap('patch-route-chunks', (compilation) => {
                const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
                fs.writeFileSync(file, JSON.stringify(addRequestOrigins(manifest, compilation.chunkGroups)));
              });
            },
          },
        ],
      };
    },
  }),
};

export default routeChunks;
