/**
 * Builds and runs the docs MCP server.
 *
 *   node src/mcp/package.mjs run [-- SERVER_ARGS]   bundle, then serve ./build (npm run mcp)
 *   node src/mcp/package.mjs pack [--build DIR] [--out DIR] [--version X.Y.Z] [--site-url URL]
 *                                                  npm tarball with the server and the docs (npm run mcp:pack)
 *
 * The server is bundled into one CommonJS file with everything it imports
 * (the MCP SDK and the site's own search engine), so the package
 * has no dependencies and installs without a registry.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import createJiti from 'jiti';
import { build } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PACKAGE_NAME = 'toolhive-docs-mcp';
export const BUNDLE = `${PACKAGE_NAME}.cjs`;
export const cacheDir = path.join(root, 'node_modules/.cache', PACKAGE_NAME);
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
// This script runs in plain Node (the build's packer step, the benchmarks), so it loads the TypeScript contract
// through jiti, as the npm scripts run TypeScript, rather than spelling its names again.
const {
  DEFAULT_DOCS_VERSION,
  SEARCH_ENGINE_FILE,
  SEARCH_INDEX_FILE,
  SEARCH_REFERENCE_FILE,
  docsVersionPath,
  markdownPathFor,
  tagOfDocsVersion,
} = createJiti(fileURLToPath(import.meta.url))('../contract.ts');

/** Bundles src/mcp/bin.ts into `outFile`; returns the npm packages the bundle contains. */
export async function bundle(outFile) {
  const { output } = await build({
    input: path.join(root, 'src/mcp/bin.ts'),
    platform: 'node',
    cwd: root,
    logLevel: 'warn',
    output: { file: outFile, format: 'cjs', banner: '#!/usr/bin/env node', comments: false, codeSplitting: false },
  });
  const packages = new Map();
  for (const id of output.flatMap((chunk) => chunk.moduleIds ?? [])) {
    const m = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
    if (m) packages.set(m[1], true);
  }
  fs.chmodSync(outFile, 0o755);
  return [...packages.keys()].sort();
}

/** The notices of every package in the bundle, as their licenses require. */
function thirdPartyNotices(packageDirs) {
  const parts = ['# Third-party software in dist/' + BUNDLE, ''];
  for (const dir of packageDirs) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    parts.push(`## ${pkg.name} ${pkg.version} (${pkg.license ?? 'see below'})`, '');
    parts.push(file ? fs.readFileSync(path.join(dir, file), 'utf8').trim() : 'No license file in the package.', '');
  }
  return parts.join('\n');
}

/** The address the build made its links for, from the first absolute link in its llms.txt. */
function builtSiteUrl(buildDir) {
  const file = path.join(buildDir, 'llms.txt');
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: run npm run build first`);
  const llms = fs.readFileSync(file, 'utf8');
  const link = /\]\((https?:\/\/[^)\s]+)\)/.exec(llms);
  if (!link) throw new Error(`${buildDir}/llms.txt: no absolute link to take the site URL from`);
  return new URL(link[1]).origin;
}

/**
 * Copies one docs version into `dataDir`: its search index (both parts) and saved term
 * index (written under the version's path) and the Markdown twin of each page
 * that index holds, so a package answers from its version only.
 */
function copyDocs(buildDir, dataDir, docsVersion) {
  const indexDir = path.join(buildDir, docsVersionPath(docsVersion));
  const index = path.join(indexDir, SEARCH_INDEX_FILE);
  if (!fs.existsSync(index)) throw new Error(`${index} does not exist: run npm run build first`);
  fs.mkdirSync(dataDir, { recursive: true });
  // Both parts of the index: the server always answers from the whole of it.
  for (const part of [SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE])
    fs.copyFileSync(path.join(indexDir, part), path.join(dataDir, part));
  // The engine's saved term index (src/features/search/engine/engineData.ts), when the build has one.
  const engineData = path.join(indexDir, SEARCH_ENGINE_FILE);
  if (fs.existsSync(engineData)) fs.copyFileSync(engineData, path.join(dataDir, SEARCH_ENGINE_FILE));
  const { pages } = JSON.parse(fs.readFileSync(index, 'utf8'));
  for (const [route] of pages) {
    const twin = markdownPathFor(route);
    const from = path.join(buildDir, twin);
    if (!fs.existsSync(from)) throw new Error(`${from} does not exist: the llms-txt plugin writes every page's twin`);
    fs.mkdirSync(path.dirname(path.join(dataDir, twin)), { recursive: true });
    fs.copyFileSync(from, path.join(dataDir, twin));
  }
  return pages.length;
}

/**
 * The file the site publishes a version's package as (src/features/mcp-package). The default's is also
 * at a stable name, but that one follows the default version, so the README names the file that stays.
 */
const publishedFile = (release) => `${PACKAGE_NAME}-${release.replace(/^v/, '')}.tgz`;

