import fs from 'node:fs';
import path from 'node:path';
import type { PrismTheme } from 'prism-react-renderer';
import { HIGHLIGHTED_LINE_TINT } from './accessibleTheme';
import type { Patch } from '../../lib/patches/types';

const CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';
const CONTAINER_MODULE = '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js';
// ThemeClassNames.common.codeBlock, the class theme-classic gives every code block's container.
const CODE_BLOCK_CLASS = 'theme-code-block';

/**
 * Token colours as CSS, one rule per Prism type and colour mode, so the
 * tokens the build wrote need no inline styles from the current mode's theme;
 * the highlighted-line tint the themes' colours were chosen against; and each
 * block's plain colour and background.
 */
export function prismThemeCss({ theme, darkTheme = theme }: { theme: PrismTheme; darkTheme?: PrismTheme }): string {
  // More specific than theme-classic's own `:root` and `[data-theme='dark']` defaults.
  const rules = [
    `:root:not([data-theme='dark']){--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE_TINT.light}}`,
    `html[data-theme='dark']{--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE_TINT.dark}}`,
  ];
  for (const [scope, { plain, styles }] of [
    [":root:not([data-theme='dark'])", theme],
    ["[data-theme='dark']", darkTheme],
  ] as const) {
    // theme-classic's CodeBlock/Container writes these two as an inline style
    // from the colour mode React knows. The server renders the default mode
    // (dark), and React learns the reader's mode only after hydration, which
    // starts after the first paint: light-mode readers saw dark blocks with
    // light-mode tokens until then. `data-theme` is set before the first
    // paint, and `!important` is what outranks an inline style.
    const block = [
      plain.color && `--prism-color:${plain.color} !important`,
      plain.backgroundColor && `--prism-background-color:${plain.backgroundColor} !important`,
    ].filter(Boolean);
    if (block.length) rules.push(`${scope} .${CODE_BLOCK_CLASS}{${block.join(';')}}`);
    for (const { types, languages, style } of styles) {
      if (languages)
        throw new Error(`code-highlight: theme styles for some languages only (${languages}) are not supported`);
      const declarations = Object.entries(style).map(
        ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
      );
      rules.push(`${types.map((type) => `${scope} .token.${type}`).join(',')}{${declarations.join(';')}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}

/**
 * Fenced code is coloured at build time (./remark.ts, src/features/code-highlight/theme/CodeBlock),
 * and Prism leaves the site-wide bundle: theme-classic's client module that
 * registers the extra grammars imports prism-react-renderer (about 30 KB of
 * gzipped JS on every page); it resolves to an empty module, and the
 * CodeBlock that still highlights in the browser (code not from Markdown)
 * imports Prism on demand.
 */
const codeHighlight: Patch = {
  name: 'code-highlight',
  targets: [
    { module: CLIENT_MODULE, contains: "import { Prism } from 'prism-react-renderer'" },
    { module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js', contains: '<Highlight' },
    { module: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css', contains: '.codeBlockLines' },
    // What src/features/code-highlight/theme/CodeBlock leaves out: once this is gone upstream, that copy can go.
    { module: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js', contains: 'key={String(isBrowser)}' },
    // The inline colours prismThemeCss outranks, on the element that carries the class.
    { module: CONTAINER_MODULE, contains: 'style={prismCssVariables}' },
    { module: CONTAINER_MODULE, contains: 'ThemeClassNames.common.codeBlock' },
    { module: '@docusaurus/theme-common/lib/utils/ThemeClassNames.js', contains: `codeBlock: '${CODE_BLOCK_CLASS}'` },
  ],
  plugin(context) {
    const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
    fs.mkdirSync(path.dirname(cssFile), { recursive: true });
    fs.writeFileSync(cssFile, prismThemeCss(context.siteConfig.themeConfig.prism as { theme: PrismTheme }));
    return {
      name: 'code-highlight',
      getThemePath: () => path.join(__dirname, 'theme'),
      getClientModules: () => [cssFile],
      configureWebpack: () => ({
        resolve: { alias: { [require.resolve(CLIENT_MODULE)]: path.resolve(__dirname, 'noClientPrism.ts') } },
      }),
    };
  },
};

export default codeHighlight;
