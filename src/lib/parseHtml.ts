import { parse as parseSpec, serialize } from 'parse5';
import { parse, type HTMLElement } from 'node-html-parser';

/**
 * Parses a built page. The minifier drops optional end tags (`</tr>`,
 * `</caption>`, ...), which node-html-parser misreads, so the page first goes
 * through parse5, the spec-compliant parser, and comes back with every tag
 * closed. node-html-parser also keeps a `<pre>` as raw text by default; our
 * code blocks hold their lines as elements inside it, so it is parsed too.
 */
export function parseHtml(html: string): HTMLElement {
  return parse(serialize(parseSpec(html)), { blockTextElements: { script: true, noscript: true, style: true } });
}
