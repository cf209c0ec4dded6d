import type { Configuration } from 'webpack';

/**
 * The part of a `configureWebpack` result that makes the bundler's persistent
 * cache depend on data files a remark plugin reads. The cache keeps a compiled
 * page until its source or a build dependency changes, and a file read with
 * `fs` is neither, so a rebuild would serve the page's old words. A change to
 * one of these files evicts the cache, as a change to the site config does.
 * Nothing is added when the build has no persistent cache.
 */
export function cacheDependsOn(config: Configuration, files: string[]): Configuration {
  // Rspack (Docusaurus Faster) keeps its persistent cache under experiments.cache.
  const rspackCache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object') {
    return { experiments: { cache: { buildDependencies: files } } } as Configuration;
  }
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    return { cache: { type: 'filesystem', buildDependencies: { data: files } } };
  }
  return {};
}
