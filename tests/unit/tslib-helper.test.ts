import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../support/loader';

// src/features/page-loading/tslib-helper: the loader runs here against the installed @docusaurus/utils-common.
const require = createRequire(import.meta.url);
const file = require.resolve('@docusaurus/utils-common/lib/index.js');
const run = loaderFor('src/features/page-loading/tslib-helper/inlineImportDefault.cjs', file);

describe('tslib-helper patch', () => {
  it('requires no tslib and exports what the package exports, applyTrailingSlash included', () => {
    const patched = run(fs.readFileSync(file, 'utf8'));
    expect(patched).not.toMatch(/\btslib"\)/);
    // The patched module, run as CommonJS beside the package's own files, exports the same functions.
    const module = { exports: {} as Record<string, unknown> };
    new Function('exports', 'require', 'module', patched)(module.exports, createRequire(file), module);
    const original = require(file) as Record<string, unknown>;
    expect(Object.keys(module.exports).sort()).toEqual(Object.keys(original).sort());
    expect(module.exports.applyTrailingSlash).toBe(original.applyTrailingSlash);
    expect(
      (module.exports.applyTrailingSlash as (p: string, o: object) => string)('/docs/', {
        trailingSlash: false,
        baseUrl: '/',
      }),
    ).toBe('/docs');
  });

  it('fails naming the file when the package uses another tslib helper', () => {
    const changed = fs
      .readFileSync(file, 'utf8')
      .replace('tslib_1.__importDefault(applyTrailingSlash_1)', 'tslib_1.__importStar(applyTrailingSlash_1)');
    expect(() => run(changed)).toThrow(
      /utils-common[\\/]lib[\\/]index\.js: expected tslib required once, as tslib_1, and used only for __importDefault/,
    );
  });
});
