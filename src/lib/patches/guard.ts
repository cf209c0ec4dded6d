import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { filesBelow } from '../filesBelow';
import type { Patch } from './types';

/** The themes whose components src/theme and the features' theme folders may shadow. */
export const THEME_PACKAGES = [
  '@docusaurus/theme-classic',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/theme-mermaid',
  'docusaurus-theme-openapi-docs',
];

const packageName = (request: string) => request.split('/', request.startsWith('@') ? 2 : 1).join('/');

/** The installed folder of a package, found the way Node looks for it, whatever its `exports` map says. */
function packageDir(siteDir: string, name: string): string | undefined {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return (require.resolve.paths(name) ?? [])
    .map((dir) => path.join(dir, name))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
}

/**
 * The file a request names. A subpath is resolved as a path inside the
 * package's folder, since aliases and loaders reach private files by path,
 * past an `exports` map (which Node applies to package names, not to paths).
 */
export function resolveTarget(siteDir: string, request: string): string | undefined {
  const name = packageName(request);
  const dir = packageDir(siteDir, name);
  if (!dir) return undefined;
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    return require.resolve(request === name ? name : path.join(dir, request.slice(name.length + 1)));
  } catch {
    return undefined;
  }
}

/** Every target of every patch that is missing from the installed packages, as a sentence naming the patch. */
export function patchProblems(siteDir: string, patches: Patch[]): string[] {
  const problems: string[] = [];
  for (const patch of patches) {
    for (const target of patch.targets) {
      const file = resolveTarget(siteDir, target.module);
      if (!file)
        problems.push(
          packageDir(siteDir, packageName(target.module))
            ? `patch "${patch.name}": the installed ${packageName(target.module)} has no ${target.module}`
            : `patch "${patch.name}": ${packageName(target.module)} is not installed`,
        );
      else if (target.contains && !fs.readFileSync(file, 'utf8').includes(target.contains))
        problems.push(`patch "${patch.name}": ${target.module} no longer contains ${JSON.stringify(target.contains)}`);
    }
  }
  return problems;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The first lines of a file, where a copy says what it copies. */
const head = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(0, 20).join('\n');
/** Source files a component or module can be written in (declaration files excluded). */
const SOURCE = /(?<!\.d)\.(?:[cm]?js|jsx|tsx?)$/;

interface Theme {
  name: string;
  /** The installed version; undefined when the theme is not installed. */
  version?: string;
  /** The installed theme's components folder. */
  components?: string;
  /** "<name> 3.10.2", "<name> v3.10.2" or "<name>@3.10.2", with or without the `@docusaurus/` scope. */
  named: RegExp;
}

function themes(siteDir: string): Theme[] {
  return THEME_PACKAGES.map((name) => {
    const names = [name, name.replace(/^@docusaurus\//, '')].map(escape).join('|');
    const named = new RegExp(`(?:${names})(?:@| v?)(\\d+\\.\\d+\\.\\d+)`, 'g');
    const dir = packageDir(siteDir, name);
    if (!dir) return { name, named };
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    return { name, version, components: path.join(dir, 'lib/theme'), named };
  });
}

/** A file that says in its first lines which version of a theme it copies or follows. */
export interface CopiedComponent {
  /** Relative to the site directory. */
  file: string;
  theme: string;
  version: string;
}

/**
 * Every source file under src/, in whatever folder, that names a theme
 * version in its first lines: the copies the guard holds to the installed
 * versions. The whole of src/ is read, not a list of theme folders, so a copy
 * that moves (as LocalSearchBar did, to src/features/search/ui/) stays checked.
 */
export function copiedComponents(siteDir: string): CopiedComponent[] {
  const known = themes(siteDir);
  return filesBelow(path.join(siteDir, 'src'), SOURCE).flatMap((file) => {
    const text = head(file);
    return known.flatMap((theme) =>
      [...text.matchAll(theme.named)].map(([, version]) => ({
        file: path.relative(siteDir, file).split(path.sep).join('/'),
        theme: theme.name,
        version,
      })),
    );
  });
}

/**
 * Copies of theme components say in their first lines which version of the
 * theme they copy ("theme-classic 3.10.2" or "@docusaurus/theme-classic@3.10.2"),
 * wherever under src/ they live. Every version named so must be the installed
 * one: an upgrade fails the build until someone compares the copy with the new
 * original and updates the line.
 *
 * Components in src/theme or a feature's theme folder (src/features/<name>/theme)
 * replace a theme's component of the same path. One that does so without
 * wrapping it (through `@theme-original/` or `@theme-init/`) must name the
 * version it copies, in its first lines or in those of a file beside it that
 * it imports.
 */
export function copiedComponentProblems(siteDir: string): string[] {
  const known = themes(siteDir);
  const problems: string[] = [];
  for (const copy of copiedComponents(siteDir)) {
    const installed = known.find((theme) => theme.name === copy.theme)?.version;
    if (!installed)
      problems.push(`${copy.file} copies ${copy.theme} ${copy.version}, but ${copy.theme} is not installed`);
    else if (copy.version !== installed)
      problems.push(
        `${copy.file} copies ${copy.theme} ${copy.version}, but ${installed} is installed: compare the copy with the installed original, then update its first lines`,
      );
  }
  const featuresDir = path.join(siteDir, 'src/features');
  const themeDirs = [
    path.join(siteDir, 'src/theme'),
    ...(fs.existsSync(featuresDir)
      ? fs.readdirSync(featuresDir).map((name) => path.join(featuresDir, name, 'theme'))
      : []),
  ].filter((dir) => fs.existsSync(dir));
  const installedThemes = known.flatMap(({ components, ...theme }) => (components ? [{ ...theme, components }] : []));
  for (const [themeDir, file] of themeDirs.flatMap((dir) =>
    filesBelow(dir, /(?<!\.d)\.[jt]sx?$/).map((f) => [dir, f] as const),
  )) {
    const rel = path.relative(siteDir, file);
    // In a plugin's theme folder `@theme-original/X` names the folder's own X, so a wrapper would render itself.
    if (themeDir !== path.join(siteDir, 'src/theme') && /@theme-original\//.test(fs.readFileSync(file, 'utf8')))
      problems.push(
        `${rel} imports @theme-original/, which in a plugin's theme folder is the file itself: use @theme-init/`,
      );
    const component = path
      .relative(themeDir, file)
      .replace(/\.[jt]sx?$/, '')
      .replace(/(^|\/)index$/, '')
      .split(path.sep)
      .join('/');
    const shadowed = installedThemes.filter(({ components }) =>
      [`${component}.js`, `${component}/index.js`].some((f) => fs.existsSync(path.join(components, f))),
    );
    if (shadowed.length === 0) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (new RegExp(`@theme-(original|init)/${escape(component)}['"]`).test(source)) continue;
    const besides = [...source.matchAll(/from '\.\/([^']+)'/g)].flatMap(([, name]) =>
      ['.tsx', '.ts', '.jsx', '.js'].map((ext) => path.join(path.dirname(file), name + ext)).filter(fs.existsSync),
    );
    const says = [file, ...besides].some((f) => shadowed.some((t) => new RegExp(t.named.source).test(head(f))));
    if (!says)
      problems.push(
        `${rel} replaces ${shadowed[0].name}'s ${component} without wrapping it: its first lines must say which version it copies (${shadowed[0].name}@${shadowed[0].version}) and what it changes`,
      );
  }
  return problems;
}

/** Throws, naming each patch and what it misses, unless every patch still applies to the installed packages. */
export function assertPatchesApply(siteDir: string, patches: Patch[]): void {
  const problems = [...patchProblems(siteDir, patches), ...copiedComponentProblems(siteDir)];
  if (problems.length) throw new Error(`Patches that no longer apply:\n  - ${problems.join('\n  - ')}`);
}
