import type { Config } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin the site runs (./plugin.ts wraps Docusaurus's), as a path
 * from the site's folder: docusaurus-plugin-openapi-docs finds the docs
 * options by this name, in the site config. So this entry, unlike the OpenAPI
 * and post-build plugins (src/lib/serverOnlyOptions.ts), keeps its options in
 * the config the browser gets (about 0.15 KB gzipped).
 */
export const DOCS_PLUGIN = './src/features/doc-cards/plugin.ts';

/**
 * The site's config with the classic preset's docs options served by
 * DOCS_PLUGIN instead of the preset's own docs plugin, so the options stay
 * where Docusaurus's documentation puts them.
 */
export function withDocCardsPlugin(config: Config): Config {
  const [[name, options], ...presets] = config.presets as [string, { docs?: DocsOptions | false }][];
  if (name !== 'classic' || !options.docs)
    throw new Error('src/features/doc-cards: the first preset must be the classic preset with docs options');
  return {
    ...config,
    presets: [[name, { ...options, docs: false }], ...presets],
    plugins: [[DOCS_PLUGIN, options.docs], ...(config.plugins ?? [])],
  };
}
