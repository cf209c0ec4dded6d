import type { Config } from '@docusaurus/types';
import { describe, expect, it, vi } from 'vitest';

/** The site config as docusaurus.config.ts builds it from `env` (variables set to undefined are removed). */
async function configWith(env: Record<string, string | undefined>): Promise<Config> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(env);
  try {
    // The config reads the environment once, when it is evaluated.
    vi.resetModules();
    return (await import('../../docusaurus.config')).default;
  } finally {
    apply(saved);
  }
}

const presetOptions = (config: Config) => (config.presets?.[0] as [string, Record<string, unknown>])[1];

describe('site configuration', () => {
  it('keeps hosted services off unless the environment opts in', async () => {
    const off = await configWith({ GTM_CONTAINER_ID: undefined, INSIGHTS_SCRIPT_URL: undefined });
    expect(off.scripts).toEqual([]);
    expect(presetOptions(off).googleTagManager).toBeUndefined();

    const on = await configWith({
      GTM_CONTAINER_ID: 'GTM-TEST',
      INSIGHTS_SCRIPT_URL: 'https://insights.example.test/s.js',
    });
    expect(on.scripts).toEqual([{ src: 'https://insights.example.test/s.js', defer: true }]);
    expect(presetOptions(on).googleTagManager).toEqual({ containerId: 'GTM-TEST' });
  });

  it('takes the site URL from SITE_URL, and http://localhost:3000 without it', async () => {
    expect((await configWith({ SITE_URL: undefined })).url).toBe('http://localhost:3000');
    expect((await configWith({ SITE_URL: 'https://docs.example.test' })).url).toBe('https://docs.example.test');
  });
});
