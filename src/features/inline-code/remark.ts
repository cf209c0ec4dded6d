import type { InlineCode, Parent, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { BREAKABLE, GLUED_CLASS } from './tokens';

const GLUE = 'codeGlue';
/** Sentence punctuation that must not start a line. */
const TRAILING = /^[.,;:!?)\]]+/;

/** The one-token code span, alone or last in a link or emphasis, that src/theme/CodeInline sets as a block. */
function loneBlockToken(node: PhrasingContent): InlineCode | undefined {
  if (node.type === 'inlineCode') return BREAKABLE.test(node.value) && !/\s/.test(node.value) ? node : undefined;
  if (node.type === 'link' || node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete') {
    const last = node.children.at(-1);
    return last && loneBlockToken(last);
  }
  return undefined;
}

/**
 * Keeps the punctuation that follows a long inline-code token on the token's
 * line. The token is an inline block (src/theme/CodeInline); once it wraps
 * inside, it fills the column, and a comma or full stop after it would start
 * the next line on a phone. The code and the punctuation go into one
 * `span.code-glue` (src/css/custom.css), which wraps as a whole. Only a span
 * of one token: in a longer one, a break inside the last token would win over
 * the spaces before it.
 */
export default function remarkGlueCodePunctuation() {
  return (tree: Root) => {
    visit(tree, (node) => {
      // Headings keep their own nodes (the table of contents is made from them), and a glue is done.
      if (!('children' in node) || node.type === 'heading' || (node.type as string) === GLUE) return;
      const parent = node as Parent;
      for (let i = parent.children.length - 2; i >= 0; i--) {
        const code = parent.children[i] as PhrasingContent;
        const next = parent.children[i + 1];
        if (next.type !== 'text') continue;
        const punctuation = TRAILING.exec(next.value)?.[0];
        const token = punctuation && loneBlockToken(code);
        if (!token) continue;
        token.data = { ...token.data, hProperties: { className: [GLUED_CLASS] } };
        const rest = next.value.slice(punctuation.length);
        const glue = {
          type: GLUE,
          data: { hName: 'span', hProperties: { className: ['code-glue'] } },
          children: [code, { type: 'text', value: punctuation } satisfies Text],
        };
        parent.children.splice(i, 2, glue as unknown as PhrasingContent, ...(rest ? [{ ...next, value: rest }] : []));
      }
    });
  };
}
