import path from 'node:path';
import { loaderPlugin, webpackPlugin, type Patch } from '../../../../lib/patches/types';

/**
 * The code generator (a folder of postman-code-generators' `codegens/`)
 * behind each language a tab in themeConfig.languageTabs can name; the API
 * explorer bundles only the ones the tabs name.
 */
const CODEGEN_FOR_LANGUAGE: Record<string, string> = {
  curl: 'curl',
  python: 'python-requests',
  nodejs: 'nodejs-axios',
  go: 'golang',
  powershell: 'powershell-restmethod',
};

/** The generators the tabs need; a tab whose language has none here fails the build instead of showing no code. */
export function codegensFor(tabs: Array<{ language: string }>): string[] {
  return tabs.map(({ language }) => {
    const codegen = CODEGEN_FOR_LANGUAGE[language];
    if (!codegen)
      throw new Error(
        `api-reference: themeConfig.languageTabs has "${language}", which has no code generator in src/features/api-reference/patches/api-explorer/index.ts (CODEGEN_FOR_LANGUAGE)`,
      );
    return codegen;
  });
}

/** Points `request` (exactly) at our stand-in beside this file. */
const shim = (request: string, file: string) =>
  webpackPlugin(`patch-${file}`, { resolve: { alias: { [`${request}$`]: path.join(__dirname, `${file}.cjs`) } } });

/**
 * Weight the API reference never needs in a browser. Measured on this site
 * (ARCHITECTURE.md's patch record): without the first three, opening the
 * request builder loads 1,396 KB more gzipped JS (1,649 KB, not 253 KB);
 * without the last two, every operation page loads 36 KB more before it
 * is interactive (282 KB, not 246 KB).
 */
export const apiExplorerPatches: Patch[] = [
  {
    name: 'API explorer: only the offered code generators (keepCodegens.cjs)',
    targets: [
      {
        module: 'postman-code-generators/lib/assets/languages.js',
        contains: "'main': require('../../codegens/curl/index.js')",
      },
    ],
    plugin: (context) =>
      loaderPlugin(
        'patch-keep-codegens',
        /postman-code-generators[\\/]lib[\\/]assets[\\/]languages\.js$/,
        path.join(__dirname, 'keepCodegens.cjs'),
        { keep: codegensFor((context.siteConfig.themeConfig.languageTabs ?? []) as Array<{ language: string }>) },
      )(),
  },
  {
    name: 'API explorer: response charsets decoded by TextDecoder, not iconv-lite (iconv-lite.cjs)',
    targets: [
      {
        module: 'postman-collection/lib/util.js',
        contains: 'iconvlite.encodingExists(charset)) {\n                return iconvlite.decode(buffer, charset);',
      },
    ],
    plugin: shim('iconv-lite', 'iconv-lite'),
  },
  {
    name: "API explorer: no fake data for Postman's {{$random}} variables (faker.cjs)",
    targets: [
      {
        module: 'postman-collection/lib/superstring/dynamic-variables.js',
        contains: "require('@faker-js/faker/locale/en')",
      },
    ],
    plugin: shim('@faker-js/faker/locale/en', 'faker'),
  },
  {
    name: 'API pages: SHA-1 of the storage key without all of crypto-js (crypto-js.cjs)',
    targets: [
      {
        module: 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js',
        contains: 'crypto_js_1.default.SHA1(message).toString()',
      },
    ],
    plugin: shim('crypto-js', 'crypto-js'),
  },
  {
    name: 'API pages: no pako for front matter written uncompressed (pako.cjs)',
    targets: [
      {
        module: 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
        contains: '(0, pako_1.ungzip)(base64ToUint8Array(api))',
      },
    ],
    plugin: shim('pako', 'pako'),
  },
];
