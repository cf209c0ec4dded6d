import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readSampleRegistry } from '../../data/registry';
import { readJson } from '../../lib/readJson';
import { docsDirOf, docsReleases, sampleRegistryFile } from '../../reference/releases';
import { formatProblems, validateGuides } from './validate';

/**
 * Fails the build when an MCP server guide names a server that is not in the
 * registry data of its docs version's release, or relies on a field its
 * entry lacks. Each release's sample is read in its own format, as the
 * components read it (src/data/registry/index.ts), so a field name in a
 * guide means the same in every release. It reads only project files; no
 * `thv` binary is needed. A test may name one folder of guides and its
 * registry file instead.
 */
export default function mcpGuidesPlugin(context: LoadContext, options: unknown = {}): Plugin {
  const given = options as { guidesDir?: string; registryFile?: string };
  const checks = given.guidesDir
    ? [{ guidesDir: given.guidesDir, registryFile: given.registryFile ?? sampleRegistryFile(docsReleases()[0].tag) }]
    : docsReleases().map((release) => ({
        guidesDir: `${docsDirOf(release)}/toolhive/guides-mcp`,
        registryFile: sampleRegistryFile(release.tag),
      }));
  const resolved = checks.map((c) => ({
    dir: path.resolve(context.siteDir, c.guidesDir),
    registry: path.resolve(context.siteDir, c.registryFile),
  }));
  return {
    name: 'mcp-guides',
    getPathsToWatch() {
      return resolved.flatMap(({ dir, registry }) => [path.join(dir, '*.mdx'), registry]);
    },
    async loadContent() {
      const problems = resolved.flatMap(({ dir, registry }) =>
        validateGuides(
          dir,
          readSampleRegistry(readJson(registry, 'mcp-guides'), path.relative(context.siteDir, registry)),
        ),
      );
      if (problems.length > 0) {
        throw new Error(
          `mcp-guides: ${problems.length} problem(s) in MCP server guides:\n${formatProblems(problems, context.siteDir)}`,
        );
      }
    },
  };
}
