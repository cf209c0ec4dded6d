// Loader for postman-code-generators/lib/assets/languages.js. That table
// requires all 35 of the package's code generators (about 1.4 MB of gzipped
// JS), while the API pages offer only the languages in themeConfig.languageTabs.
// It keeps the table's entries for those generators and drops the rest, so
// the bundler never sees the others. The build fails if the table changes
// shape, rather than silently shipping everything again.
const ENTRY =
  /\{\s*'type': 'code_generator',[^{}]*?'main': require\('\.\.\/\.\.\/codegens\/([a-z0-9.-]+)\/index\.js'\)\s*\}/g;

module.exports = function keepCodegens(source) {
  const { keep } = this.getOptions();
  const entries = [...source.matchAll(ENTRY)];
  const kept = entries.filter((m) => keep.includes(m[1]));
  const missing = keep.filter((dir) => !kept.some((m) => m[1] === dir));
  if (entries.length < 10 || missing.length > 0) {
    throw new Error(
      `api-reference: postman-code-generators' language table changed (found ${entries.length} entries, missing ${missing.join(', ') || 'none'}); update src/features/api-reference/patches/api-explorer/keepCodegens.cjs`,
    );
  }
  return `var codegenList = [\n${kept.map((m) => m[0]).join(',\n')}\n];\nmodule.exports = codegenList;\n`;
};
