import { describe, expect, it } from 'vitest';
import type { Code, Root } from 'mdast';
import { Prism, normalizeTokens, themes } from 'prism-react-renderer';
import remarkHighlightCode from '../../src/features/code-highlight/remark';
import { prismThemeCss } from '../../src/features/code-highlight';
import { decodeLines, linesText, type EncodedLines } from '../../src/features/code-highlight/lines';
import { contrast, HIGHLIGHTED_LINE_TINT, over, withContrast } from '../../src/features/code-highlight/accessibleTheme';

function highlighted(lang: string | null, value: string): EncodedLines {
  const node: Code = { type: 'code', lang, value };
  const tree: Root = { type: 'root', children: [node] };
  remarkHighlightCode({ additionalLanguages: ['bash', 'json'] })(tree);
  return JSON.parse((node.data as { hProperties: { highlighted: string } }).hProperties.highlighted);
}

describe('build-time code colours', () => {
  it('gives a fenced block the tokens prism-react-renderer would give it in the browser', () => {
    const code = 'thv run --name fetch fetch\n\n# list them\nthv list';
    const lines = highlighted('bash', code);
    expect(linesText(lines)).toBe(code);
    expect(decodeLines(lines)).toEqual(normalizeTokens(Prism.tokenize(code, Prism.languages.bash)));
    expect(lines.flat().some((token) => Array.isArray(token) && token[0].includes('comment'))).toBe(true);
  });

  it('keeps a block in a language Prism has no grammar for as plain lines', () => {
    const lines = highlighted('text', 'one\ntwo');
    expect(lines).toEqual([['one'], ['two']]);
  });

  it('writes one rule per token type and colour mode', () => {
    const css = prismThemeCss({ theme: themes.github, darkTheme: themes.dracula });
    const colour = (theme: typeof themes.github, type: string) =>
      theme.styles.find((style) => style.types.includes(type))!.style.color;
    const rule = (scope: string, type: string) =>
      css
        .split('\n')
        .find((line) => line.includes(`${scope} .token.${type},`) || line.includes(`${scope} .token.${type}{`));
    expect(rule(":root:not([data-theme='dark'])", 'comment')).toContain(`color:${colour(themes.github, 'comment')}`);
    expect(rule("[data-theme='dark']", 'comment')).toContain(`color:${colour(themes.dracula, 'comment')}`);
    expect(colour(themes.github, 'comment')).not.toBe(colour(themes.dracula, 'comment'));
  });

  it("gives each block its mode's plain colour and background, over the inline style the server wrote", () => {
    const css = prismThemeCss({ theme: themes.github, darkTheme: themes.dracula }).split('\n');
    expect(css).toContain(
      `:root:not([data-theme='dark']) .theme-code-block{--prism-color:${themes.github.plain.color} !important;` +
        `--prism-background-color:${themes.github.plain.backgroundColor} !important}`,
    );
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block{--prism-color:${themes.dracula.plain.color} !important;` +
        `--prism-background-color:${themes.dracula.plain.backgroundColor} !important}`,
    );
  });

  it('writes the highlighted-line tint that token colours reach 7:1 against', () => {
    const css = prismThemeCss({ theme: themes.github, darkTheme: themes.dracula });
    expect(css).toContain(
      `:root:not([data-theme='dark']){--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE_TINT.light}}`,
    );
    expect(css).toContain(
      `html[data-theme='dark']{--docusaurus-highlighted-code-line-bg:${HIGHLIGHTED_LINE_TINT.dark}}`,
    );
    for (const [stock, tint] of [
      [themes.github, HIGHLIGHTED_LINE_TINT.light],
      [themes.dracula, HIGHLIGHTED_LINE_TINT.dark],
    ] as const) {
      const theme = withContrast(stock, 7.1, tint);
      const highlighted = over(tint, theme.plain.backgroundColor!);
      expect(highlighted).not.toBe(theme.plain.backgroundColor);
      const colours = theme.styles.flatMap(({ style }) => (style.color ? [style.color] : []));
      expect(colours.filter((colour) => contrast(colour, highlighted) < 7.1)).toEqual([]);
    }
  });
});
