import type { InlineCode, Parent, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { BREAKABLE, GLUED_CLASS } from './tokens';

const GLUE = 'codeGlue';
/** Sentence punctuation that must not start a line. */
const TRAILING = /^[.,;:!?)\]]+/;
/** An opening bracket right before the code, which must not end a line. */
const LEADING = /[([]$/;

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
 * Keeps the punctuation around a long inline-code token on the token's line.
 * The token is an inline block (src/theme/CodeInline); once it wraps inside,
 * it fills the column, and a comma or full stop after it would start the next
 * line on a phone, as an opening bracket before it would end the line above.
 * The marks and the code go into one `span.code-glue` (src/css/custom.css),
 * which wraps as a whole. Only a span of one token: in a longer one, a break
 * inside the last token would win over the spaces before it.
 */
export default function remarkGlueCodePunctuation() {
  return (tree: Root) => {
    visit(tree, (node) => {
      // Headings keep their own nodes (the table of contents is made from them), and a glue is done.
      if (!('children' in node) || node.type === 'heading' || (node.type as string) === GLUE) return;
      const parent = node as Parent;
      for (let i = parent.children.length - 1; i >= 0; i--) {
        const code = parent.children[i] as PhrasingContent;
        const token = loneBlockToken(code);
        if (!token) continue;
        const prev = parent.children[i - 1];
        const next = parent.children[i + 1];
        // A link or emphasis takes the bracket before it only when it holds nothing but the code.
        const first = 'children' in code ? code.children.length === 1 && code.children[0] : code;
        const leading =
          prev?.type === 'text' && first && loneBlockToken(first) ? LEADING.exec(prev.value)?.[0] : undefined;
        // Words before the code inside the link or emphasis would join the glue's inline block, which then
        // wraps as a block: in a list item the bullet sits by its last line. Emphasis is split so only the
        // code joins; a link cannot be, so it takes no mark.
        const words = 'children' in code && !first ? code : undefined;
        const trailing =
          next?.type === 'text' && (!words || words.type !== 'link') ? TRAILING.exec(next.value)?.[0] : undefined;
        if (!leading && !trailing) continue;
        token.data = { ...token.data, hProperties: { className: [GLUED_CLASS] } };
        const head = words ? ({ ...words, children: words.children.slice(0, -1) } as PhrasingContent) : undefined;
        const tail = words ? ({ ...words, children: words.children.slice(-1) } as PhrasingContent) : code;
        const glue = {
          type: GLUE,
          data: { hName: 'span', hProperties: { className: ['code-glue'] } },
          children: [
            ...(leading ? [{ type: 'text', value: leading } satisfies Text] : []),
            tail,
            ...(trailing ? [{ type: 'text', value: trailing } satisfies Text] : []),
          ],
        };
        const before = leading ? (prev as Text).value.slice(0, -leading.length) : '';
        const after = trailing ? (next as Text).value.slice(trailing.length) : '';
        parent.children.splice(
          leading ? i - 1 : i,
          1 + (leading ? 1 : 0) + (trailing ? 1 : 0),
          ...(before ? [{ ...(prev as Text), value: before }] : []),
          ...(head ? [head] : []),
          glue as unknown as PhrasingContent,
          ...(after ? [{ ...(next as Text), value: after }] : []),
        );
      }
    });
  };
}
