import { describe, expect, it } from 'vitest';
import { cell, escapeText, inline, prose } from '../../src/lib/mdxText';
import { compileMdxPage, renderMdxPage, textOfMdxPage } from './mdx-page';

/**
 * Facts as a release states them (patterns, defaults, values), each holding
 * something Markdown, GFM or MDX would read as markup if it reached a page
 * unescaped: emphasis, strikethrough, links, literal links and emails,
 * directives, JSX, expressions, character references, escapes, table pipes.
 */
const FACTS = [
  '^https?://.*$',
  '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$',
  '*emphasis*, _underscores_, __strong__ and **strong**',
  '~one~ and ~~two~~ tildes',
  '[not a link](https://example.com) and ![not an image](x.png)',
  '"https://kubernetes.default.svc"',
  'www.example.com, someone@example.com and mailto:someone@example.com',
  'host:port, name:tag and :ro',
  '<b>not HTML</b>, {not: "an expression"}, &amp; and &copy;',
  'a | b \\| c and a back\\slash',
];

/** A page with the helper's output where each generator puts it. */
const pages = {
  escapeText: (fact: string) => `<dl><dd><code>${escapeText(fact)}</code> ${escapeText(fact)}</dd></dl>\n`,
  inline: (fact: string) => `<dl><dd>${inline(fact)}</dd></dl>\n`,
  prose: (fact: string) => `${prose(fact)}\n`,
  cell: (fact: string) => `| Value | Note |\n| --- | --- |\n| ${cell(fact)} | x |\n`,
};
const MARKUP = /<(em|strong|del|a|img|b|div)[ >]/;

/** Our words hold facts in code spans; `[text](url)` in them is a link, so a fact like that goes in code only. */
const WORDS_SYNTAX = /`|\[[^\]]+\]\(/;

describe('generated MDX text', () => {
  for (const [helper, page] of Object.entries(pages))
    it(`shows every fact as itself, with no markup, through ${helper}`, async () => {
      const cases = [
        ...FACTS.filter((fact) => helper === 'escapeText' || !WORDS_SYNTAX.test(fact)).map((fact) => ({
          fact,
          input: fact,
        })),
        ...(helper === 'escapeText' ? [] : FACTS.map((fact) => ({ fact, input: `\`${fact}\`` })))
          // GFM cannot show \| inside code in a table cell; cell refuses it (below).
          .filter(({ fact }) => helper !== 'cell' || !fact.includes('\\|')),
      ];
      for (const { fact, input } of cases) {
        const source = page(input);
        await compileMdxPage(source, `${helper}(${input})`);
        expect(await textOfMdxPage(source), source).toContain(fact);
        expect(await renderMdxPage(source), source).not.toMatch(MARKUP);
      }
    });

  it('keeps code spans as code and links as links in our words, every other character as text', async () => {
    const words = 'Set `^https://.*$` or `a|b`; see [the guide](../guides-k8s/run-mcp-k8s.mdx#x) for *why*.';
    for (const page of [pages.inline(words), pages.prose(words), pages.cell(words)]) {
      const html = await renderMdxPage(page);
      expect(html, page).toContain('<code>^https://.*$</code>');
      expect(html, page).toContain('<code>a|b</code>');
      expect(html, page).toMatch(/<a href="\.\.\/guides-k8s\/run-mcp-k8s\.mdx#x">the guide<\/a>/);
      expect(await textOfMdxPage(page), page).toContain('for *why*.');
    }
  });

  it('refuses words that GFM cannot show in a table cell, naming them', () => {
    expect(() => cell('Matches `a\\|b`.')).toThrow(
      '`a\\|b`: a table cell cannot show \\| in code; write it outside the table',
    );
  });

  it('keeps a paragraph from opening as a heading, a quote or a list', async () => {
    for (const start of [
      '# Not a heading',
      '> Not a quote',
      '- Not a list',
      '+ Not a list',
      '1. Not a list',
      '2) Not a list',
    ]) {
      const html = await renderMdxPage(`${prose(start)}\n`);
      expect(html, start).toBe(`<p>${start.replace(/>/g, '>')}</p>`);
    }
  });
});
