import { describe, expect, it } from 'vitest';
import { aliasWithin, libModules } from '../../src/lib/moduleAlias';

describe('libModules', () => {
  const tabs = libModules('@docusaurus/theme-classic', ['theme/Tabs/index']);
  const core = libModules('@docusaurus/core', ['client/App', 'client/exports/useIsBrowser']);

  it('matches the named files of the package, with either separator', () => {
    expect(tabs.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js')).toBe(true);
    expect(tabs.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\Tabs\\index.js')).toBe(true);
    expect(core.test('/site/node_modules/@docusaurus/core/lib/client/exports/useIsBrowser.js')).toBe(true);
  });

  it('matches no other file, in the package or beside it', () => {
    expect(tabs.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/TabsExtra/index.js')).toBe(false);
    expect(tabs.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/Tabs/index.js.map')).toBe(false);
    expect(core.test('/site/node_modules/@docusaurus/core/lib/client/AppWrapper.js')).toBe(false);
    expect(core.test('/site/node_modules/@docusaurus/core/lib/client/exports/useIsBrowserX.js')).toBe(false);
    expect(core.test('/site/node_modules/@docusaurus/theme-common/lib/client/App.js')).toBe(false);
  });
});

describe('aliasWithin', () => {
  it('points every spelling of the request at the file, for the matched modules only', () => {
    const issuers = /a\.js$/;
    expect(aliasWithin(issuers, ['./x', '../x'], '/abs/y.ts')).toEqual({
      test: issuers,
      resolve: { alias: { './x': '/abs/y.ts', '../x': '/abs/y.ts' } },
    });
  });
});
