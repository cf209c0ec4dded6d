/**
 * Bundler loader for @docusaurus/core's client/browserContext.js. Once the
 * page has hydrated, that provider sets `isBrowser` to true in an effect, an
 * urgent update, so everything that renders differently in a browser renders
 * again at once in one task the reader cannot interrupt. Wrapped in
 * `React.startTransition`, React renders it in slices and serves input first.
 * The call must appear exactly once: after an upgrade that moves it, the
 * build fails here rather than quietly going back to one long task.
 */
const CALL = /\bsetIsBrowser\(true\);/g;

module.exports = function startTransition(source) {
  const matches = source.match(CALL)?.length ?? 0;
  if (matches !== 1 || !/^import React\b/m.test(source)) {
    throw new Error(
      `${this.resourcePath}: expected one setIsBrowser(true) call and a default React import, found ${matches} call(s); ` +
        'update src/features/page-loading/browser-transition/startTransition.cjs for the installed @docusaurus/core.',
    );
  }
  return source.replace(CALL, 'React.startTransition(() => setIsBrowser(true));');
};
