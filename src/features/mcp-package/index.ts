/**
 * Publishes the docs MCP server as a file of the site, so that
 * `npx -y <SITE_URL>/toolhive-docs-mcp.tgz` works against any deployment:
 * `toolhive-docs-mcp-<VERSION>.tgz` and the same bytes at the stable name
 * `toolhive-docs-mcp.tgz`. The package is packed from this build's search
 * index and Markdown twins, which the search-index and llms-txt plugins
 * write in their own postBuild. Docusaurus starts every plugin's postBuild
 * at once, so those two are registered through `packedFrom`, and this
 * plugin's step waits until theirs have finished. The tarball is made only
 * after the build's pages, and nothing in the build reads it, so the
 * package never contains itself.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SEARCH_INDEX_FILE } from '../../contract';

const PACKAGE_NAME = 'toolhive-docs-mcp';
/** The packer runs in its own Node process: the config loader cannot evaluate the bundler it uses. */
const PACKER = path.resolve(__dirname, '../../mcp/package.mjs');

export interface McpPackageOptions {
  /** The package version, which names the versioned file and what `--version` prints. */
  version: string;
}

type PostBuild = NonNullable<Plugin['postBuild']>;

/** The plugins whose output the package holds, by name. */
const SOURCES = ['search-index', 'llms-txt'];
const finished = new Map<string, { promise: Promise<void>; resolve: () => void }>();
const wrapped = new WeakSet<PostBuild>();

/** Settles once the named plugin's postBuild into `outDir` has ended. */
function whenFinished(outDir: string, name: string) {
  const key = `${outDir}\0${name}`;
  let entry = finished.get(key);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    entry = { promise, resolve };
    finished.set(key, entry);
  }
  return entry;
}

/** Registers a plugin whose postBuild output the package holds, so that packing waits for it. */
export function packedFrom(plugin: Plugin): Plugin {
  const postBuild: PostBuild = async (props) => {
    try {
      await plugin.postBuild?.(props);
    } finally {
      whenFinished(props.outDir, plugin.name).resolve();
    }
  };
  wrapped.add(postBuild);
  return { ...plugin, postBuild };
}

export default function mcpPackagePlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as McpPackageOptions;
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(options?.version ?? '')) {
    throw new Error(`mcp-package: "version" must be a semantic version; got ${JSON.stringify(options?.version)}`);
  }
  return {
    name: 'mcp-package',
    async postBuild({ outDir, plugins, siteConfig }) {
      for (const name of SOURCES) {
        const source = plugins.find((p) => p.name === name);
        if (!source?.postBuild || !wrapped.has(source.postBuild)) {
          throw new Error(
            `mcp-package: register the ${name} plugin as packedFrom(...) in docusaurus.config.ts; the package is made from its output`,
          );
        }
      }
      await Promise.all(SOURCES.map((name) => whenFinished(outDir, name).promise));
      // Without the local search (an Algolia build) there is no index for the server to search.
      if (!(await fs.stat(path.join(outDir, SEARCH_INDEX_FILE)).catch(() => null))) {
        console.warn(
          `[WARNING] mcp-package: no ${SEARCH_INDEX_FILE} in the build (local search is off): the server is not published`,
        );
        return;
      }
      const args = ['pack', '--build', outDir, '--out', outDir, '--version', options.version];
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [
        PACKER,
        ...args,
        '--site-url',
        new URL(siteConfig.url).origin,
      ]).catch((error: Error & { stderr?: string }) => {
        throw new Error(`mcp-package: packing the docs MCP server failed: ${error.stderr?.trim() || error.message}`);
      });
      const tarball = stdout.trim();
      await fs.copyFile(tarball, path.join(outDir, `${PACKAGE_NAME}.tgz`));
      console.log(`[INFO] mcp-package: ${path.basename(tarball)} and ${PACKAGE_NAME}.tgz, ${stderr.trim()}`);
    },
  };
}
