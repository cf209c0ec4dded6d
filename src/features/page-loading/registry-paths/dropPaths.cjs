/**
 * Bundler loader for the route registry Docusaurus generates
 * (.docusaurus/registry.js), in the client build only. Each entry holds a
 * lazy import of a module, the module's path, and its weak id. The path is
 * for server rendering, where react-loadable's Capture reports it so the page
 * can name its scripts. No Capture runs in a browser, so there the string is
 * dead data on every page: about 4.5 KB gzipped of `@site/docs/...` paths for
 * the 529 entries of both docs versions. This replaces it with 0. Every entry
 * must match: after an upgrade that changes the format, the build fails here
 * instead of shipping the paths again.
 */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)*)"\), "\2", require\.resolveWeak\("\2"\)\],/gm;
const LINE = /^ {2}"[^"]+": \[/gm;

module.exports = function dropRegistryPaths(source) {
  const entries = source.match(LINE)?.length ?? 0;
  const matches = source.match(ENTRY)?.length ?? 0;
  if (entries === 0 || matches !== entries) {
    throw new Error(
      `${this.resourcePath}: expected every registry entry as [import(path), path, require.resolveWeak(path)], ` +
        `found ${matches} of ${entries}; update src/features/page-loading/registry-paths/dropPaths.cjs for the installed @docusaurus/core.`,
    );
  }
  return source.replace(
    ENTRY,
    (_, chunk, path) =>
      `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${path}"), 0, require.resolveWeak("${path}")],`,
  );
};
