import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codegensFor } from '../../src/features/api-reference/patches/api-explorer';
import config from '../../docusaurus.config';

// The API explorer's bundle is trimmed at build time (src/features/api-reference/patches/api-explorer):
// these tests run the same loader and shims against the installed packages.
const require = createRequire(__filename);
const keepCodegens = require('../../src/features/api-reference/patches/api-explorer/keepCodegens.cjs') as (
  this: { getOptions(): { keep: string[] } },
  source: string,
) => string;
const tablePath = require.resolve('postman-code-generators/lib/assets/languages.js');
// The generators the site's own language tabs ask for.
const offered = codegensFor((config.themeConfig?.languageTabs ?? []) as Array<{ language: string }>);

function runLoader(source: string, keep: string[]): string {
  return keepCodegens.call({ getOptions: () => ({ keep }) }, source);
}

describe('API explorer bundle', () => {
  it('fails the build, naming the tab, when a language tab has no code generator', () => {
    expect(() => codegensFor([{ language: 'curl' }, { language: 'rust' }])).toThrow(
      /languageTabs has "rust", which has no code generator/,
    );
  });

  it('keeps exactly the offered code generators, and they still convert requests', () => {
    const trimmed = runLoader(fs.readFileSync(tablePath, 'utf8'), offered);
    const file = path.join(path.dirname(tablePath), 'languages.trimmed.test.cjs');
    fs.writeFileSync(file, trimmed);
    try {
      const table = require(file) as { lang: string; variant: string; main: { convert: unknown } }[];
      expect(table.map((c) => `${c.lang}/${c.variant}`)).toEqual([
        'curl/cURL',
        'go/Native',
        'nodejs/Axios',
        'powershell/RestMethod',
        'python/Requests',
      ]);
      for (const codegen of table) expect(typeof codegen.main.convert).toBe('function');
    } finally {
      fs.rmSync(file);
    }
  });

  it('fails the build naming the loader when the package table changes', () => {
    expect(() => runLoader('module.exports = [];', offered)).toThrow(/keepCodegens\.cjs/);
    expect(() => runLoader(fs.readFileSync(tablePath, 'utf8'), [...offered, 'no-such-codegen'])).toThrow(
      /missing no-such-codegen/,
    );
  });

  it('decodes response bodies like iconv-lite, with TextDecoder', () => {
    const iconv = require('../../src/features/api-reference/patches/api-explorer/iconv-lite.cjs');
    expect(iconv.encodingExists('utf-8')).toBe(true);
    expect(iconv.encodingExists('latin1')).toBe(true);
    expect(iconv.encodingExists('no-such-charset')).toBe(false);
    expect(iconv.decode(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'latin1')).toBe('café');
    expect(iconv.decode(Buffer.from('naïve', 'utf8'), 'utf-8')).toBe('naïve');
  });

  it('answers any faker call postman-collection makes with an empty string', () => {
    const faker = require('../../src/features/api-reference/patches/api-explorer/faker.cjs');
    expect(faker.phone.phoneNumberFormat(0)).toBe('');
    expect(faker.internet.email()).toBe('');
  });

  it('hashes storage keys exactly as crypto-js SHA1 does', () => {
    const realCryptoJs = require('crypto-js') as { SHA1(text: string): { toString(): string } };
    const cryptoJs = require('../../src/features/api-reference/patches/api-explorer/crypto-js.cjs');
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'bearer,oauth2',
      'ünïcode ✓'.repeat(20),
    ]) {
      expect(cryptoJs.SHA1(text).toString()).toBe(realCryptoJs.SHA1(text).toString());
    }
  });
});
