import fs from 'node:fs';
import type { Compiler, Configuration } from 'webpack';

/**
 * A plugin's `configureWebpack` that adds one file, read from disk on every
 * compilation, to the client output: `docusaurus start` serves it and the
 * build writes it, from one source and with no copy kept in the repository.
 */
export const emitFile = (source: string, outputPath: string) => {
  const apply = (compiler: Compiler) => {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('emit-file', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'emit-file', stage }, () => {
        compilation.fileDependencies.add(source);
        compilation.emitAsset(outputPath, new sources.RawSource(fs.readFileSync(source, 'utf8')));
      });
    });
  };
  return (_config: unknown, isServer: boolean): Configuration => (isServer ? {} : { plugins: [{ apply }] });
};
