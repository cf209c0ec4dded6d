/**
 * Bundler loader for @docusaurus/utils-common's lib/index.js, which every
 * page runs (applyTrailingSlash, for links). Compiled with TypeScript's
 * importHelpers, it requires all of tslib for one helper, `__importDefault`,
 * and since a `require()` keeps every export of the module it gets, main.js
 * carried tslib whole (about 4 KB gzipped, nothing else in the client uses
 * it). This puts the one helper in its place, as tslib writes it. The file
 * must require tslib once and use nothing but `__importDefault` from it:
 * after an upgrade that changes that, the build fails here.
 */
const REQUIRE = /^const tslib_1 = require\("tslib"\);$/gm;
const USE = /\btslib_1\.(\w+)/g;

module.exports = function inlineImportDefault(source) {
  const requires = source.match(REQUIRE)?.length ?? 0;
  const helpers = new Set([...source.matchAll(USE)].map((m) => m[1]));
  if (requires !== 1 || helpers.size !== 1 || !helpers.has('__importDefault')) {
    throw new Error(
      `${this.resourcePath}: expected tslib required once, as tslib_1, and used only for __importDefault; found ${requires} ` +
        `such require(s) and the helpers ${[...helpers].join(', ') || 'none'}; update ` +
        'src/features/page-loading/tslib-helper/inlineImportDefault.cjs for the installed @docusaurus/utils-common.',
    );
  }
  return source.replace(
    REQUIRE,
    'const tslib_1 = { __importDefault: (mod) => (mod && mod.__esModule ? mod : { default: mod }) };',
  );
};
