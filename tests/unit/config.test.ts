import { describe, expect, it } from 'vitest';

describe('site configuration', () => {
  it('keeps hosted services off unless the environment opts in', async () => {
    delete process.env.GTM_CONTAINER_ID;
    delete process.env.INSIGHTS_SCRIPT_URL;
    const { default: config } = await import('../../docusaurus.config');
    expect(config.scripts).toEqual([]);
    const [, presetOptions] = config.presets?.[0] as [string, Record<string, unknown>];
    expect(presetOptions.googleTagManager).toBeUndefined();
    expect(config.url).toBe(process.env.SITE_URL ?? 'http://localhost:3000');
  });
});
