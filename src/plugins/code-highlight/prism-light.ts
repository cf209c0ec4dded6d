// The highlighter for the code the browser colours most: the API pages' JSON
// samples and curl calls. Prism's core with two grammars is about 6 KB
// gzipped; prism-react-renderer's Prism, with every grammar it bundles and the
// site's extra ones, is about 31 KB and on a phone a 200 ms task to register
// them. Other languages still load that one (CodeBlock/Content picks, by
// prism-light-languages.ts).
// The imports run in this order: the first two set up the global the grammar
// files write to.
import './prism-light-manual';
import Prism from 'prismjs/components/prism-core';
import './prism-light-global';
// The minified files, not the ones prism-runtime.ts requires: a grammar file
// registers on whichever Prism is global when it first runs, and a bundle runs
// each module once, so sharing a file would leave one runtime without it.
import 'prismjs/components/prism-json.min.js';
import 'prismjs/components/prism-bash.min.js';
import type { LineToken } from './tokens';

export { Prism };

type PrismToken = string | { type: string; alias?: string | string[]; content: PrismToken | PrismToken[] };

function withType(types: string[], added: string | string[]): string[] {
  return types.at(-1) === added ? types : types.concat(added);
}

function markEmpty(line: LineToken[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], { content: '\n', empty: true });
}

/**
 * Prism's token tree as lines of typed text, with the same result as
 * prism-react-renderer's normalizeTokens (a unit test compares the two), so
 * colours do not depend on which runtime drew a block.
 */
export function normalizeTokens(tokens: PrismToken[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const walk = (list: PrismToken[], types: string[], nested: boolean) => {
    for (const token of list) {
      let tokenTypes = nested ? types : ['plain'];
      let content: PrismToken | PrismToken[];
      if (typeof token === 'string') content = token;
      else {
        tokenTypes = withType(types, token.type);
        if (token.alias) tokenTypes = withType(tokenTypes, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        // prism-react-renderer skips a lone nested token (Prism nests arrays).
        if (Array.isArray(content)) walk(content, tokenTypes, true);
        continue;
      }
      const [first, ...rest] = content.split(/\r\n|\r|\n/);
      lines.at(-1)!.push({ types: tokenTypes, content: first });
      for (const text of rest) {
        markEmpty(lines.at(-1)!);
        lines.push([{ types: tokenTypes, content: text }]);
      }
    }
  };
  walk(tokens, [], false);
  markEmpty(lines.at(-1)!);
  return lines;
}
