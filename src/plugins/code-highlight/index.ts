import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { kebab, styledTypes, tokenVar } from './tokens';

const require = createRequire(__filename);

interface PrismThemeConfig {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

/**
 * Token colours as CSS. prism-react-renderer puts them inline from the
 * current mode, so the server render was always the dark theme and every code
 * block re-rendered after hydration to switch. Here each mode's theme sets
 * custom properties (light on :root, as Infima does, so pages read without
 * JavaScript are consistent) and one rule per type reads them. A token of
 * several styled types gets a var() chain inline instead (tokens.ts).
 */
export function prismThemeCss(themes: PrismThemeConfig): string {
  const light = themes.theme;
  const dark = themes.darkTheme ?? themes.theme;
  const rules = ['.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}'];
  const styled = styledTypes([light, dark]);
  for (const [scope, theme] of [
    [':root', light],
    ["[data-theme='dark']", dark],
  ] as const) {
    // Both scopes match <html> in dark mode: `initial` voids a light value the
    // dark theme does not set, so var() falls back as for an unstyled type.
    const values = new Map<string, string>(
      [...styled].flatMap(([type, properties]) => properties.map((p) => [tokenVar(type, p), 'initial'] as const)),
    );
    for (const { types, languages, style } of theme.styles) {
      if (languages)
        throw new Error(
          `code-highlight: theme entries for some languages only (${languages.join(', ')}) are not supported`,
        );
      for (const type of types)
        for (const [property, value] of Object.entries(style)) values.set(tokenVar(type, property), String(value));
    }
    values.set('--prism-color', theme.plain.color ?? 'inherit');
    values.set('--prism-background-color', theme.plain.backgroundColor ?? 'transparent');
    rules.push(`${scope}{${[...values].map(([name, value]) => `${name}:${value}`).join(';')}}`);
  }
  for (const [type, properties] of styled) {
    const declarations = properties.map((property) => `${kebab(property)}:var(${tokenVar(type, property)},unset)`);
    rules.push(`.token.${type}{${declarations.join(';')}}`);
  }
  return rules.join('\n') + '\n';
}

/**
 * Build-time syntax highlighting (see remark.ts): writes the token colours
 * for both colour modes, and keeps Prism out of the site-wide bundle.
 * theme-classic's client module loads Prism and its extra grammars on every
 * page (about 32 KB gzipped and 340 ms of script at 4x CPU throttle); here it
 * resolves to nothing, and `prism-react-renderer` resolves to prism-runtime.ts,
 * which registers those grammars, for the code that still highlights in the
 * browser: the OpenAPI request builder and code rendered from data.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as PrismThemeConfig;
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, prismThemeCss(prism));
  const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: () => ({
      resolve: {
        alias: {
          [path.join(themeClassic, 'lib/prism-include-languages.js')]: path.resolve(__dirname, 'no-client-prism.ts'),
          'prism-react-renderer$': path.resolve(__dirname, 'prism-runtime.ts'),
        },
      },
    }),
  };
}
