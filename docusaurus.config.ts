import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { siDiscord, siGithub, siYoutube } from 'simple-icons';
import { HIGHLIGHTED_LINE_TINT, withContrast } from './src/features/code-highlight/accessibleTheme';
import postBuild, { type PostBuildOptions } from './src/features/post-build';
import { scriptsAfterPaint } from './src/features/post-build/scriptsAfterPaint';
import searchIndexPlugin from './src/features/search';
import llmsTxtPlugin from './src/features/llms-txt';
import mcpPackagePlugin, { packedFrom } from './src/features/mcp-package';
import cliReferencePlugin from './src/features/cli-reference';
import crdReferencePlugin from './src/features/crd-reference';
import changesPagePlugin from './src/features/changes-page';
import { withCategoryPagesOnce } from './src/features/crd-reference/sidebar';
import apiReferencePlugin, { openapiDocsOptions } from './src/features/api-reference';
import { API_DIR, apiSidebarOf, withApiCategories } from './src/features/api-reference/sidebar';
import { withRetiredCommands } from './src/features/cli-reference/sidebar';
import { withDocCardsPlugin } from './src/features/doc-cards';
import chunkFileNamesPlugin from './src/features/page-loading/chunk-file-names';
import { searchSettings } from './src/features/search/config';
import mcpGuidesPlugin from './src/features/mcp-guides';
import registrySchemaPlugin from './src/features/registry-schema';
import registrySchemaRemark, { type RegistrySchemaRemarkOptions } from './src/features/registry-schema/remark';
import { createFrontMatterParser } from './src/features/front-matter';
import type { MermaidSettings } from './src/features/diagrams/diagrams';
import remarkMermaidSvg from './src/features/diagrams/remark';
import remarkHighlightCode from './src/features/code-highlight/remark';
import remarkGlueCodePunctuation from './src/features/inline-code/remark';
import { patchPlugins } from './src/lib/patches/plugin';
import { serverOnlyOptions } from './src/lib/serverOnlyOptions';
import openapiDocsPlugin from 'docusaurus-plugin-openapi-docs/lib';
import { patches } from './src/features/patches';
import { DEFAULT_DOCS_VERSION, DEFAULT_SITE_URL, docsVersionPath, TOOLHIVE_VERSION } from './src/contract';
import { docsReleases } from './src/reference/releases';
import type { VersionOptions } from '@docusaurus/plugin-content-docs';

// Every hosted service is opt-in through the environment; with none set the
// site makes no request outside its own origin.
const env = process.env;
const siteUrl = env.SITE_URL ?? DEFAULT_SITE_URL;
const repoUrl = env.DOCS_REPO_URL ?? 'https://github.com/stacklok/toolhive-docs';
const editUrl = env.DOCS_EDIT_URL ?? `${repoUrl}/edit/main/`;
// Local index unless ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set.
const search = searchSettings(env, repoUrl);
// Grammars beyond prism-react-renderer's own.
const prismLanguages = ['bash', 'json', 'powershell', 'docker', 'promql'];
// Diagrams are drawn with these by `npm run diagrams` (and by the browser in
// `npm start` until then). The site uses system fonts, which differ between
// readers, so labels use Arial's metrics, which Windows, macOS, iOS and most
// Linux desktops have (Arial, Helvetica, Liberation Sans or Arimo): the boxes
// Mermaid measures fit the text readers see. A fixed seed for the shapes
// Mermaid draws with Rough.js makes a redrawing byte-identical.
const mermaidSettings = {
  theme: { light: 'neutral', dark: 'dark' },
  // Long messages of a sequence diagram wrap between its participants instead
  // of widening it: a drawing wider than the column is scaled down, and its
  // labels with it (tests/e2e/every-page.spec.ts wants 12 px or more).
  options: {
    fontFamily: "Arial, Helvetica, 'Liberation Sans', Arimo, sans-serif",
    handDrawnSeed: 1,
    sequence: { wrap: true, width: 130, actorMargin: 40 },
  },
} satisfies MermaidSettings;
// Build-time work on docs and pages alike: code colours and punctuation kept
// beside long inline code, after Docusaurus' own plugins, and diagram
// drawings, before its Mermaid plugin.
const remarkPlugins = [
  [remarkHighlightCode, { additionalLanguages: prismLanguages }],
  [remarkGlueCodePunctuation, {}],
] satisfies [unknown, unknown][];
const remarkDiagrams = [
  remarkMermaidSvg,
  { settings: mermaidSettings, missing: process.env.NODE_ENV === 'production' ? 'fail' : 'browser' },
] satisfies [unknown, unknown];

