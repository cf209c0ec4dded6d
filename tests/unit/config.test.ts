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

describe('plugin options in the browser', () => {
  it('keeps the OpenAPI and post-build options out of the config the browser gets', async () => {
    const config = await configWith({});
    // Docusaurus writes the site config for the browser with JSON.stringify (core's codegen).
    const served = JSON.stringify(config.plugins);
    expect(served).not.toContain('toolhive-api.yaml');
    expect(served).not.toContain('connectSources');
  });

  it('hands a plugin the options the [plugin, options] form would, validated by the plugin', async () => {
    const { serverOnlyOptions } = await import('../../src/lib/serverOnlyOptions');
    const validate = (_schema: unknown, options: object) => ({ ...options, validated: true });
    const plugin = Object.assign((_context: unknown, options: object) => ({ name: 'p', options }), {
      validateOptions: ({ validate: check, options }: { validate: typeof validate; options: object }) =>
        check(null, options),
    });
    const bound = serverOnlyOptions(plugin as never, { id: 'x', secret: 'kept on the server' });
    expect(JSON.stringify([bound])).toBe('[null]');
    const options = bound.validateOptions!({ validate: validate as never, options: {} });
    expect(options).toEqual({ id: 'x', secret: 'kept on the server', validated: true });
    expect(await bound({} as never, options)).toEqual({ name: 'p', options });

    const plain = serverOnlyOptions(((_context: unknown, options: object) => ({ name: 'q', options })) as never, {
      a: 1,
    });
    expect(plain.validateOptions!({ validate: validate as never, options: {} })).toEqual({ a: 1, id: 'default' });
  });
});
