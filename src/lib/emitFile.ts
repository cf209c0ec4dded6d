import fs from 'node:fs';
import type { Compiler, Configuration } from 'webpack';

/** A file on disk and the path it is served at. */
export interface EmittedFile {
  from: string;
  to: string;
}

/**
 * A plugin's `configureWebpack` that adds files, each read from disk on every
 * compilation, to the client output: `docusaurus start` serves them and the
 * build writes them, from one source and with no copy kept in the repository.
 */
export const emitFile = (files: EmittedFile[]) => {
  const apply = (compiler: Compiler) => {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('emit-file', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'emit-file', stage }, () => {
        for (const { from, to } of files) {
          compilation.fileDependencies.add(from);
          compilation.emitAsset(to, new sources.RawSource(fs.readFileSync(from, 'utf8')));
        }
      });
    });
  };
  return (_config: unknown, isServer: boolean): Configuration => (isServer ? {} : { plugins: [{ apply }] });
};
