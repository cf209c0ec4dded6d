import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fontPreloadPlugin, { withFontPreload } from '../../src/plugins/font-preload';

const page =
  '<html><head><title>t</title><link rel="stylesheet" href="/assets/css/styles.css"></head><body></body></html>';

async function postBuild(outDir: string) {
  await fontPreloadPlugin().postBuild?.({ outDir, baseUrl: '/docs/' } as never);
}

describe('font preload', () => {
  it('puts the preload ahead of the stylesheet, once', () => {
    const once = withFontPreload(page, '/assets/fonts/inter.woff2');
    expect(once).toContain(
      '<link rel="preload" href="/assets/fonts/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"><link rel="stylesheet"',
    );
    expect(withFontPreload(once, '/assets/fonts/inter.woff2')).toBe(once);
  });

  it('preloads the hashed Inter file on every page under the base URL', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
    try {
      fs.mkdirSync(path.join(outDir, 'assets/fonts'), { recursive: true });
      fs.writeFileSync(path.join(outDir, 'assets/fonts/inter-latin-wght-normal-0123abcd.woff2'), '');
      fs.mkdirSync(path.join(outDir, 'guide'));
      fs.writeFileSync(path.join(outDir, 'index.html'), page);
      fs.writeFileSync(path.join(outDir, 'guide/index.html'), page);
      await postBuild(outDir);
      for (const file of ['index.html', 'guide/index.html']) {
        expect(fs.readFileSync(path.join(outDir, file), 'utf8')).toContain(
          'href="/docs/assets/fonts/inter-latin-wght-normal-0123abcd.woff2"',
        );
      }
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('fails the build, naming the file it expected, when the bundle has no such font', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
    try {
      await expect(postBuild(outDir)).rejects.toThrow(/inter-latin-wght-normal.*src\/css\/fonts\.css/);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
