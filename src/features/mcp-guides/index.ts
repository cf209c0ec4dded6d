import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readJson } from '../../lib/readJson';
import { formatProblems, validateGuides } from './validate';

/** The registry data the guides render, relative to the site directory. */
const REGISTRY_FILE = 'src/data/registry/sample-registry.json';

/**
 * Fails the build when an MCP server guide names a server that is not in the
 * registry data, or relies on a field its entry lacks. It reads only project
 * files; no `thv` binary is needed.
 */
export default function mcpGuidesPlugin(context: LoadContext, options: unknown = {}): Plugin {
  const { guidesDir = 'docs/toolhive/guides-mcp' } = options as { guidesDir?: string };
  const dir = path.resolve(context.siteDir, guidesDir);
  const registryFile = path.resolve(context.siteDir, REGISTRY_FILE);
  return {
    name: 'mcp-guides',
    getPathsToWatch() {
      return [path.join(dir, '*.mdx'), registryFile];
    },
    async loadContent() {
      const problems = validateGuides(dir, readJson(registryFile, 'mcp-guides') as Record<string, unknown>);
      if (problems.length > 0) {
        throw new Error(
          `mcp-guides: ${problems.length} problem(s) in MCP server guides:\n${formatProblems(problems, context.siteDir)}`,
        );
      }
    },
  };
}
