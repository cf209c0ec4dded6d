import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import mcpGuidesPlugin from '../../src/features/mcp-guides';
import { validateGuides } from '../../src/features/mcp-guides/validate';
import sample from '../../src/data/registry/v0.3.5/sample-registry.json';
import sampleV0440 from '../../src/data/registry/v0.44.0/sample-registry.json';
import { readSampleRegistry } from '../../src/data/registry';

type MutableRegistry = { servers: Record<string, Record<string, unknown>> };

const siteDir = path.resolve(__dirname, '../..');
const dirs: string[] = [];

/** Writes a throwaway guides folder with the given files. */
function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-guides-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
  return dir;
}

function guide(frontMatter: string, body: string): string {
  return `---\ntitle: Test guide\n${frontMatter}---\n\n${body}\n`;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function runPlugin(guidesDir: string, registryFile?: string): Promise<void> {
  const plugin = mcpGuidesPlugin({ siteDir } as LoadContext, { guidesDir, registryFile });
  await plugin.loadContent?.();
}

describe('mcp-guides plugin', () => {
  it('accepts the real guides', async () => {
    await expect(runPlugin('docs/toolhive/guides-mcp')).resolves.toBeUndefined();
  });

  it('fails the build on a guide naming an unknown server, with the page and server name', async () => {
    const dir = fixture({
      'fetch.mdx': guide('mcp_server: fetch\n', '<McpServerMetadata server="fetch" />'),
      'ghost.mdx': guide('', '<McpServerMetadata server="ghost-server" />'),
    });
    await expect(runPlugin(dir)).rejects.toThrow(/ghost\.mdx: server "ghost-server" is not in the registry data/);
  });

  it('fails on an unknown server named only in front matter', async () => {
    const dir = fixture({ 'x.mdx': guide('mcp_server: nope\n', 'Text.') });
    await expect(runPlugin(dir)).rejects.toThrow(/x\.mdx: server "nope"/);
  });

  it('fails when a field the page relies on is missing', () => {
    const dir = fixture({ 'fetch.mdx': guide('mcp_server: fetch\nmcp_fields: [target_port]\n', 'Text.') });
    const problems = validateGuides(dir, sample as Record<string, unknown>);
    expect(problems.map((p) => p.message)).toEqual(['server "fetch" has no "target_port" in the registry data']);
  });

  it('fails when a component field is missing from the entry', () => {
    const registry = structuredClone(sample) as MutableRegistry;
    delete registry.servers.osv.repository_url;
    const dir = fixture({ 'osv.mdx': guide('', '<McpServerMetadata server="osv" />\n<McpToolList server="osv" />') });
    const problems = validateGuides(dir, registry);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      server: 'osv',
      message: 'server "osv" has no "repository_url" in the registry data',
    });
  });

  it('fails on a guide that names no server, and skips index and partial files', () => {
    const dir = fixture({
      'index.mdx': guide('', 'Section index.'),
      '_partial.mdx': 'A fragment.',
      'empty.mdx': guide('', 'No server here.'),
    });
    const problems = validateGuides(dir, sample as Record<string, unknown>);
    expect(problems.map((p) => path.basename(p.file))).toEqual(['empty.mdx']);
  });
});

describe('mcp-guides against the v0.44.0 sample (upstream format)', () => {
  const FILE = 'src/data/registry/v0.44.0/sample-registry.json';
  type Upstream = {
    data: { servers: { name: string; packages?: { transport: { url?: string } }[]; _meta: object }[] };
  };

  it('accepts the real guides: every server and field they rely on is in the converted entries', async () => {
    await expect(runPlugin('docs/toolhive/guides-mcp', FILE)).resolves.toBeUndefined();
    expect(
      validateGuides(path.join(siteDir, 'docs/toolhive/guides-mcp'), readSampleRegistry(sampleV0440, FILE)),
    ).toEqual([]);
  });

  it('reads a field a guide names (target_port) where v0.44.0 keeps it, and reports it when it is gone', () => {
    const registry = structuredClone(sampleV0440) as unknown as Upstream;
    const playwright = registry.data.servers.find((s) => s.name === 'io.github.stacklok/playwright')!;
    playwright.packages![0].transport.url = 'http://localhost';
    const dir = fixture({
      'playwright.mdx': guide('mcp_server: playwright\nmcp_fields: [target_port, args]\n', 'Text.'),
    });
    expect(validateGuides(dir, readSampleRegistry(sampleV0440, FILE))).toEqual([]);
    expect(validateGuides(dir, readSampleRegistry(registry, FILE)).map((p) => p.message)).toEqual([
      'server "playwright" has no "target_port" in the registry data',
    ]);
  });

  it('finds a server by the part of its name after the slash, and fails on two that share it', () => {
    const dir = fixture({ 'osv.mdx': guide('', '<McpServerMetadata server="osv" />') });
    const registry = structuredClone(sampleV0440) as unknown as Upstream;
    registry.data.servers.find((s) => s.name === 'io.github.stacklok/osv')!._meta = {};
    // Without its ToolHive block the entry has no tier, status or tools: the guide's box would be empty.
    expect(validateGuides(dir, readSampleRegistry(registry, FILE)).map((p) => p.message)).toContain(
      'server "osv" has no "tier" in the registry data',
    );
    registry.data.servers.push({ ...registry.data.servers[0], name: 'io.example/osv' });
    expect(() => readSampleRegistry(registry, FILE)).toThrow(`${FILE}: two servers have the short name "osv"`);
  });

  it('fails naming the file and the server for a transport URL that does not parse', () => {
    const registry = structuredClone(sampleV0440) as unknown as Upstream;
    registry.data.servers.find((s) => s.name === 'io.github.stacklok/fetch')!.packages![0].transport.url =
      'http://localhost:port';
    expect(() => readSampleRegistry(registry, FILE)).toThrow(
      `${FILE}: io.github.stacklok/fetch: the transport url "http://localhost:port" does not parse`,
    );
  });
});
