import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { readRoutesChunkNames } from '../../lib/readRoutesChunkNames';
import { chunkNamesIn } from '../../lib/routeChunkNames';

/** V8's file-wide compile hint (Chrome 136 and later); it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function the first time it is called, on the main thread, and
 * a page's first run calls most of main.js and of its route's chunks. On a
 * long guide under a 4x CPU throttle, main.js's evaluation task took 150 to
 * 200 ms, about 70 ms of it compiling; with the hint V8 compiles the whole
 * file off the main thread while it streams in, and the task takes 100 to
 * 140 ms. Only the scripts a page starts with get the hint: the entry and the
 * route chunks. Code loaded when the reader asks for it (the search dialog,
 * the request builder) may never run most of its functions, so it keeps
 * V8's lazy default. Browsers without the hint read it as a comment.
 */
export default function compileHintsPlugin(context: LoadContext): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      // The dev server's unminified bundles are rebuilt on every edit; the hint is for readers' browsers.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const { Compilation, sources } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                // After minification, which drops every comment.
                const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
                compilation.hooks.processAssets.tap({ name: 'compile-hints', stage }, () => {
                  const routeChunks = chunkNamesIn(readRoutesChunkNames(context.generatedFilesDir));
                  const startupGroups = new Set(['main', ...routeChunks]);
                  const files = new Set<string>();
                  for (const name of startupGroups) {
                    const group = compilation.namedChunkGroups.get(name);
                    if (!group) throw new Error(`compile-hints: the client bundle has no chunk group "${name}"`);
                    for (const chunk of group.chunks)
                      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
                  }
                  for (const file of files) {
                    const asset = compilation.getAsset(file);
                    if (!asset) throw new Error(`compile-hints: ${file} is not among the build's assets`);
                    compilation.updateAsset(file, new sources.ConcatSource(`${COMPILE_HINT}\n`, asset.source));
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