// Each docs version is labelled with the release it documents. The default one owns the
// unprefixed routes. Current docs that are not the default yet are the upcoming version under
// /next/ with an "unreleased" banner; a frozen version that is no longer the default keeps its
// own path with an "unmaintained" banner and stays out of the sitemap and search engines, while
// our own search still serves it (the banners' words: i18n/en/code.json).
const releases = docsReleases();
function versionOptions(version: string): Partial<VersionOptions> {
  if (version === DEFAULT_DOCS_VERSION) return { banner: 'none', badge: false };
  return version === 'current' ? { banner: 'unreleased' } : { banner: 'unmaintained', noIndex: true };
}
const versions: Record<string, VersionOptions> = Object.fromEntries(
  releases.map(({ version, tag }) => [
    version,
    { label: tag, path: docsVersionPath(version), ...versionOptions(version) },
  ]),
);

const community = [
  { href: 'https://github.com/stacklok/toolhive', name: 'ToolHive on GitHub', icon: siGithub },
  { href: 'https://discord.gg/stacklok', name: 'Stacklok community on Discord', icon: siDiscord },
  { href: 'https://www.youtube.com/@Stacklok', name: 'Stacklok videos on YouTube', icon: siYoutube },
];

// Icon-only links still need a name for screen readers: the SVG is hidden
// and the anchor carries aria-label.
function iconLink({ href, name, icon }: (typeof community)[number]): string {
  return (
    `<a class="icon-link" href="${href}" aria-label="${name}" title="${name}" target="_blank" rel="noopener noreferrer">` +
    `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="${icon.path}"/></svg></a>`
  );
}

