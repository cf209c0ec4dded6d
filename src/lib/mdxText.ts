/**
 * Text helpers for generated MDX: data files hold plain text with `code`
 * spans, and MDX would otherwise read braces and angle brackets as JSX.
 */

export const escapeText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[{}]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Inline text for JSX table cells: escaped, with `code` spans kept. */
export function inline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') ? `<code>${escapeText(part.slice(1, -1))}</code>` : escapeText(part),
    )
    .join('')
    .replace(/\n/g, ' ');
}

/** Markdown paragraph text: MDX must not read braces or angle brackets as JSX. */
export const prose = (text: string) =>
  text
    .split(/(`[^`]+`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');

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
