import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../support/loader';

const require = createRequire(import.meta.url);
const modalPath = require.resolve('@docsearch/react/modal');
const applyFixes = loaderFor('src/features/search/patches/docsearch-modal/docsearchModalFixes.cjs', modalPath);

describe('DocSearch modal fixes', () => {
  const source = fs.readFileSync(modalPath, 'utf8');
  const patched = applyFixes(source);

  it('store search suggestions as an array of group names', () => {
    expect(source).toMatch(/searchSuggestions:\w+\(\w+\(\{\}/);
    expect(patched).not.toMatch(/searchSuggestions:\w+\(\w+\(\{\}/);
    expect(patched).toMatch(/searchSuggestions:Object\.keys\(\w+\)/);
  });

  it('render the no-recent-searches text on an empty start screen', () => {
    expect(source).not.toContain('noRecentSearchesText');
    expect(patched).toContain('noRecentSearchesText||"No recent searches"');
  });

  it('list the question entry after the hits unless the query reads as a question', () => {
    expect(source).toMatch(/return\[\]\.concat\((\w+),\w+\(\w+\)\)\}\)\}\}\)\);/);
    expect(patched).toMatch(/return __thvAskLeads\((\w+)\)\?\[\]\.concat\((\w+),hits\):\[\]\.concat\(hits,\2\)/);
    expect(patched.startsWith('import { askLeads as __thvAskLeads } from ')).toBe(true);
    expect(patched).toMatch(/src\/features\/search\/ui\/SearchBar\/askLeads\.ts";\n/);
  });

  it('read stored searches through the site filter', () => {
    expect(source).toMatch(/,(\w+)=\w+\(\w+\),\w+=\1\.getItem\(\)\.slice\(0,\w+\);return\{add:/);
    expect(patched).toMatch(/,(\w+)=\w+\(\w+\),\w+=__thvStoredHits\(\1\.getItem\(\)\)\.slice\(0,\w+\);return\{add:/);
    expect(patched).toMatch(
      /import \{ storedHits as __thvStoredHits \} from "[^"]*src\/features\/search\/ui\/SearchBar\/storedHits\.ts";\n/,
    );
  });

  it('fail naming the fix when the installed modal has changed', () => {
    const changed = source.replace(/searchSuggestions:/g, 'suggestionList:');
    expect(() => applyFixes(changed)).toThrow(
      /DocSearchModal\.js: DocSearch fix "search suggestions as an array" matched 0 times/,
    );
  });
});

describe('DocSearch modal patch', () => {
  it('names the installed modal file, and code it still contains', async () => {
    const { default: patch } = await import('../../src/features/search/patches/docsearch-modal');
    for (const target of patch.targets) {
      expect(modalPath.split(path.sep).join('/')).toMatch(
        new RegExp(`${target.module.replace(/^@docsearch\/react/, '')}$`),
      );
      expect(fs.readFileSync(modalPath, 'utf8')).toContain(target.contains);
    }
  });
});
