import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../support/loader';

// src/features/page-loading/browser-transition: the loader runs here against the installed @docusaurus/core.
const require = createRequire(import.meta.url);
const file = require.resolve('@docusaurus/core/lib/client/browserContext.js');
const run = loaderFor('src/features/page-loading/browser-transition/startTransition.cjs', file);

describe('browser-transition patch', () => {
  it('sets isBrowser inside a transition, and nowhere outside one', () => {
    const patched = run(fs.readFileSync(file, 'utf8'));
    expect(patched).toContain('React.startTransition(() => setIsBrowser(true));');
    expect(patched.replace('React.startTransition(() => setIsBrowser(true));', '')).not.toContain('setIsBrowser(true)');
  });

  it('fails naming the file when the installed provider has changed', () => {
    const changed = fs.readFileSync(file, 'utf8').replace('setIsBrowser(true);', 'setIsBrowser(() => true);');
    expect(() => run(changed)).toThrow(/browserContext\.js: expected one setIsBrowser\(true\) call/);
  });
});
