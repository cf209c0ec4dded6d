import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlFiles } from '../../lib/htmlFiles';
import { withStylesheet } from '../../lib/withStylesheet';
import { API_DOCS_DIR } from '../api-reference/paths';
import * as openapiThemeModule from 'docusaurus-theme-openapi-docs';

type ThemeFactory = (context: LoadContext, options: unknown) => Plugin;
const openapiTheme = (openapiThemeModule as unknown as { default: ThemeFactory }).default;

/** The OpenAPI theme's stylesheet, imported by the generated operation pages instead of every page. */
export const OPENAPI_STYLES = 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

/**
 * The theme's Tabs and TabItem shadow classic's for every page, and their
 * CSS modules go to the API stylesheet's cache group: any guide with tabs
 * linked that 27 KB render-blocking stylesheet. Docs and pages outside the
 * generated API reference get classic's tabs, which read classic's context;
 * the API pages keep the theme's, which its ApiTabs, MimeTabs and the like
 * provide the context for.
 */
const classicTabsOutsideApiPages = (siteDir: string) => ({
  test: /\.mdx?$/,
  // Docusaurus' fallback MDX loader excludes every MDX rule's include, so one is required.
  include: [path.join(siteDir, 'docs'), path.join(siteDir, 'src/pages')],
  exclude: path.join(siteDir, API_DOCS_DIR) + path.sep,
  resolve: {
    alias: {
      '@theme/Tabs': require.resolve('@docusaurus/theme-classic/lib/theme/Tabs'),
      '@theme/TabItem': require.resolve('@docusaurus/theme-classic/lib/theme/TabItem'),
    },
  },
});

/**
 * docusaurus-theme-openapi-docs, minus its global stylesheet. Its 92 KB of
 * CSS (23 KB compressed, over half the site's) was render-blocking on every
 * page, though only API operation pages use it. Those pages import it
 * (src/plugins/api-reference), and a cache group of its own keeps it out of
 * the site-wide styles.css, so it loads with their route chunks. Docusaurus
 * links only the site-wide stylesheet in the built HTML, so the API pages get
 * theirs after the build: they must not paint unstyled until scripts run.
 */
export default function openapiThemeWithPageStyles(context: LoadContext, options: unknown): Plugin {
  const theme = openapiTheme(context, options);
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const base = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      const module = { rules: [...(base.module?.rules ?? []), classicTabsOutsideApiPages(context.siteDir)] };
      if (isServer) return { ...base, module };
      return {
        ...base,
        module,
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReferenceStyles: {
                name: 'api-reference-styles',
                type: 'css/mini-extract',
                test: /[\\/]docusaurus-theme-openapi-docs[\\/]/,
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
    async postBuild(props) {
      await theme.postBuild?.(props);
      const cssDir = path.join(props.outDir, 'assets/css');
      const stylesheet = fs.readdirSync(cssDir).find((f) => /^api-reference-styles\.[0-9a-f]+\.css$/.test(f));
      for (const file of await htmlFiles(props.outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (!html.includes(API_PAGE_MARKER)) continue;
        if (!stylesheet)
          throw new Error(`openapi-theme: ${file} is an API page, but no api-reference-styles CSS was built`);
        fs.writeFileSync(file, withStylesheet(html, `${props.baseUrl}assets/css/${stylesheet}`));
      }
    },
  };
}

/** The class ApiItem gives an operation page's two-column body. */
const API_PAGE_MARKER = 'theme-api-markdown';
