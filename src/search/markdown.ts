/**
 * Dev-server fallback: `docusaurus start` renders no HTML on disk, so the
 * index is built from the Markdown sources instead. The Markdown is turned
 * into the same minimal HTML the extractor reads, so records have one shape.
 */
import { escapeHtml } from '../lib/escapeHtml';
import { extractPage, type ExtractOptions } from './extract';
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

/** Removes inline Markdown and JSX so only the words remain. */
export function plainText(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/, '')
    .replace(/^:::\w*.*$|^\s*>\s?/g, '')
    .replace(/\|/g, ' ')
    .trim();
}

export function markdownToRecords(
  doc: SourceDoc,
  slug: (text: string) => string,
  opts?: ExtractOptions,
): PageRecords | null {
  const body = doc.source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const out: string[] = [];
  let fence: string | null = null;
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(`<p>${escapeHtml(para.join(' '))}</p>`);
    para = [];
  };
  for (const line of body.split('\n')) {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) {
      flush();
      fence = fence ? (line.trim().startsWith(fence) ? null : fence) : f[1];
      continue;
    }
    if (fence) {
      para.push(line);
      continue;
    }
    if (/^(import|export)\s/.test(line)) continue;
    const h = /^(#{2,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (h) {
      flush();
      const text = plainText(h[2]);
      const n = h[1].length;
      out.push(`<h${n} id="${escapeHtml(h[3] ?? slug(text))}">${escapeHtml(text)}</h${n}>`);
      continue;
    }
    const text = plainText(line);
    if (!text || /^[-:\s]+$/.test(text)) flush();
    else para.push(text);
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
