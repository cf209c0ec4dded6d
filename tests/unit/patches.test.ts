import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { assertPatchesApply, copiedComponentProblems, patchProblems } from '../../src/lib/patches/guard';
import { patches } from '../../src/features/patches';
import { patchPlugins } from '../../src/lib/patches/plugin';

const repo = path.resolve(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'patches-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A site whose theme folder (src/theme unless named) holds the given files, with the project's installed packages. */
function site(name: string, theme: Record<string, string>, themeDir = 'src/theme'): string {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries(theme)) {
    fs.mkdirSync(path.dirname(path.join(dir, themeDir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, themeDir, file), text);
  }
  fs.writeFileSync(path.join(dir, 'package.json'), '{}');
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const classicVersion = (
  JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/@docusaurus/theme-classic/package.json'), 'utf8')) as {
    version: string;
  }
).version;

describe('the patch guard', () => {
  it('passes for the real registry and the real theme folder', () => {
    expect(patchProblems(repo, patches)).toEqual([]);
    expect(copiedComponentProblems(repo)).toEqual([]);
    expect(() => assertPatchesApply(repo, patches)).not.toThrow();
  });

  it('names the patch and the module when a target module is gone', () => {
    expect(
      patchProblems(repo, [
        { name: 'gone file', targets: [{ module: '@docusaurus/theme-common/lib/hooks/noSuchHook.js' }] },
        { name: 'gone package', targets: [{ module: 'no-such-package/lib/x.js' }] },
      ]),
    ).toEqual([
      'patch "gone file": the installed @docusaurus/theme-common has no @docusaurus/theme-common/lib/hooks/noSuchHook.js',
      'patch "gone package": no-such-package is not installed',
    ]);
  });

  it('names the patch and the code when a target no longer contains it', () => {
    // A private file behind theme-common's `exports` map, found as an alias would find it.
    const module = '@docusaurus/theme-common/lib/hooks/useWindowSize.js';
    expect(patchProblems(repo, [{ name: 'found', targets: [{ module, contains: 'function useWindowSize' }] }])).toEqual(
      [],
    );
    expect(patchProblems(repo, [{ name: 'changed', targets: [{ module, contains: 'no such code' }] }])).toEqual([
      `patch "changed": ${module} no longer contains "no such code"`,
    ]);
  });

  it('stops the build before any patch plugin starts', () => {
    const plugin = vi.fn(() => ({ name: 'never' }));
    const [guard, patchPlugin] = patchPlugins([{ name: 'broken', targets: [{ module: 'no-such-package' }], plugin }]);
    const context = { siteDir: repo } as LoadContext;
    expect(() => (guard as (c: LoadContext) => unknown)(context)).toThrow(/patch "broken": no-such-package/);
    expect(() => (patchPlugin as (c: LoadContext) => unknown)(context)).toThrow(/patch "broken"/);
    expect(plugin).not.toHaveBeenCalled();
  });

  it('accepts a wrapped theme component, and a copy that names the installed version', () => {
    const dir = site('good', {
      'Footer/index.tsx': "import Footer from '@theme-original/Footer';\nexport default Footer;\n",
      'TOC/index.tsx': `// Copied from @docusaurus/theme-classic@${classicVersion}: adds a heading.\nexport default 1;\n`,
      'SearchPage/index.tsx': "import Page from './Copy';\nexport default Page;\n",
      'SearchPage/Copy.tsx':
        '// Ejected from @docusaurus/theme-search-algolia 3.10.2 (SearchPage).\nexport default 1;\n',
      'Helpers/util.ts': 'export const a = 1;\n',
    });
    expect(copiedComponentProblems(dir)).toEqual([]);
  });

  it('fails on a copy that does not say what it copies, or names another version', () => {
    const dir = site('bad', {
      'TOC/index.tsx': 'export default 1;\n',
      'Footer/index.tsx': '// Ejected from theme-classic 3.9.0, to add a line.\nexport default 1;\n',
    });
    expect(copiedComponentProblems(dir)).toEqual([
      `src/theme/Footer/index.tsx copies @docusaurus/theme-classic 3.9.0, but ${classicVersion} is installed: compare the copy with the installed original, then update its first lines`,
      `src/theme/TOC/index.tsx replaces @docusaurus/theme-classic's TOC without wrapping it: its first lines must say which version it copies (@docusaurus/theme-classic@${classicVersion}) and what it changes`,
    ]);
    expect(() => assertPatchesApply(dir, [])).toThrow(/TOC\/index\.tsx replaces/);
  });

  it("checks a feature's theme folder as it checks src/theme", () => {
    const dir = site('feature', { 'TOC/index.tsx': 'export default 1;\n' }, 'src/features/toc/theme');
    expect(copiedComponentProblems(dir)).toEqual([
      `src/features/toc/theme/TOC/index.tsx replaces @docusaurus/theme-classic's TOC without wrapping it: its first lines must say which version it copies (@docusaurus/theme-classic@${classicVersion}) and what it changes`,
    ]);
  });

  it("refuses @theme-original in a feature's theme folder, where it names the wrapper itself", () => {
    const dir = site(
      'feature-original',
      { 'Footer/index.tsx': "import Footer from '@theme-original/Footer';\nexport default Footer;\n" },
      'src/features/footer/theme',
    );
    expect(copiedComponentProblems(dir)).toEqual([
      "src/features/footer/theme/Footer/index.tsx imports @theme-original/, which in a plugin's theme folder is the file itself: use @theme-init/",
    ]);
  });
});
