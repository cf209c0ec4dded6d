import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientsOf, clientTags, transportGroups, TRANSPORTS, urlFieldOf } from '../../src/data/clients';
import { readFacts } from '../../src/reference/releases';

const siteDir = path.resolve(__dirname, '../..');

/** The client names the release's API accepts: the ClientApp enum its swagger spec records (v0.44.0 has one). */
function apiClientEnum(tag: string): string[] | undefined {
  const { facts } = readFacts<{ schemas: Record<string, { enum?: string[] }> }>(siteDir, tag, 'api');
  return facts.schemas['github_com_stacklok_toolhive_pkg_client.ClientApp']?.enum;
}

describe('client data', () => {
  it('has a file for each release the site documents', () => {
    expect(clientTags()).toEqual(expect.arrayContaining(['v0.3.5', 'v0.44.0']));
  });

  it('lists the 15 clients ToolHive v0.3.5 configures, each once', () => {
    const { autoClients } = clientsOf('v0.3.5');
    expect(autoClients).toHaveLength(15);
    expect(new Set(autoClients.map((c) => c.apiName)).size).toBe(15);
    expect(autoClients.map((c) => c.apiName)).toEqual(
      expect.arrayContaining(['vscode', 'cursor', 'claude-code', 'cline', 'roo-code', 'goose', 'lm-studio']),
    );
    // v0.3.5 writes a type for every client, and stdio workloads like SSE ones.
    for (const c of autoClients) expect(c.typeByTransport?.stdio, c.apiName).toBe(c.typeByTransport?.sse);
  });

  it('lists exactly the clients ToolHive v0.44.0 configures: the ClientApp enum of its API', () => {
    const { autoClients } = clientsOf('v0.44.0');
    const names = autoClients.map((c) => c.apiName);
    expect(new Set(names).size).toBe(names.length);
    const expected = apiClientEnum('v0.44.0');
    expect(expected).toHaveLength(24);
    expect([...names].sort()).toEqual([...expected!].sort());
    // The Amp editor extensions are gone; LLM-gateway-only tools are not MCP clients.
    expect(names).not.toContain('amp-vscode');
    expect(names).not.toContain('xcode');
  });

  it('records what v0.44.0 writes where it differs by client', () => {
    const byName = new Map(clientsOf('v0.44.0').autoClients.map((c) => [c.apiName, c]));
    expect(byName.get('roo-code')?.deprecated).toBe(true);
    expect(byName.get('vscode')?.typeByTransport).toEqual({ stdio: 'http', sse: 'sse', 'streamable-http': 'http' });
    for (const name of ['trae', 'kiro', 'antigravity', 'zed', 'gemini-cli', 'vscode-server', 'codex', 'kimi-cli'])
      expect(byName.get(name)?.typeByTransport, name).toBeNull();
    expect(byName.get('mistral-vibe')).toMatchObject({
      typeField: 'transport',
      typeByTransport: { stdio: 'streamable-http', sse: 'http', 'streamable-http': 'streamable-http' },
    });
    const gemini = byName.get('gemini-cli')!;
    expect(TRANSPORTS.map((t) => urlFieldOf(gemini, t))).toEqual(['httpUrl', 'url', 'httpUrl']);
    expect(byName.get('zed')?.serversKey).toBe('/context_servers');
    expect(byName.get('opencode')?.configPath.windows).toBe('%USERPROFILE%\\.config\\opencode\\opencode.json');
  });

  it('groups transports whose entries look alike, so the compatibility table keeps one column per group', () => {
    expect(transportGroups(clientsOf('v0.3.5').autoClients)).toEqual([['stdio', 'sse'], ['streamable-http']]);
    expect(transportGroups(clientsOf('v0.44.0').autoClients)).toEqual([['stdio', 'streamable-http'], ['sse']]);
  });

  for (const tag of ['v0.3.5', 'v0.44.0']) {
    const { autoClients, manualClients } = clientsOf(tag);

    it(`gives every ${tag} client a configuration path on every OS, a servers key, and a URL field and type per transport`, () => {
      for (const c of autoClients) {
        for (const os of ['linux', 'macos', 'windows'] as const)
          expect(c.configPath[os], `${c.apiName} ${os}`).toMatch(os === 'windows' ? /^%USERPROFILE%\\\S/ : /^~\/\S/);
        expect(c.serversKey.startsWith('/'), c.apiName).toBe(true);
        for (const t of TRANSPORTS) {
          expect(urlFieldOf(c, t), `${c.apiName} ${t}`).toMatch(/^(url|serverUrl|httpUrl|uri)$/);
          if (c.typeByTransport) expect(c.typeByTransport[t], `${c.apiName} ${t}`).toMatch(/\S/);
        }
        if (c.typeField) expect(c.typeByTransport, c.apiName).not.toBeNull();
      }
    });

    it(`keeps ${tag}'s manual clients apart from automatic ones`, () => {
      const auto = new Set(autoClients.map((c) => c.name.replace(/ \(.*\)$/, '')));
      for (const m of manualClients) expect(auto.has(m.name.replace(/ \(.*\)$/, '')), m.name).toBe(false);
    });
  }
});
