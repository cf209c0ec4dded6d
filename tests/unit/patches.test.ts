import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  assertPatchesApply,
  copiedComponentProblems,
  copiedComponents,
  patchProblems,
  THEME_PACKAGES,
} from '../../src/lib/patches/guard';
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

/**
 * A site holding `files` (path relative to the site: text) whose node_modules
 * is the project's, except that the installed `theme` is a modified copy: its
 * package.json says `version`, its code is the real one.
 */
function siteWithTheme(name: string, files: Record<string, string>, theme: string, version: string): string {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.writeFileSync(path.join(dir, 'package.json'), '{}');
  const real = path.join(repo, 'node_modules');
  const modules = path.join(dir, 'node_modules');
  const [scope, pkg] = theme.split('/');
  for (const entry of fs.readdirSync(real)) {
    if (entry === scope) continue;
    fs.mkdirSync(modules, { recursive: true });
    fs.symlinkSync(path.join(real, entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(real, scope))) {
    if (entry === pkg) continue;
    fs.mkdirSync(path.join(modules, scope), { recursive: true });
    fs.symlinkSync(path.join(real, scope, entry), path.join(modules, scope, entry));
  }
  const copy = path.join(modules, theme);
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(path.join(real, theme)))
    if (entry !== 'package.json') fs.symlinkSync(path.join(real, theme, entry), path.join(copy, entry));
  const manifest = JSON.parse(fs.readFileSync(path.join(real, theme, 'package.json'), 'utf8')) as object;
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...manifest, version }));
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

  it('checks every file under src/ that names a theme version, in whatever folder', () => {
    // Found here by a plain scan of src/, not by the guard: a guard that skips a folder drops a file from its list.
    const themeName = new RegExp(
      `(?:${THEME_PACKAGES.map((name) => name.replace(/^@docusaurus\//, '')).join('|')})\\W{1,2}v?\\d+\\.\\d+\\.\\d+`,
    );
    const marked = fs
      .readdirSync(path.join(repo, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(?:[cm]?js|jsx|tsx?)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => themeName.test(fs.readFileSync(file, 'utf8').split('\n').slice(0, 20).join('\n')))
      .map((file) => path.relative(repo, file).split(path.sep).join('/'));
    const checked = new Set(copiedComponents(repo).map(({ file }) => file));
    expect(marked).toContain('src/features/search/ui/SearchBar/LocalSearchBar.tsx');
    expect(marked).toContain('src/features/code-highlight/theme/CodeBlock/index.tsx');
    expect(marked.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('fails the build when a theme that a copy outside the theme folders follows is upgraded', () => {
    const file = 'src/features/search/ui/SearchBar/LocalSearchBar.tsx';
    const theme = '@docusaurus/theme-search-algolia';
    const copy = { [file]: fs.readFileSync(path.join(repo, file), 'utf8') };
    const named = copiedComponents(repo).find((c) => c.file === file);
    expect(named).toMatchObject({ theme });
    const installed = siteWithTheme('same-theme', copy, theme, named!.version);
    expect(copiedComponentProblems(installed)).toEqual([]);

    const upgraded = siteWithTheme('upgraded-theme', copy, theme, '3.99.0');
    const problem = `${file} copies ${theme} ${named!.version}, but 3.99.0 is installed: compare the copy with the installed original, then update its first lines`;
    expect(copiedComponentProblems(upgraded)).toEqual([problem]);
    // The first plugin docusaurus.config.ts loads (patchPlugins) throws, so neither `build` nor `start` goes on.
    const [guard] = patchPlugins([]);
    expect(() => (guard as (c: LoadContext) => unknown)({ siteDir: upgraded } as LoadContext)).toThrow(problem);
  });

  it('fails on a copy that names a theme that is not installed', () => {
    const dir = site(
      'uninstalled',
      {
        'Widget.tsx': '// Follows theme-mermaid 3.10.2 (Mermaid).\nexport default 1;\n',
      },
      'src/features/widget/ui',
    );
    fs.rmSync(path.join(dir, 'node_modules'));
    fs.mkdirSync(path.join(dir, 'node_modules'));
    expect(copiedComponentProblems(dir)).toEqual([
      'src/features/widget/ui/Widget.tsx copies @docusaurus/theme-mermaid 3.10.2, but @docusaurus/theme-mermaid is not installed',
    ]);
  });
});
