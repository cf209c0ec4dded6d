import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import type { Root } from 'mdast';
import remarkHighlightCode, { tokenizeLines } from '../../src/plugins/code-highlight/remark';
import { prismThemeCss } from '../../src/plugins/code-highlight';
import {
  decodeLines,
  encodeLines,
  layeredStyle,
  linesMarkup,
  linesText,
  styledTypes,
  type EncodedLines,
} from '../../src/plugins/code-highlight/tokens';

const languages = { additionalLanguages: ['bash', 'json', 'powershell', 'docker', 'promql'] };

function highlight(lang: string | null, value: string): EncodedLines {
  const tree: Root = { type: 'root', children: [{ type: 'code', lang, value }] };
  remarkHighlightCode(languages)(tree);
  const props = (tree.children[0] as { data?: { hProperties?: { highlighted?: string } } }).data?.hProperties;
  return JSON.parse(props!.highlighted!) as EncodedLines;
}

describe('build-time highlighting', () => {
  it('tokenizes a fence with the site grammars and keeps its exact text', () => {
    const code = 'thv run --name fetch fetch\necho "$HOME"\n\n# done';
    const lines = highlight('bash', `${code}\n`);
    expect(linesText(lines)).toBe(code);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toEqual([]);
    const types = lines.flat().flatMap((token) => (typeof token === 'string' ? [] : token[0].split(' ')));
    expect(types).toEqual(expect.arrayContaining(['builtin', 'string', 'variable', 'comment']));
  });

  it('leaves code in an unknown language as plain text', () => {
    expect(highlight('no-such-language', 'a < b\nc')).toEqual([['a < b'], ['c']]);
    expect(highlight(null, 'thv list')).toEqual([['thv list']]);
  });

  it('round-trips the lines CodeBlock renders', () => {
    const lines = tokenizeLines('{"a": [1, true]}\n\nnull', 'json');
    expect(decodeLines(encodeLines(lines))).toEqual(lines);
  });
});

describe('token colours', () => {
  const styled = styledTypes([themes.github, themes.dracula]);

  it('layers a token of several styled types with the last type first', () => {
    expect(layeredStyle(['string'], styled)).toBeUndefined();
    expect(layeredStyle(['variable', 'punctuation'], styled)).toEqual({
      color: 'var(--token-punctuation-color,var(--token-variable-color,unset))',
      fontStyle: 'var(--token-variable-font-style,unset)',
    });
  });

  it('voids in dark mode what only the light theme sets', () => {
    const css = prismThemeCss({ theme: themes.github, darkTheme: themes.dracula });
    const dark = /\[data-theme='dark'\]\{([^}]*)\}/.exec(css)![1];
    expect(dark).toContain('--token-comment-font-style:initial');
    expect(dark).toContain('--token-comment-color:rgb(98, 114, 164)');
    expect(dark).toContain('--prism-background-color:#282A36');
    expect(css).toMatch(/:root\{[^}]*--token-comment-font-style:italic/);
    expect(css).toContain(
      '.token.comment{color:var(--token-comment-color,unset);font-style:var(--token-comment-font-style,unset)}',
    );
  });

  it("writes the markup of theme-classic's Line, escaped, with line classes and layered colours", () => {
    const lines = [
      [
        { types: ['plain'], content: 'echo ' },
        { types: ['variable', 'punctuation'], content: '"<x>" & y' },
      ],
      [{ types: ['plain'], content: '\n', empty: true }],
    ];
    expect(linesMarkup(lines, { 0: ['theme-code-block-highlighted-line'] }, styled)).toBe(
      '<div class="token-line theme-code-block-highlighted-line"><span class="token plain">echo </span>' +
        '<span class="token variable punctuation" style="color:var(--token-punctuation-color,var(--token-variable-color,unset));' +
        'font-style:var(--token-variable-font-style,unset)">&quot;&lt;x&gt;&quot; &amp; y</span><br/></div>' +
        '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br/></div>',
    );
  });

  it('refuses theme entries limited to some languages', () => {
    const theme = { ...themes.github, styles: [{ types: ['tag'], languages: ['markup'], style: { color: '#000' } }] };
    expect(() => prismThemeCss({ theme })).toThrow(/languages only \(markup\)/);
  });
});
