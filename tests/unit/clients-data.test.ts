import { describe, expect, it } from 'vitest';
import { clientsOf } from '../../src/data/clients';

const { autoClients, manualClients } = clientsOf('v0.3.5');

describe('client data', () => {
  it('lists the 15 clients ToolHive v0.3.5 configures, each once', () => {
    expect(autoClients).toHaveLength(15);
    expect(new Set(autoClients.map((c) => c.apiName)).size).toBe(15);
    expect(autoClients.map((c) => c.apiName)).toEqual(
      expect.arrayContaining(['vscode', 'cursor', 'claude-code', 'cline', 'roo-code', 'goose', 'lm-studio']),
    );
  });

  it('gives every client a configuration path on every OS and a type per transport', () => {
    for (const c of autoClients) {
      for (const os of ['linux', 'macos', 'windows'] as const)
        expect(c.configPath[os], `${c.apiName} ${os}`).toMatch(/\S/);
      for (const t of ['stdio', 'sse', 'streamable-http'] as const)
        expect(c.typeByTransport[t], `${c.apiName} ${t}`).toMatch(/\S/);
      expect(c.serversKey.startsWith('/'), c.apiName).toBe(true);
    }
  });

  it('keeps manual clients apart from automatic ones', () => {
    const auto = new Set(autoClients.map((c) => c.name));
    for (const m of manualClients) expect(auto.has(m.name)).toBe(false);
  });
});
