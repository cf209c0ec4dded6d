import fs from 'node:fs';
import path from 'node:path';
import { tagOfDocsVersion } from '../contract';

export interface DocCodeBlock {
  /** Path relative to the site root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  /** The rest of the fence line, for example `title="x.yaml" fragment`. */
  meta: string;
  /** The block's text with the fence's own indentation removed (blocks inside list items are indented). */
  body: string;
}

/** The site root: this file sits in src/lib. */
const siteDir = path.resolve(__dirname, '../..');

/** Pages the build writes from data (see .gitignore); their sources are checked by their own tests. */
const GENERATED = /^toolhive\/reference\/(cli\/|crd-spec\.mdx$|crds\/|api\/.+\.(api|tag|info|schema)\.mdx$)/;

/**
 * The MDX pages written by hand of one docs version (by default the current
 * docs): everything under its folder that the build does not generate, plus
 * the introduction of its release's CRD page.
 */
export function docPages(
  root = siteDir,
  { docsDir = 'docs', tag = tagOfDocsVersion('current') }: { docsDir?: string; tag?: string } = {},
): string[] {
  const intro = `src/data/crds/${tag}/intro.mdx`;
  return fs
    .readdirSync(path.join(root, docsDir), { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.mdx') && !GENERATED.test(f))
    .map((f) => path.posix.join(docsDir, f))
    .concat(fs.existsSync(path.join(root, intro)) ? [intro] : [])
    .sort();
}

/** Every fenced code block of a file, in order. A fence closes only with the same run of backticks. */
export function codeBlocks(file: string, text = fs.readFileSync(path.join(siteDir, file), 'utf8')): DocCodeBlock[] {
  const blocks: DocCodeBlock[] = [];
  for (const m of text.matchAll(/^( *)(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)^ *\2[ \t]*$/gm)) {
    const [, indent, , lang, meta, body] = m;
    blocks.push({
      file,
      line: text.slice(0, m.index).split('\n').length,
      lang: lang.toLowerCase(),
      meta: meta.trim(),
      body: body.replace(new RegExp(`^ {0,${indent.length}}`, 'gm'), ''),
    });
  }
  return blocks;
}