function README(version, siteUrl, release, docsVersion) {
  const file = `${siteUrl}/${publishedFile(release)}`;
  const page = `${siteUrl}/${[docsVersionPath(docsVersion), 'toolhive/docs-mcp-server'].filter(Boolean).join('/')}`;
  return `# ${PACKAGE_NAME}

The ToolHive ${release} documentation as a Model Context Protocol (MCP) server.
It answers from a copy of the docs inside this package, so it works offline
and always describes the release the docs were written for. Links point to
${siteUrl}.

## Run it

The docs site publishes this package at ${file}.

\`\`\`bash
npx -y ${file}          # stdio, for clients that start the server
npx -y ${file} --http   # Streamable HTTP on http://127.0.0.1:8080/mcp
\`\`\`

Options: \`--http\`, \`--port <PORT>\`, \`--host <HOST>\` (a non-loopback address
only when you name it), \`--allow-origin <ORIGIN>\`, \`--data <DIR>\`, \`--help\`,
\`--version\`. Set \`SITE_URL\` to make links point to another copy of the site.
The page ${page} covers clients and ToolHive.

## Tools

- \`search_docs\`: the pages that best match a query, each at its best section, with URL and snippet.
- \`read_page\`: a page, or one section, as Markdown.
- \`ask_docs\`: a short answer quoted from the docs, with citations.
- \`list_pages\`: titles, paths, and descriptions, by section, 50 at a time.

Every page is also a \`text/markdown\` resource at \`toolhive-docs:///<path>\`.

Version ${version}. Apache-2.0; bundled packages are listed in
THIRD_PARTY_LICENSES.md.
`;
}

/** Writes the package folder `stageDir` from `buildDir`; returns what it holds. */
export async function stage({
  buildDir = path.join(root, 'build'),
  stageDir,
  version,
  siteUrl,
  docsVersion = DEFAULT_DOCS_VERSION,
}) {
  fs.rmSync(stageDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(stageDir, 'dist'), { recursive: true });
  const site = siteUrl ?? builtSiteUrl(buildDir);
  const release = tagOfDocsVersion(docsVersion);
  const pages = copyDocs(buildDir, path.join(stageDir, 'data'), docsVersion);
  fs.writeFileSync(
    path.join(stageDir, 'data/mcp-meta.json'),
    `${JSON.stringify({ siteUrl: site, version, release }, null, 2)}\n`,
  );
  const bundled = await bundle(path.join(stageDir, 'dist', BUNDLE));
  fs.writeFileSync(path.join(stageDir, 'THIRD_PARTY_LICENSES.md'), thirdPartyNotices(bundled));
  fs.writeFileSync(path.join(stageDir, 'README.md'), README(version, site, release, docsVersion));
  const manifest = {
    name: PACKAGE_NAME,
    version,
    description: `The ToolHive ${release} docs as an MCP server: search, read, and ask them offline from any AI client.`,
    keywords: ['mcp', 'model-context-protocol', 'toolhive', 'documentation'],
    license: rootPackage.license,
    repository: {
      type: 'git',
      url: `git+${process.env.DOCS_REPO_URL ?? 'https://github.com/stacklok/toolhive-docs'}.git`,
    },
    bin: { [PACKAGE_NAME]: `dist/${BUNDLE}` },
    files: ['dist', 'data', 'THIRD_PARTY_LICENSES.md'],
    engines: { node: '>=20' },
  };
  fs.writeFileSync(path.join(stageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { pages, siteUrl: site, bundled };
}

/**
 * Stages the package and packs it into `outDir`; returns the tarball's path.
 * Each call stages in a folder of its own, so a build and a test run can pack at once.
 * @param {{ outDir?: string, version?: string, buildDir?: string, siteUrl?: string, docsVersion?: string }} [options]
 */
export async function pack({ outDir = cacheDir, version = '0.0.0-dev', buildDir, siteUrl, docsVersion } = {}) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const stageDir = fs.mkdtempSync(path.join(cacheDir, 'package-'));
  const info = await stage({ buildDir, stageDir, version, siteUrl, docsVersion });
  fs.mkdirSync(outDir, { recursive: true });
  const npm = spawnSync('npm', ['pack', '--json', '--pack-destination', path.resolve(outDir)], {
    cwd: stageDir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  if (npm.status !== 0) throw new Error(`npm pack failed:\n${npm.stderr}`);
  const [result] = JSON.parse(npm.stdout);
  return { tarball: path.join(path.resolve(outDir), result.filename), stageDir, size: result.size, ...info };
}

async function cli([command, ...args]) {
  if (command === 'pack') {
    const { values } = parseArgs({
      args,
      options: {
        build: { type: 'string' },
        out: { type: 'string' },
        version: { type: 'string', default: '0.0.0-dev' },
        'site-url': { type: 'string' },
        // The docs version the package answers from: `current` or a frozen one; the default version by default.
        'docs-version': { type: 'string' },
      },
    });
    const { version } = values;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
      throw new Error(`--version must be a semantic version; got ${version}`);
    const out = await pack({
      outDir: values.out,
      buildDir: values.build,
      version,
      siteUrl: values['site-url'],
      docsVersion: values['docs-version'],
    });
    fs.rmSync(out.stageDir, { recursive: true, force: true });
    const kb = (out.size / 1024).toFixed(0);
    process.stdout.write(`${out.tarball}\n`);
    process.stderr.write(`${PACKAGE_NAME}@${version}: ${out.pages} pages, links to ${out.siteUrl}, ${kb} KB packed\n`);
  } else if (command === 'run') {
    const file = path.join(cacheDir, 'dev', BUNDLE);
    await bundle(file);
    const serverArgs = args[0] === '--' ? args.slice(1) : args;
    const child = spawn(process.execPath, [file, '--data', path.join(root, 'build'), ...serverArgs], {
      stdio: 'inherit',
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    throw new Error(
      'usage: node src/mcp/package.mjs run [-- ARGS] | pack [--build DIR] [--out DIR] [--version X.Y.Z] [--site-url URL]',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
