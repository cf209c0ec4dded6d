import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../support/loader';

const require = createRequire(import.meta.url);
const modalPath = require.resolve('@docsearch/react/modal');
const zodJitless = loaderFor('src/features/search/patches/docsearch-jitless/zodJitless.cjs', modalPath);

describe('DocSearch modal: bundled Zod without the eval probe', () => {
  const source = fs.readFileSync(modalPath, 'utf8');

  it('sets jitless on the config object the schemas read, so they never reach the probe', () => {
    const name = /!(\w+)\.jitless\b/.exec(source)![1];
    const patched = zodJitless(source);
    expect(source).toContain(`${name}={}`);
    expect(patched).toContain(`${name}={jitless:!0}`);
    expect(patched.length - source.length).toBe('jitless:!0'.length);
  });

  it('fails naming the file when the installed modal has changed', () => {
    const changed = source.replace(/\.jitless\b/g, '.noJit');
    expect(() => zodJitless(changed)).toThrow(
      /DocSearchModal\.js: the bundled Zod's global config was not found exactly once/,
    );
  });
});
