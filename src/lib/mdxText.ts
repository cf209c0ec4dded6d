/**
 * Text helpers for generated MDX. Data files hold plain text with `code`
 * spans and `[text](url)` links; everything else in them is text, so every
 * character Markdown, GFM or MDX would read as markup is escaped: a fact such
 * as the pattern `^https?://.*$` or the default `"https://host"` reads as
 * itself, never as emphasis, a link or JSX.
 */

/**
 * Characters Markdown, GFM or MDX would read as markup inside a line of text:
 * backslash escapes, code, emphasis (`*`, `_`), strikethrough (`~`), links
 * and images (`[`, `]`), table cells (`|`), JSX and expressions (`<`, `>`,
 * `{`, `}`), character references (`&`), and the colon that starts a
 * directive (`:name`) or sits in a literal link (`https://`), the `@` of a
 * literal email link and the dot of `www.`.
 */
const MARKUP = /[\\`*_~[\]|&<>{}@]|:(?=[A-Za-z/])|\bwww\./gi;

/**
 * Escapes every character of MARKUP: a backslash for what CommonMark lets be
 * escaped, and in JSX content character references for `&`, `<`, `>` and
 * braces. GFM finds literal links in the text after escapes are resolved, so
 * their `:`, `@` and `.` become one-character expressions (`{':'}`), which
 * split the text where a link would start and show the same character.
 */
const escapeMarkup = (s: string, jsx: boolean) =>
  s.replace(MARKUP, (m) => {
    if (m === ':' || m === '@') return `{'${m}'}`;
    if (m.length > 1) return `${m.slice(0, 3)}{'.'}`;
    if (jsx && '&<>{}'.includes(m))
      return m === '&' ? '&amp;' : m === '<' ? '&lt;' : m === '>' ? '&gt;' : `&#${m.charCodeAt(0)};`;
    return `\\${m}`;
  });

/** Text for JSX content (`<dd>`, `<code>`): every character that would be markup escaped. */
export const escapeText = (s: string) => escapeMarkup(s, true);

type Part = { kind: 'code' | 'text'; value: string } | { kind: 'link'; text: string; url: string };

/** Words split into `code` spans, `[text](url)` links and plain text. */
function parts(text: string): Part[] {
  return text
    .split(/(`[^`]+`|\[[^\]]+\]\([^()\s]+\))/)
    .filter(Boolean)
    .map((part): Part => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
        return { kind: 'code', value: part.slice(1, -1) };
      const link = /^\[([^\]]+)\]\(([^()\s]+)\)$/.exec(part);
      return link ? { kind: 'link', text: link[1], url: link[2] } : { kind: 'text', value: part };
    });
}

/** Inline text for JSX content (`<dd>`): escaped, with `code` spans as `<code>` and links kept. */
export function inline(text: string): string {
  return parts(text)
    .map((p) =>
      p.kind === 'code'
        ? `<code>${escapeText(p.value)}</code>`
        : p.kind === 'link'
          ? `[${inline(p.text)}](${p.url})`
          : escapeText(p.value),
    )
    .join('')
    .replace(/\n/g, ' ');
}

/**
 * Markdown paragraph text: markup escaped (braces and angle brackets so MDX
 * does not read them as JSX), `code` spans and links kept, and a first
 * character that would start a heading, quote or list escaped.
 */
export const prose = (text: string): string => markdown(text, false);

/**
 * Markdown table cell text: `prose` on one line, with each `|` escaped, in a
 * code span too (GFM ends a cell at any other `|`). GFM has no way to show
 * `\|` inside a code span in a table, so such words fail, naming the text.
 */
export const cell = (text: string): string => markdown(text, true).replace(/\n/g, ' ');

function markdown(text: string, inCell: boolean): string {
  const escaped = parts(text)
    .map((p) => {
      if (p.kind === 'link') return `[${markdown(p.text, inCell)}](${p.url})`;
      if (p.kind === 'text') return escapeMarkup(p.value, false);
      if (inCell && p.value.includes('\\|'))
        throw new Error(`\`${p.value}\`: a table cell cannot show \\| in code; write it outside the table`);
      return `\`${inCell ? p.value.replace(/\|/g, '\\|') : p.value}\``;
    })
    .join('');
  return escaped.replace(/^(\s*)([#>+=-]|\d+(?=[.)]))/, (m, space: string, mark: string) =>
    /\d/.test(mark) ? `${m}\\` : `${space}\\${mark}`,
  );
}

/**
 * A list of flags or fields (src/css/reference-layout.css): each item is a
 * `<dt>` line of name, type and default and a `<dd>` description that gets
 * the column's full width, where a table would squeeze it into a scroller.
 */
export const fieldList = (items: string[]): string => ['<dl className="field-list">', ...items, '</dl>'].join('\n');

/**
 * The one-line note at the foot of a generated page: where it comes from, for
 * contributors, without standing between a reader and the content.
 */
export const generatedNote = (sources: string[], generator: string): string =>
  `<p className="generated-source">Generated from ${sources.map((s) => `<code>${s}</code>`).join(' and ')} by <code>${generator}</code>. To change this page, edit ${sources.length > 1 ? 'those files' : 'that file'}.</p>`;
