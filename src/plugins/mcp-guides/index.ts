import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { formatProblems, validateGuides } from './validate';

export interface McpGuidesPluginOptions {
  /** Folder of MCP server guides, relative to the site directory. */
  guidesDir: string;
  /** Registry data the guides render, relative to the site directory. */
  registryPath: string;
}

export const defaultOptions: McpGuidesPluginOptions = {
  guidesDir: 'docs/toolhive/guides-mcp',
  registryPath: 'src/data/registry/sample-registry.json',
};

/**
 * Fails the build when an MCP server guide names a server that is not in the
 * registry data, or relies on a field its entry lacks. It reads only project
 * files; no `thv` binary is needed.
 */
export default function mcpGuidesPlugin(context: LoadContext, options: unknown = {}): Plugin {
  const { guidesDir, registryPath } = { ...defaultOptions, ...(options as Partial<McpGuidesPluginOptions>) };
  const dir = path.resolve(context.siteDir, guidesDir);
  const registryFile = path.resolve(context.siteDir, registryPath);
  return {
    name: 'mcp-guides',
    getPathsToWatch() {
      return [path.join(dir, '*.mdx'), registryFile];
    },
    async loadContent() {
      let registry: Record<string, unknown>;
      try {
        registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
      } catch (error) {
        throw new Error(`mcp-guides: cannot read ${registryFile}: ${(error as Error).message}`);
      }
      const problems = validateGuides(dir, registry);
      if (problems.length > 0) {
        throw new Error(
          `mcp-guides: ${problems.length} problem(s) in MCP server guides:\n${formatProblems(problems, context.siteDir)}`,
        );
      }
    },
  };
}
