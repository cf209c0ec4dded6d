import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import { createApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { emitFile } from '../../lib/emitFile';
import { assertValidSpec } from './validateSpec';
import { DOCS_PLUGIN } from '../doc-cards';
import { generateApiSpec } from '../../data/api/join';
import { docsDirOf, docsReleases, specFileOf, type DocsRelease } from '../../reference/releases';

/** The name of the spec each docs version writes under api-specs/ and serves there. */
export const SPEC_NAME = 'toolhive-api.yaml';
/** The openapi-docs config of a docs version: `toolhive-api` for the current docs, `toolhive-api-<name>` for a frozen one. */
export const apiConfigIdOf = (release: DocsRelease): string =>
  release.version === 'current' ? 'toolhive-api' : `toolhive-api-${release.version}`;
/** The page's own item component (read by src/theme/DocItem). */
export const API_ITEM_EXPORT = `export { default as itemComponent } from '@theme/ApiItem';`;

/**
 * docusaurus-plugin-openapi-docs' options, as its README sets them, for
 * `docusaurus gen-api-docs all` (npm runs it before `build` and `start`).
 */
export const openapiDocsOptions: {
  id: string;
  docsPlugin: string;
  docsPluginId: string;
  config: Record<string, OpenApiPlugin.Options>;
} = {
  id: 'toolhive-api',
  // The docs plugin the site runs, whose options say where the docs are (src/features/doc-cards).
  docsPlugin: DOCS_PLUGIN,
  docsPluginId: 'default',
  config: Object.fromEntries(
    docsReleases().map((release) => [
      apiConfigIdOf(release),
      {
        specPath: specFileOf(release, SPEC_NAME),
        outputDir: `${docsDirOf(release)}/toolhive/reference/api`,
        // toolhive/reference/api/index.mdx, written by hand, is the overview.
        showInfoPage: false,
        // ApiItem takes the operation as it is; compressed, every page would inflate it with pako.
        disableCompression: true,
        // Props stay in the page, as small as they are, rather than in JSON files beside it.
        externalJsonProps: false,
        sidebarOptions: { groupPathsBy: 'tag', categoryLinkSource: 'tag' },
        // Tag pages get a real title and description instead of the bare tag name.
        tagTemplate: path.join(__dirname, 'tag-page.mustache'),
        markdownGenerators: {
          // Operation pages bring their own item component (ApiItem and its redux
          // store) and the theme's styles through their content chunk, which loads
          // before hydration; made global (`docItemComponent`), both would load on
          // every doc page.
          createApiPageMD: (page) => `${API_ITEM_EXPORT}\n\n${createApiPageMD(page)}`,
        },
      } satisfies OpenApiPlugin.Options,
    ]),
  ),
};

/**
 * Writes each docs version's spec from its release's facts and our words
 * (src/data/api/join.ts) before any command reads it, the generator's
 * included; fails every command when facts and words do not match, naming
 * each key, or when a spec does not pass the linter, naming the file and each
 * problem; serves each spec, as it is, from the dev server and the build.
 */
export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const specs = docsReleases().map((release) => ({ release, file: specFileOf(release, SPEC_NAME) }));
  for (const { release, file } of specs) {
    const specPath = path.join(context.siteDir, file);
    const source = generateApiSpec(context.siteDir, release.tag);
    fs.mkdirSync(path.dirname(specPath), { recursive: true });
    fs.writeFileSync(specPath, source);
    await assertValidSpec(source, file);
  }
  return {
    name: 'api-reference',
    // Wrappers and replacements of docusaurus-theme-openapi-docs components; this plugin is listed after that theme.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: emitFile(specs.map(({ file }) => ({ from: path.join(context.siteDir, file), to: file }))),
  };
}
