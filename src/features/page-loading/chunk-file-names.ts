import type { Plugin } from '@docusaurus/types';

/** Where the client build writes its lazily loaded scripts: by chunk id, not by chunk name. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Docusaurus names each lazily loaded script after its chunk
 * (`assets/js/[name].[contenthash:8].js`), so the runtime every page runs
 * holds the name of each of the 528 named chunks (of 645, both docs versions)
 * by chunk id, only to build file names; the content hashes by id and
 * Docusaurus's map from chunk name to id (for prefetching) it needs anyway.
 * Named by id, the files need no such map. Webpack's and Rspack's documented `output` option;
 * the entry scripts keep their names (`main`, `runtime~main`).
 */
export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      return isServer || config.mode !== 'production' ? {} : { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
