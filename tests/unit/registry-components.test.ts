import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The release of the page being rendered; each test sets it, as useDocsVersion() does on a real page.
const page = vi.hoisted(() => ({ tag: 'v0.3.5' }));
vi.mock('@site/src/lib/useReleaseTag', () => ({ useReleaseTag: () => page.tag }));
// The guide's doc in the page's docs version, as Docusaurus resolves it; here a path that names the release.
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useLayoutDoc: (id: string) => ({ path: `/${page.tag}/${id}` }),
}));
vi.mock('@docusaurus/Link', () => ({
  default: ({ href, to, children }: { href?: string; to?: string; children: React.ReactNode }) =>
    React.createElement('a', { href: href ?? to }, children),
}));

import McpServerMetadata from '../../src/components/McpServerMetadata';
import McpServerTable from '../../src/components/McpServerTable';
import McpToolList from '../../src/components/McpToolList';
import { getServer, registryOf } from '../../src/data/registry';

const render = (tag: string, element: React.ReactElement) => {
  page.tag = tag;
  return renderToStaticMarkup(element);
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const GUIDE_SERVERS = ['context7', 'fetch', 'filesystem', 'github', 'k8s', 'meta-mcp', 'osv', 'playwright'];

describe('McpServerMetadata reads the entry of the page’s release', () => {
  it('on a v0.3.5 page: the legacy entry and the v0.3.5 catalog note', () => {
    const out = text(render('v0.3.5', React.createElement(McpServerMetadata, { server: 'playwright' })));
    expect(out).toContain('Registry entry: playwright Image');
    expect(out).toContain('Transport streamable-http on container port 8931');
    expect(out).toContain(
      'From the ToolHive v0.3.5 built-in registry, last updated September 18, 2025. Run thv registry info playwright to see',
    );
  });

  it('on a v0.44.0 page: the converted entry, and a note that names whose catalog the values are', () => {
    const out = text(render('v0.44.0', React.createElement(McpServerMetadata, { server: 'playwright' })));
    expect(out).toContain(
      'Registry entry: io.github.stacklok/playwright Image mcr.microsoft.com/playwright/mcp:v0.0.37',
    );
    // The target port comes back from the package transport's URL, as ToolHive v0.44.0 reads it.
    expect(out).toContain('Transport streamable-http on container port 8931');
    expect(out).toContain(
      'Values from the ToolHive v0.3.5 built-in registry of September 18, 2025, in the registry format of v0.44.0',
    );
    expect(out).not.toContain('From the ToolHive v0.44.0 built-in registry');
  });

  it('shows a missing star count as 0 in v0.44.0, as thv registry info does', () => {
    expect(registryOf('v0.44.0').servers['meta-mcp'].metadata?.stars).toBe(0);
    expect(text(render('v0.44.0', React.createElement(McpServerMetadata, { server: 'meta-mcp' })))).toContain(
      'Repository stars 0',
    );
  });
});

describe('McpToolList and McpServerTable read the page’s release', () => {
  it('lists the same tools in both releases, since v0.44.0 holds v0.3.5’s values', () => {
    for (const server of GUIDE_SERVERS) {
      const tools = (tag: string) =>
        [...render(tag, React.createElement(McpToolList, { server })).matchAll(/<code>([^<]+)<\/code>/g)].map(
          (m) => m[1],
        );
      expect(tools('v0.44.0'), server).toEqual(tools('v0.3.5'));
      expect(tools('v0.44.0').length, server).toBeGreaterThan(0);
    }
  });

  it('has one row per guide server in each release, with the release’s own descriptions', () => {
    const rows = (tag: string) =>
      [
        ...render(tag, React.createElement(McpServerTable)).matchAll(
          /<a href="\/([^/]+)\/toolhive\/guides-mcp\/([^"]+)"/g,
        ),
      ].map((m) => {
        expect(m[1]).toBe(tag);
        return m[2];
      });
    expect(rows('v0.3.5')).toEqual(GUIDE_SERVERS);
    expect(rows('v0.44.0')).toEqual(GUIDE_SERVERS);
    const v044 = text(render('v0.44.0', React.createElement(McpServerTable)));
    expect(v044).toContain(getServer('v0.44.0', 'fetch').description);
    expect(v044).not.toContain(getServer('v0.3.5', 'fetch').description);
  });

  it('fails naming the release’s file for a server the release does not have', () => {
    expect(() => render('v0.44.0', React.createElement(McpToolList, { server: 'ghost' }))).toThrow(
      'No server "ghost" in src/data/registry/v0.44.0/sample-registry.json',
    );
  });
});
