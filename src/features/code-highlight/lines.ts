// Highlighted code as it travels from the build to the page, inside the
// page's content chunk: one array per line, a token is a plain string or
// [space-separated Prism types, text], an empty line is [].

export type EncodedLines = (string | [string, string])[][];

/** The token shape prism-react-renderer's normalizeTokens returns and CodeBlock/Line renders. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export function encodeLines(lines: LineToken[][]): EncodedLines {
  return lines.map((line) =>
    line.every((token) => token.empty)
      ? []
      : line.map(({ types, content }) =>
          types.length === 1 && types[0] === 'plain' ? content : [types.join(' '), content],
        ),
  );
}

export function decodeLines(lines: EncodedLines): LineToken[][] {
  return lines.map((line) =>
    line.length === 0
      ? [{ types: ['plain'], content: '\n', empty: true }]
      : line.map((token) =>
          typeof token === 'string'
            ? { types: ['plain'], content: token }
            : { types: token[0].split(' '), content: token[1] },
        ),
  );
}

/** The text the lines were made from. */
export const linesText = (lines: EncodedLines): string =>
  lines.map((line) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('')).join('\n');
