import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { encodeLines, plainLines, prismLines, type LineToken } from './tokens';

const require = createRequire(__filename);

export interface Options {
  /** themeConfig.prism.additionalLanguages: the same grammars the site registers. */
  additionalLanguages: string[];
}

let registered = '';

// Prism's language files extend a global Prism; point it at the instance
// prism-react-renderer tokenizes with, as theme-classic does in the browser.
function registerLanguages(languages: string[]): void {
  const key = languages.join(',');
  if (registered === key) return;
  const previous = (globalThis as { Prism?: unknown }).Prism;
  (globalThis as { Prism?: unknown }).Prism = Prism;
  try {
    for (const language of languages) {
      if (language === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${language}`);
    }
  } finally {
    if (previous === undefined) delete (globalThis as { Prism?: unknown }).Prism;
    else (globalThis as { Prism?: unknown }).Prism = previous;
  }
  registered = key;
}

/** Prism tokens for `code`, split into lines; plain lines without a grammar. */
export function tokenizeLines(code: string, language: string): LineToken[][] {
  return prismLines({ Prism, normalizeTokens }, code, language) ?? plainLines(code);
}

/**
 * Highlights fenced code at build time, so pages ship coloured tokens and no
 * syntax highlighter. Each fence's <code> gets a `highlighted` prop (the
 * lines in tokens.ts's compact form) that src/theme/CodeBlock renders.
 * Runs after Docusaurus' own plugins, so Mermaid and mdx-code-block fences are
 * already gone; fences with magic comments lose lines in CodeBlock, so the
 * text check there sends them to the browser-side highlighter instead.
 */
export default function remarkHighlightCode(options: Options) {
  registerLanguages(options.additionalLanguages);
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      const language = (node.lang ?? 'text').toLowerCase();
      const code = node.value.replace(/\r?\n$/, '');
      const lines = encodeLines(tokenizeLines(code, language));
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, highlighted: JSON.stringify(lines) },
      };
    });
  };
}
