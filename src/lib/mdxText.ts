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

/** A table in a keyboard-reachable scroller, as src/theme/MDXComponents gives Markdown tables. */
export const scrollTable = (label: string, columns: string[], rows: string[]): string =>
  [
    `<section className="table-scroll" tabIndex={0} role="group" aria-label="${label}">`,
    '<table>',
    `<thead><tr>${columns.map((column) => `<th>${column}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table>',
    '</section>',
  ].join('\n');
