/**
 * Dev-server fallback: `docusaurus start` renders no HTML on disk, so the
 * index is built from the Markdown sources instead. The Markdown is turned
 * into the same minimal HTML the extractor reads, so records have one shape.
 */
import { escapeHtml } from '../../../lib/escapeHtml';
import { extractPage, type ExtractOptions } from '../indexer/extract';
import type { PageRecords } from './types';

export interface SourceDoc {
  permalink: string;
  title: string;
  description?: string;
  lvl0: string;
  source: string;
  language?: string;
  tag?: string;
}

/** Removes inline Markdown and JSX so only the words remain, as HTML; inline code stays code. */
export function plainText(line: string): string {
  const text = line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/[*_~]+/g, '')
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/, '')
    .replace(/^:::\w*.*$|^\s*>\s?/g, '')
    .trim();
  return text
    .split('`')
    .map((piece, i) => (i % 2 ? `<code>${escapeHtml(piece)}</code>` : escapeHtml(piece)))
    .join('');
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => plainText(c));

export function markdownToRecords(
  doc: SourceDoc,
  slug: (text: string) => string,
  opts?: ExtractOptions,
): PageRecords | null {
  const body = doc.source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [];
  let fence: { marker: string; language: string; lines: string[] } | null = null;
  let para: string[] = [];
  let table: string[] | null = null;
  const flush = () => {
    if (para.length) out.push(`<p>${para.join(' ')}</p>`);
    para = [];
    if (table) {
      const [head, , ...rows] = table;
      out.push(
        `<table><thead><tr>${cells(head)
          .map((c) => `<th>${c}`)
          .join('')}<tbody>${rows
          .map(
            (r) =>
              `<tr>${cells(r)
                .map((c) => `<td>${c}`)
                .join('')}`,
          )
          .join('')}</table>`,
      );
      table = null;
    }
  };
  for (const line of body.split('\n')) {
    const f = /^\s*(```+|~~~+)\s*([\w+#-]*)/.exec(line);
    if (fence) {
      if (f && f[1].startsWith(fence.marker) && !f[2]) {
        out.push(`<pre class="language-${fence.language}"><code>${escapeHtml(fence.lines.join('\n'))}</code></pre>`);
        fence = null;
      } else fence.lines.push(line);
      continue;
    }
    if (f) {
      flush();
      fence = { marker: f[1], language: f[2], lines: [] };
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    const h = /^(#{2,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (h) {
      flush();
      const text = plainText(h[2]);
      const n = h[1].length;
      const plain = text.replace(/<[^>]+>/g, '');
      out.push(`<h${n} id="${escapeHtml(h[3] ?? slug(plain))}">${text}</h${n}>`);
      continue;
    }
    // Collapsible entries keep their shape: they are records of their own.
    const summary = /^\s*<summary>(.*)<\/summary>\s*$/.exec(line);
    if (/^\s*<\/?details>\s*$/.test(line) || summary) {
      flush();
      out.push(summary ? `<summary>${plainText(summary[1])}</summary>` : line.trim());
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      if (para.length) flush();
      (table ??= []).push(line);
      continue;
    }
    const text = plainText(line);
    if (!text || /^[-:\s]+$/.test(text)) flush();
    else {
      if (table) flush();
      para.push(text);
    }
  }
  flush();
  const html =
    `<meta name="docsearch:language" content="${escapeHtml(doc.language ?? 'en')}">` +
    (doc.tag ? `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(doc.tag)}">` : '') +
    (doc.description ? `<meta name="description" content="${escapeHtml(doc.description)}">` : '') +
    `<article><ul class="breadcrumbs"><li class="breadcrumbs__item">${escapeHtml(doc.lvl0)}</li></ul>` +
    `<div class="theme-doc-markdown markdown"><header><h1>${escapeHtml(doc.title)}</h1></header>${out.join('\n')}</div></article>`;
  return extractPage(html, doc.permalink, opts);
}
