import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUILD, connectStdio, pagePaths, twin } from './helpers';
import { TOOLHIVE_VERSION } from '../../src/contract';
import { stage } from '../../src/mcp/package.mjs';

const { tarball, bundle } = inject('mcpPackage');
let dir: string;
let client: Client;

beforeAll(async () => {
  // An empty folder outside the repository: nothing here can come from it.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-mcp-install-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"install-check","version":"1.0.0","private":true}\n');
  const npm = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (npm.status !== 0) throw new Error(`npm install ${tarball} failed:\n${npm.stderr}`);
  client = await connectStdio(path.join(dir, 'node_modules/.bin/toolhive-docs-mcp'), [], { cwd: dir });
});
afterAll(async () => {
  await client?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('carries the bundled server, the index and every Markdown page, and depends on nothing', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).trim().split('\n');
    expect(files).toContain('package/dist/toolhive-docs-mcp.cjs');
    expect(files).toContain('package/data/search-index.json');
    expect(files).toContain('package/data/search-engine.json');
    expect(files).toContain('package/THIRD_PARTY_LICENSES.md');
    expect(files.filter((f) => f.endsWith('.md') && f.startsWith('package/data/'))).toHaveLength(pagePaths.length);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/toolhive-docs-mcp/package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ 'toolhive-docs-mcp': 'dist/toolhive-docs-mcp.cjs' });
    expect(manifest.dependencies).toBeUndefined();
  });

  it("each published package's README gives its release's own file, which stays when the default moves, and its version's page", () => {
    const readme = (file: string) =>
      execFileSync('tar', ['-xzOf', path.join(BUILD, file), 'package/README.md'], { encoding: 'utf8' });
    const frozen = readme('toolhive-docs-mcp-0.3.5.tgz');
    expect(frozen).toMatch(/npx -y \S+\/toolhive-docs-mcp-0\.3\.5\.tgz /);
    expect(frozen).toMatch(/\/v0\.3\.5\/toolhive\/docs-mcp-server covers/);
    const stable = readme('toolhive-docs-mcp.tgz');
    expect(stable).toContain(`/toolhive-docs-mcp-${TOOLHIVE_VERSION.slice(1)}.tgz `);
    expect(stable).not.toMatch(/\/toolhive-docs-mcp\.tgz/);
    expect(stable).toMatch(/https?:\/\/[^/\s]+\/toolhive\/docs-mcp-server covers/);
  });

  it('names the missing build and the command that makes it when there is nothing to pack', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-no-build-'));
    try {
      await expect(
        stage({ buildDir: empty, stageDir: path.join(empty, 'stage'), version: '0.0.0', siteUrl: undefined }),
      ).rejects.toThrow(`${path.join(empty, 'llms.txt')} does not exist: run npm run build first`);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('requires nothing but Node built-ins at run time', () => {
    const source = fs.readFileSync(bundle, 'utf8');
    // Calls only: Ajv keeps `require("ajv/...")` strings for code it could generate, preceded by a backtick.
    const calls = source.matchAll(/(?<![`\w.])require\(\s*["']([^"']+)["']\s*\)/g);
    const required = new Set([...calls].map((m) => m[1].replace(/^node:/, '')));
    expect(required.size).toBeGreaterThan(0);
    expect([...required].filter((name) => !builtinModules.includes(name))).toEqual([]);
  });

  it('installs into an empty folder and answers tools/list over stdio there', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask_docs', 'list_pages', 'read_page', 'search_docs']);
    expect(client.getServerVersion()?.version).toBe('0.0.0-test');
    const { contents } = await client.readResource({ uri: 'toolhive-docs:///toolhive/faq' });
    expect('text' in contents[0] && contents[0].text).toBe(twin('/toolhive/faq').body);
  });

  it('runs through npx from that folder', () => {
    const r = spawnSync('npx', ['--offline', 'toolhive-docs-mcp', '--version'], { cwd: dir, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('0.0.0-test');
  });
});

describe('the package the site build publishes', () => {
  const published = path.join(BUILD, 'toolhive-docs-mcp.tgz');
  // The default docs version's package is also published under the stable name.
  const versioned = path.join(BUILD, `toolhive-docs-mcp-${TOOLHIVE_VERSION.slice(1)}.tgz`);
  let site: http.Server;
  let siteUrl: string;
  let home: string;

  beforeAll(async () => {
    // The build folder served as a static site, as any deployment serves it.
    site = http.createServer((req, res) => {
      const file = path.join(BUILD, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
      if (!file.startsWith(BUILD) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhive-docs-mcp-npx-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => site?.close(resolve));
    fs.rmSync(home, { recursive: true, force: true });
  });

  /** npx in an empty folder, with its own cache and a registry that does not exist: only the site can supply the package. */
  const npxEnv = () => ({
    PATH: process.env.PATH ?? '',
    HOME: home,
    npm_config_cache: path.join(home, 'cache'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_update_notifier: 'false',
  });

  it('is in the build at a stable name and under its version, with every page of the build', () => {
    expect(fs.readFileSync(published).equals(fs.readFileSync(versioned))).toBe(true);
    const files = execFileSync('tar', ['-tzf', published], { encoding: 'utf8' }).trim().split('\n');
    expect(files.filter((f) => f.endsWith('.md') && f.startsWith('package/data/'))).toHaveLength(pagePaths.length);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', published, 'package/package.json'], { encoding: 'utf8' }),
    );
    expect(manifest).toMatchObject({ name: 'toolhive-docs-mcp', version: TOOLHIVE_VERSION.slice(1) });
  });

  it('runs with npx -y <SITE_URL>/toolhive-docs-mcp.tgz and answers an MCP client over stdio', async () => {
    const url = `${siteUrl}/toolhive-docs-mcp.tgz`;
    // Asynchronous: this process also serves the tarball, so a synchronous spawn would wait on itself.
    const version = await promisify(execFile)('npx', ['-y', url, '--version'], { cwd: home, env: npxEnv() });
    expect(version.stdout.trim()).toBe(TOOLHIVE_VERSION.slice(1));
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['-y', url],
      cwd: home,
      env: npxEnv(),
      stderr: 'pipe',
    });
    const npxClient = new Client({ name: 'npx-check', version: '1.0.0' });
    await npxClient.connect(transport);
    try {
      const { tools } = await npxClient.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['ask_docs', 'list_pages', 'read_page', 'search_docs']);
      const result = await npxClient.callTool({
        name: 'search_docs',
        arguments: { query: 'network isolation', limit: 1 },
      });
      expect(result.isError).toBeFalsy();
    } finally {
      await npxClient.close();
    }
  });
});
