/**
 * Bundler loader for @docsearch/react's modal. The modal bundles Zod 4, whose
 * object schemas probe for `eval` with `new Function("")` when they are
 * created unless Zod's global config says `jitless: true`. Under the site's
 * Content-Security-Policy (no 'unsafe-eval') that probe was a violation report
 * each time the modal loaded. Zod's public switch, `z.config({ jitless: true })`,
 * cannot reach a copy bundled inside DocSearch, so this sets the same flag on
 * the bundled config object where it is created. The config object is found
 * as the one the schemas read `jitless` from; it must be found exactly once.
 */
module.exports = function zodJitless(source) {
  const readers = [...source.matchAll(/!(\w+)\.jitless\b/g)].map((m) => m[1]);
  const name = readers.length === 1 ? readers[0] : null;
  const declaration = name && new RegExp(`([,;\\s]${name.replace(/\$/g, '\\$')})=\\{\\}`, 'g');
  const matches = declaration ? (source.match(declaration)?.length ?? 0) : 0;
  if (matches !== 1) {
    throw new Error(
      `${this.resourcePath}: the bundled Zod's global config was not found exactly once ` +
        `(readers of jitless: ${readers.length}, declarations: ${matches}). ` +
        'The installed @docsearch/react differs from the pinned version; update src/features/search/patches/docsearch-jitless/zodJitless.cjs.',
    );
  }
  return source.replace(declaration, '$1={jitless:!0}');
};
