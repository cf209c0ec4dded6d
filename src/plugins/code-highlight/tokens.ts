// The compact form in which highlighted code travels from the build to the
// page: one array per line; a token is a string when it is plain text, or
// [space-separated Prism types, text] otherwise. An empty line is [].
// Shared by the remark plugin (encode) and the CodeBlock theme (decode).

import { escapeHtml } from '../../lib/escapeHtml';

export type EncodedToken = string | [string, string];
export type EncodedLines = EncodedToken[][];

/** The token shape prism-react-renderer's normalizeTokens returns. */
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

/** The source text the lines were made from, to check they still match it. */
export function linesText(lines: EncodedLines): string {
  return lines.map((line) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('')).join('\n');
}

/**
 * What tokenizes: prism-react-renderer, or prism-light.ts for the languages it
 * has (types only: this file loads no Prism).
 */
interface Tokenizer {
  Prism: { languages: Record<string, unknown>; tokenize(code: string, grammar: never): unknown[] };
  normalizeTokens(tokens: never): LineToken[][];
}

/**
 * Prism tokens for `code`, split into lines the way CodeBlock renders them, or
 * undefined when Prism has no grammar for `language`. The build and the
 * browser both tokenize through this.
 */
export function prismLines(
  { Prism, normalizeTokens }: Tokenizer,
  code: string,
  language: string,
): LineToken[][] | undefined {
  const grammar = Prism.languages[language];
  if (!grammar) return undefined;
  return normalizeTokens(Prism.tokenize(code, grammar as never) as never);
}

/** Lines of unhighlighted text, for code whose tokens are not known yet. */
export function plainLines(code: string): LineToken[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((text) =>
      text === '' ? [{ types: ['plain'], content: '\n', empty: true }] : [{ types: ['plain'], content: text }],
    );
}

/** The CSS properties each Prism type gets from either colour mode's theme. */
export type StyledTypes = Map<string, string[]>;

interface ThemeStyles {
  styles: { types: string[]; style: object; languages?: string[] }[];
}

export function styledTypes(themes: ThemeStyles[]): StyledTypes {
  const styled = new Map<string, Set<string>>();
  for (const theme of themes)
    for (const { types, style } of theme.styles)
      for (const type of types) {
        const properties = styled.get(type) ?? new Set<string>();
        for (const property of Object.keys(style)) properties.add(property);
        styled.set(type, properties);
      }
  return new Map([...styled].map(([type, properties]) => [type, [...properties]]));
}

/** A camel-cased style property as CSS spells it. */
export const kebab = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property holding `property` of `type` in the current colour mode. */
export const tokenVar = (type: string, property: string): string => `--token-${type}-${kebab(property)}`;

/**
 * Inline style for a token of several styled types, or undefined. Prism's
 * themes merge the types' styles in the token's order (the last type wins,
 * property by property), which the class rules cannot express; a chain of
 * var() fallbacks, last type first, does, in whichever mode is active.
 */
export function layeredStyle(types: string[], styled: StyledTypes): Record<string, string> | undefined {
  const present = types.filter((type) => styled.has(type));
  if (present.length < 2) return undefined;
  const style: Record<string, string> = {};
  for (const property of new Set(present.flatMap((type) => styled.get(type)!))) {
    style[property] = present
      .filter((type) => styled.get(type)!.includes(property))
      .reduce((fallback, type) => `var(${tokenVar(type, property)},${fallback})`, 'unset');
  }
  return style;
}

/**
 * The markup theme-classic's CodeBlock Line renders for these lines (without
 * line numbers), as one string. Set as innerHTML, a block hydrates as a
 * single element: React makes no component per line and per token, which on
 * a code-heavy guide was a good part of the hydration work.
 */
export function linesMarkup(
  lines: LineToken[][],
  lineClassNames: Record<number, string[] | undefined>,
  styled: StyledTypes,
): string {
  return lines
    .map((line, index) => {
      const lineClass = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const tokens = line
        .map((token) => {
          // Line renders a lone line break as an empty, inline-block token.
          const content = token.empty && token.content === '\n' ? '' : token.content;
          const style = token.empty ? { display: 'inline-block' } : layeredStyle(token.types, styled);
          const styleAttribute = style
            ? ` style="${escapeHtml(
                Object.entries(style)
                  .map(([property, value]) => `${kebab(property)}:${value}`)
                  .join(';'),
              )}"`
            : '';
          return `<span class="${escapeHtml(['token', ...token.types].join(' '))}"${styleAttribute}>${escapeHtml(content)}</span>`;
        })
        .join('');
      return `<div class="${escapeHtml(lineClass)}">${tokens}<br/></div>`;
    })
    .join('');
}
