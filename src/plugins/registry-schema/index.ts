import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { readJson } from '../../lib/readJson';

const SCHEMA_FILE = 'src/data/registry/schema.json';
/** Where the schema is served, relative to the site root. */
const OUTPUT_PATH = 'api-specs/toolhive-registry-schema.json';

/**
 * Serves the project's registry JSON Schema so editors can validate registry
 * files against it. The file is emitted as a client-bundle asset, so it is
 * served by `docusaurus start` and written to the build output, from one
 * source and with no copy kept in the repository.
 */
export default function registrySchemaPlugin(context: LoadContext): Plugin {
  const source = path.resolve(context.siteDir, SCHEMA_FILE);
  // Fail at startup with the file and the reason, not later with a 404.
  readJson(source, 'registry-schema');
  return {
    name: 'registry-schema',
    getPathsToWatch() {
      return [source];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { plugins: [new EmitFilePlugin(source, OUTPUT_PATH)] };
    },
  };
}

/** Adds one file, read from disk on every compilation, to the client output. */
class EmitFilePlugin {
  constructor(
    private readonly source: string,
    private readonly outputPath: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('registry-schema', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'registry-schema', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.source);
          compilation.emitAsset(this.outputPath, new sources.RawSource(fs.readFileSync(this.source, 'utf8')));
        },
      );
    });
  }
}
