import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { encodeLines } from './lines';

const require = createRequire(__filename);

export interface Options {
  /** themeConfig.prism.additionalLanguages: the grammars the browser would register. */
  additionalLanguages: string[];
}

// Prism's grammar files extend a global Prism; this lends them
// prism-react-renderer's, as theme-classic's prism-include-languages does in the browser.
function registerLanguages(languages: string[]): void {
  const scope = globalThis as { Prism?: unknown };
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of languages) require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete scope.Prism;
    else scope.Prism = previous;
  }
}

/**
 * Gives each fenced code block its Prism tokens as a `highlighted` prop,
 * which src/features/code-highlight/theme/CodeBlock renders, so a page needs no highlighter. A
 * language Prism has no grammar for stays plain text, as in the browser.
 */
export default function remarkHighlightCode({ additionalLanguages }: Options) {
  registerLanguages(additionalLanguages);
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      const grammar = Prism.languages[(node.lang ?? '').toLowerCase()];
      const code = node.value.replace(/\r?\n$/, '');
      const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, highlighted: JSON.stringify(encodeLines(lines)) },
      };
    });
  };
}
