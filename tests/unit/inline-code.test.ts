import { describe, expect, it } from 'vitest';
import type { Heading, InlineCode, Link, Paragraph, PhrasingContent, Root, Strong, Text } from 'mdast';
import remarkGlueCodePunctuation from '../../src/features/inline-code/remark';
import { GLUED_CLASS } from '../../src/features/inline-code/tokens';

const text = (value: string): Text => ({ type: 'text', value });
const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
/** The code span as the plugin leaves it once glued: marked for its component. */
const marked = (value: string): InlineCode => ({ ...code(value), data: { hProperties: { className: [GLUED_CLASS] } } });

function glued(children: PhrasingContent[]): unknown[] {
  const paragraph: Paragraph = { type: 'paragraph', children };
  remarkGlueCodePunctuation()({ type: 'root', children: [paragraph] } satisfies Root);
  return paragraph.children;
}

const glue = (...children: unknown[]) => ({
  type: 'codeGlue',
  data: { hName: 'span', hProperties: { className: ['code-glue'] } },
  children,
});

describe('punctuation kept beside long inline code', () => {
  it('puts an image name and the comma after it in one span, and leaves the rest of the sentence outside', () => {
    expect(glued([text('An image such as '), code('ghcr.io/org/server:0.0.6'), text(', is pulled.')])).toEqual([
      text('An image such as '),
      glue(marked('ghcr.io/org/server:0.0.6'), text(',')),
      text(' is pulled.'),
    ]);
  });

  it('takes every mark of a run (a closing bracket and a full stop), and a link or emphasis that ends in code', () => {
    const link: Link = { type: 'link', url: './x', children: [code('--proxy-port')] };
    const strong: Strong = { type: 'strong', children: [code('spec.proxyPort')] };
    expect(glued([link, text(').')])).toEqual([glue({ ...link, children: [marked('--proxy-port')] }, text(').'))]);
    expect(glued([strong, text('; then')])).toEqual([
      glue({ ...strong, children: [marked('spec.proxyPort')] }, text(';')),
      text(' then'),
    ]);
  });

  it('glues only the code of an emphasis with words before it, and leaves such a link whole', () => {
    // Glued whole, the words would wrap inside the glue's inline block, and a bullet would sit by its last line.
    const strong: Strong = { type: 'strong', children: [text('Navigation fails with '), code('net::ERR_BLOCKED')] };
    expect(glued([strong, text(': the host')])).toEqual([
      { ...strong, children: [text('Navigation fails with ')] },
      glue({ ...strong, children: [marked('net::ERR_BLOCKED')] }, text(':')),
      text(' the host'),
    ]);
    const link: Link = { type: 'link', url: './x', children: [text('see '), code('--proxy-port')] };
    expect(glued([link, text('. Then')])).toEqual([link, text('. Then')]);
  });

  it('keeps an opening bracket before the token with it, alone or with the closing one', () => {
    expect(glued([text('A digest ('), code('@sha256:...'), text(') on either side')])).toEqual([
      text('A digest '),
      glue(text('('), marked('@sha256:...'), text(')')),
      text(' on either side'),
    ]);
    const link: Link = { type: 'link', url: './x', children: [code('--proxy-port')] };
    expect(glued([text('['), link, text(' and more')])).toEqual([
      glue(text('['), { ...link, children: [marked('--proxy-port')] }),
      text(' and more'),
    ]);
    // A link with words before its code would turn whole into one unbreakable block: it takes no bracket.
    const wordy: Link = { type: 'link', url: './x', children: [text('see '), code('--proxy-port')] };
    expect(glued([text('('), wordy, text(' and more')])).toEqual([text('('), wordy, text(' and more')]);
  });

  it('leaves a word-only token, a span of several tokens, a token with no mark after it, and headings alone', () => {
    for (const children of [
      [code('thv'), text(', then')],
      [code('thv run --name'), text('.')],
      [code('--name'), text(' and more')],
      [text('('), code('thv'), text(' and more')],
      [text('a ( '), code('--name'), text(' b')],
    ])
      expect(glued([...children])).toEqual(children);
    const heading: Heading = { type: 'heading', depth: 2, children: [code('--proxy-port'), text('.')] };
    remarkGlueCodePunctuation()({ type: 'root', children: [heading] });
    expect(heading.children).toEqual([code('--proxy-port'), text('.')]);
  });
});
