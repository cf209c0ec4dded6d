import { describe, expect, it } from 'vitest';
import { addRequestOrigins } from '../../src/features/page-loading/route-chunks';

// src/features/page-loading/route-chunks: the keys Docusaurus looks a route's modules up by.
const group = (request: string | undefined, ids: Array<string | number>, initial = false) => ({
  isInitial: () => initial,
  chunks: ids.map((id) => ({ ids: [id] })),
  origins: [{ request }],
});

describe('route-chunks patch', () => {
  it("keys each import() request by its chunk group's chunks, and keeps the existing keys", () => {
    const manifest = { origins: { main: ['4014', '1889'], '17896441': ['8384', '106'] } };
    addRequestOrigins(manifest, [group('@theme/DocItem', [8384, 106]), group('@site/docs/a.mdx', ['22dd74f7'])]);
    expect(manifest.origins).toEqual({
      main: ['4014', '1889'],
      '17896441': ['8384', '106'],
      '@theme/DocItem': ['8384', '106'],
      '@site/docs/a.mdx': ['22dd74f7'],
    });
  });

  it('merges the chunks of two groups with the same request, and skips entries and groups without one', () => {
    const manifest = { origins: {} as Record<string, string[]> };
    addRequestOrigins(manifest, [
      group('@theme/DocItem', ['1', '2']),
      group('@theme/DocItem', ['2', '3']),
      group('./src/entry.js', ['9'], true),
      group(undefined, ['7']),
    ]);
    expect(manifest.origins).toEqual({ '@theme/DocItem': ['1', '2', '3'] });
  });
});
