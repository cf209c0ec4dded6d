import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifestOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
const site = manifestOf(root);
const declared = new Set(Object.keys({ ...site.dependencies, ...site.devDependencies }));

/**
 * Packages imported on purpose through the declared package that depends on
 * them, because the code must reach that package's own copy: a patch's target
 * or a copy of its code, the renderer it draws with. Declaring them would let
 * npm install a second copy beside the one that package uses.
 */
const THROUGH: Record<string, { via: string; why: string }> = {
  '@docusaurus/theme-classic': { via: '@docusaurus/preset-classic', why: 'the CodeBlock copy uses its styles' },
  'postman-code-generators': { via: 'docusaurus-theme-openapi-docs', why: 'the api-explorer patch targets it' },
  'crypto-js': { via: 'docusaurus-theme-openapi-docs', why: 'the api-explorer shim must hash as it does' },
  mermaid: { via: '@docusaurus/theme-mermaid', why: 'diagrams are drawn with the mermaid the theme runs' },
  'chrome-launcher': { via: 'lighthouse', why: 'the bench starts Chrome for Lighthouse as Lighthouse does' },
  webpack: { via: '@docusaurus/types', why: "types of the compiler Docusaurus' plugin API passes" },
  '@docusaurus/utils-common': { via: '@docusaurus/core', why: 'the tslib-helper patch targets it' },
};

/** Bare specifiers Docusaurus resolves itself (@docusaurus/module-type-aliases declares them), not packages. */
const ALIAS = /^@(?:site|theme|theme-original|theme-init|generated)\//;
const docusaurusAliases = new Set(
  [
    ...fs
      .readFileSync(path.join(root, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8')
      .matchAll(/declare module '(@docusaurus\/[^'*]+)'/g),
  ].map(([, name]) => name),
);

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/**
 * The module specifiers a source file imports: import and export statements
 * (type-only ones marked), and calls of import(), require() and
 * require.resolve() with a string. A call spelled inside a string is not one.
 */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^;'"`]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
  for (const [, type, specifier] of source.matchAll(statement)) found.push({ specifier, typeOnly: !!type });
  const call = /(?<![\w$.'"`])(?:import|require(?:\.resolve)?)\s*\(\s*['"]([^'"]+)['"]/g;
  for (const [, specifier] of source.matchAll(call)) found.push({ specifier, typeOnly: false });
  return found;
}

const packageOf = (specifier: string) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** Why an import is not allowed, or undefined when it names a declared package (or none). */
function undeclared({ specifier, typeOnly }: Import): string | undefined {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]))
    return undefined;
  if (ALIAS.test(specifier) || docusaurusAliases.has(specifier)) return undefined;
  const name = packageOf(specifier);
  if (declared.has(name) || name in THROUGH) return undefined;
  const types = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
  if (typeOnly && declared.has(types)) return undefined;
  return `${name} is not in package.json's dependencies or devDependencies${typeOnly ? ` (nor is ${types})` : ''}`;
}

/** Every source file of the site's own code: src/, scripts/, tests/ and the config files at the root. */
function sourceFiles(): string[] {
  const code = /(?<!\.d)\.(?:[cm]?[jt]s|[jt]sx)$/;
  const below = ['src', 'scripts', 'tests'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && code.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const atRoot = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && code.test(entry.name))
    .map((entry) => path.join(root, entry.name));
  // This file's own samples are no imports.
  return [...atRoot, ...below].filter((file) => file !== __filename).sort();
}

describe('imports and package.json', () => {
  it('reads every way a file can import a package', () => {
    const source = [
      "import fs from 'node:fs';",
      "import React, {\n  useState,\n  type ReactNode,\n} from 'react';",
      "import type { Root } from 'mdast';",
      "import 'side-effect';",
      "export { visit } from 'unist-util-visit';",
      "export * from '@scope/pkg/sub/path.js';",
      "const lazy = () => import('lazy-pkg');",
      "const cjs = require('cjs-pkg');",
      "const where = require.resolve('resolved-pkg/lib/x.js');",
      'const text = "require(\'in-a-string\')";',
      "export const name = 'not-an-import';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: 'node:fs', typeOnly: false },
      { specifier: 'react', typeOnly: false },
      { specifier: 'mdast', typeOnly: true },
      { specifier: 'side-effect', typeOnly: false },
      { specifier: 'unist-util-visit', typeOnly: false },
      { specifier: '@scope/pkg/sub/path.js', typeOnly: false },
      { specifier: 'lazy-pkg', typeOnly: false },
      { specifier: 'cjs-pkg', typeOnly: false },
      { specifier: 'resolved-pkg/lib/x.js', typeOnly: false },
    ]);
    expect(undeclared({ specifier: 'cjs-pkg', typeOnly: false })).toBe(
      "cjs-pkg is not in package.json's dependencies or devDependencies",
    );
    expect(undeclared({ specifier: '@scope/pkg/sub/path.js', typeOnly: true })).toBe(
      "@scope/pkg is not in package.json's dependencies or devDependencies (nor is @types/scope__pkg)",
    );
    for (const specifier of ['node:path', 'fs/promises', './x', '@site/src/contract', '@docusaurus/Link', 'react'])
      expect(undeclared({ specifier, typeOnly: false })).toBeUndefined();
  });

  it('declares every package the code imports', () => {
    const problems = sourceFiles().flatMap((file) =>
      importsOf(fs.readFileSync(file, 'utf8')).flatMap((imported) => {
        const why = undeclared(imported);
        return why ? [`${path.relative(root, file)} imports '${imported.specifier}': ${why}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('imports a package through another only where that one depends on it, and still imports it', () => {
    const used = new Set(
      sourceFiles().flatMap((file) => importsOf(fs.readFileSync(file, 'utf8')).map((i) => packageOf(i.specifier))),
    );
    for (const [name, { via }] of Object.entries(THROUGH)) {
      expect(declared, `${name} comes through ${via}, which package.json must declare`).toContain(via);
      const parent = manifestOf(path.join(root, 'node_modules', via)) as Manifest & {
        peerDependencies?: Record<string, string>;
      };
      expect(
        Object.keys({ ...parent.dependencies, ...parent.peerDependencies }),
        `${via} depends on ${name}`,
      ).toContain(name);
      expect(declared, `${name} is declared now: drop it from THROUGH`).not.toContain(name);
      expect(used, `nothing imports ${name} any more: drop it from THROUGH`).toContain(name);
    }
  });
});
