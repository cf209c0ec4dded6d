import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * A plugin that writes generated doc pages into the docs folders: once when
 * it is created, before the docs plugin reads those folders, and again
 * whenever a file below `watch` (folders relative to the site) changes under
 * `docusaurus start`.
 */
export function pageGeneratorPlugin(
  context: LoadContext,
  name: string,
  watch: string[],
  write: (siteDir: string) => void,
): Plugin {
  write(context.siteDir);
  return {
    name,
    getPathsToWatch: () => watch.map((dir) => path.join(context.siteDir, dir)),
    async loadContent() {
      write(context.siteDir);
    },
  };
}