const config: Config = {
  title: 'ToolHive Docs',
  tagline: 'Simple and secure AI tools',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  // A one-version preview (DOCS_VERSIONS) cannot resolve the navbar's links into the versions it leaves out.
  onBrokenLinks: process.env.DOCS_VERSIONS ? 'warn' : 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    // The worker-thread SSG of `faster` needs the v4 head-attribute behaviour.
    v4: { removeLegacyPostBuildHeadAttribute: true },
    faster: true,
  },

  markdown: {
    mermaid: true,
    // Every doc needs a title and a description; a page without them fails the build, naming the file.
    parseFrontMatter: createFrontMatterParser(`${__dirname}/docs`),
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  themes: [
    '@docusaurus/theme-mermaid',
    'docusaurus-theme-openapi-docs',
    // After docusaurus-theme-openapi-docs, whose components its theme folder wraps. Fails every command on
    // an invalid API spec, naming the file and the problems; serves the spec.
    apiReferencePlugin,
  ],
  plugins: [
    // Fails the build when a patch of a dependency no longer applies, then adds the patches' plugins.
    ...patchPlugins(patches),
    // Scripts named by chunk id: the runtime every page runs needs no map from id to name.
    chunkFileNamesPlugin,
    // packedFrom: the docs MCP server package (last plugin but one) is made from their output.
    (context) => packedFrom(searchIndexPlugin(context, { local: search.local })),
    (context) => packedFrom(llmsTxtPlugin(context)),
    // Writes each docs version's toolhive/reference/cli/ from its release's facts and src/data/cli/<tag>/ (commands.yaml, retired.yaml) before the docs load.
    cliReferencePlugin,
    // Writes each docs version's toolhive/reference/crd-spec.mdx (and, for a release whose words choose page-per-kind,
    // toolhive/reference/crds/) from its release's facts and src/data/crds/<tag>/ before the docs load.
    crdReferencePlugin,
    // After the CLI and CRD plugins, whose pages it links to: writes the current docs' toolhive/reference/changes-since-v0.3.5.mdx
    // from the drift between the releases' facts and src/data/changes/<tag>.yaml, failing on an item without words.
    changesPagePlugin,
    // Writes each docs version's API pages from its api-specs/…/toolhive-api.yaml on `docusaurus gen-api-docs all` (npm's prebuild and prestart).
    // Options given this way stay out of the config every page's script carries (src/lib/serverOnlyOptions.ts).
    serverOnlyOptions(openapiDocsPlugin, openapiDocsOptions),
    // Fails the build when an MCP server guide names a server or field missing from the registry data.
    mcpGuidesPlugin,
    // Writes and serves each docs version's registry schema under /api-specs/, joined from its release's facts and src/data/registry/<tag>/words.yaml.
    registrySchemaPlugin,
    // Publishes the docs MCP server per docs version as /toolhive-docs-mcp-<release>.tgz, the default one also as /toolhive-docs-mcp.tgz.
    mcpPackagePlugin,
    // Last: the one pass over the built pages, and the CSP and header files from the final HTML.
    serverOnlyOptions(postBuild, {
      rewrites: [scriptsAfterPaint],
      scriptSources: env.GTM_CONTAINER_ID ? ['https://www.googletagmanager.com'] : [],
      connectSources: [
        ...(env.GTM_CONTAINER_ID ? ['https://www.google-analytics.com'] : []),
        ...(search.local ? [] : ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']),
        ...(search.customFields.chatUrl ? [new URL(search.customFields.chatUrl).origin] : []),
      ],
    } satisfies PostBuildOptions),
  ],
  clientModules: ['./src/clientModules/storageFallback.ts', './src/clientModules/dropdownEscape.ts'],
  customFields: { search: search.customFields },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl,
          showLastUpdateTime: true,
          remarkPlugins,
          // A one-version preview of another version serves it at the unprefixed routes:
          // Docusaurus requires lastVersion to be one of the versions it builds.
          lastVersion: releases.some((r) => r.version === DEFAULT_DOCS_VERSION)
            ? DEFAULT_DOCS_VERSION
            : releases[0].version,
          versions,
          // DOCS_VERSIONS=current (or v0.3.5) builds one version, for quick previews.
          ...(process.env.DOCS_VERSIONS ? { onlyIncludeVersions: releases.map((r) => r.version) } : {}),
          // A frozen version's pages are fixed in its own folder, not edited through docs/.
          editCurrentVersion: false,
          async sidebarItemsGenerator({ defaultSidebarItemsGenerator, ...args }) {
            // Each version's API categories, written by `gen-api-docs` into its docs folder.
            const apiCategories = await apiSidebarOf(args.version.contentPath);
            if (args.item.dirName === API_DIR) return apiCategories;
            const items = withCategoryPagesOnce(await defaultSidebarItemsGenerator(args));
            return withRetiredCommands(withApiCategories(items, apiCategories));
          },
          // Renders the registry schema reference into the page's AST (headings reach the TOC).
          beforeDefaultRemarkPlugins: [
            remarkDiagrams,
            [registrySchemaRemark, { siteDir: __dirname } satisfies RegistrySchemaRemarkOptions],
          ],
        },
        blog: false,
        pages: { remarkPlugins, beforeDefaultRemarkPlugins: [remarkDiagrams] },
        theme: { customCss: ['./src/css/custom.css', './src/css/reference-layout.css'] },
        sitemap: { lastmod: 'date', changefreq: null, priority: null },
        ...(env.GTM_CONTAINER_ID ? { googleTagManager: { containerId: env.GTM_CONTAINER_ID } } : {}),
      } satisfies Preset.Options,
    ],
  ],

  scripts: env.INSIGHTS_SCRIPT_URL ? [{ src: env.INSIGHTS_SCRIPT_URL, defer: true }] : [],

  themeConfig: {
    metadata: [{ name: 'theme-color', content: '#1b1d2e' }],
    algolia: search.algolia,
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar: {
      // The bar names the default version's release; a new one gets a new id, so readers who closed the bar see it again.
      id: `thv-${TOOLHIVE_VERSION.replace(/\./g, '-')}`,
      content: `These docs cover ToolHive ${TOOLHIVE_VERSION} by default. New here? Start with the <a href="/toolhive/quickstart">quickstart</a>.`,
      isCloseable: true,
      // The bar's inline style; the variables follow the colour mode (src/css/custom.css).
      backgroundColor: 'var(--th-announcement-bg)',
      textColor: 'var(--th-announcement-fg)',
    },
    navbar: {
      title: 'ToolHive',
      hideOnScroll: true,
      logo: {
        alt: 'ToolHive logo',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      // Doc links lead to the page in the docs version the reader is on (then the preferred one, then the
      // default), where a route always leads to one version. `custom-docLink` (src/theme/NavbarItem) finds
      // the page as a `doc` item does, but is active only on its page and those below it, as a route is.
      items: [
        {
          type: 'dropdown',
          label: 'ToolHive Docs',
          position: 'left',
          items: [
            { type: 'custom-docLink', label: 'Home', docId: 'toolhive/index' },
            { type: 'custom-docLink', label: 'Tutorials', docId: 'toolhive/tutorials/index' },
            { type: 'custom-docLink', label: 'ToolHive UI', docId: 'toolhive/guides-ui/index' },
            { type: 'custom-docLink', label: 'ToolHive CLI', docId: 'toolhive/guides-cli/index' },
            { type: 'custom-docLink', label: 'Kubernetes Operator', docId: 'toolhive/guides-k8s/index' },
          ],
        },
        {
          type: 'dropdown',
          label: 'References',
          position: 'left',
          items: [
            { type: 'custom-docLink', label: 'CLI commands', docId: 'toolhive/reference/cli/cli' },
            { type: 'custom-docLink', label: 'API', docId: 'toolhive/reference/api/index' },
            { type: 'custom-docLink', label: 'Registry schema', docId: 'toolhive/reference/registry-schema' },
            { type: 'custom-docLink', label: 'Operator CRD spec', docId: 'toolhive/reference/crd-spec' },
          ],
        },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        ...community.map((link) => ({
          type: 'html' as const,
          position: 'right' as const,
          className: 'navbar-icon-item',
          value: iconLink(link),
        })),
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'ToolHive logo',
        src: 'img/logo-dark.svg',
        width: 40,
        height: 40,
        href: '/',
      },
      // Footer links take a route or a URL only (Docusaurus has no doc item there), so these lead to the
      // default docs version from every page.
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Quickstart', to: '/toolhive/quickstart' },
            { label: 'ToolHive CLI', to: '/toolhive/guides-cli' },
            { label: 'Kubernetes Operator', to: '/toolhive/guides-k8s' },
          ],
        },
        {
          title: 'Reference',
          items: [
            { label: 'CLI commands', to: '/toolhive/reference/cli/thv' },
            { label: 'API', to: '/toolhive/reference/api' },
            { label: 'Registry schema', to: '/toolhive/reference/registry-schema' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: 'https://github.com/stacklok/toolhive' },
            { label: 'Discord', href: 'https://discord.gg/stacklok' },
            { label: 'YouTube', href: 'https://www.youtube.com/@Stacklok' },
            { html: `<div class="footer-icons">${community.map(iconLink).join('')}</div>` },
          ],
        },
      ],
      copyright: `Copyright © 2025 Stacklok, Inc. Documentation licensed under Apache-2.0.`,
    },
    prism: {
      // WCAG AAA (7:1), on plain lines and on highlighted ones.
      theme: withContrast(prismThemes.github, 7.1, HIGHLIGHTED_LINE_TINT.light),
      darkTheme: withContrast(prismThemes.dracula, 7.1, HIGHLIGHTED_LINE_TINT.dark),
      additionalLanguages: prismLanguages,
    },
    mermaid: mermaidSettings,
    // Code samples on API pages: the tools a ToolHive user scripts with, curl first.
    languageTabs: [
      { highlight: 'bash', language: 'curl', logoClass: 'curl' },
      { highlight: 'python', language: 'python', logoClass: 'python' },
      { highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs' },
      { highlight: 'go', language: 'go', logoClass: 'go' },
      { highlight: 'powershell', language: 'powershell', logoClass: 'powershell' },
    ],
  } satisfies Preset.ThemeConfig,
};

// The preset's docs options run through src/features/doc-cards/plugin.ts, which keeps the docs'
// descriptions out of the metadata every doc page loads except where doc cards show them.
export default withDocCardsPlugin(config);
