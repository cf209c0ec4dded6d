/**
 * Turns one built Docusaurus page into DocSearch-shaped records. It reads
 * the server-rendered HTML with a small tokenizer instead of a DOM: React
 * escapes `<` and `>` in text and attributes, so tags can be found by pattern.
 */
import { LEVELS, type Hierarchy, type PageRecords, type RecordType } from './types';

export interface ExtractOptions {
  /** Longest text kept per section (heading and its body). */
  maxSectionChars?: number;
  /** Longest text of one content record. */
  maxRecordChars?: number;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const BLOCK = new Set(['p', 'li', 'tr', 'pre', 'blockquote', 'dt', 'dd', 'figcaption', 'summary', 'table', 'ul', 'ol']);
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'footer', 'noscript', 'template']);
const SKIP_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-version-badge', 'theme-doc-version-banner'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

function parseAttrs(src: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const m of src.matchAll(re)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

function meta(html: string, name: string): string | null {
  const re = /<meta\b([^>]*)>/gi;
  for (const m of html.matchAll(re)) {
    const a = parseAttrs(m[1]);
    if (a.name === name || a.property === name) return a.content ?? null;
  }
  return null;
}

const clean = (s: string) => s.replace(/[\s\u200b]+/g, ' ').trim();

/** Extracts the records of one page, or null when it is not a docs page. */
export function extractPage(html: string, path: string, opts: ExtractOptions = {}): PageRecords | null {
  const maxSection = opts.maxSectionChars ?? 1600;
  const maxRecord = opts.maxRecordChars ?? 400;
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < 0 || !html.includes('theme-doc-markdown')) return null;
  const article = html.slice(start, end);

  const language = meta(html, 'docsearch:language') ?? 'en';
  const tag = meta(html, 'docsearch:docusaurus_tag');
  const tags = tag ? ['default', tag] : ['default'];
  const description = meta(html, 'description');

  // Breadcrumb labels (the home icon has no text) give lvl0.
  const crumbs: string[] = [];
  const crumbRe = /<li class="?breadcrumbs__item[^>]*>([\s\S]*?)(?=<li\b|<\/ul>)/g;
  for (const m of article.matchAll(crumbRe)) {
    const text = clean(decodeEntities(m[1].replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ' ')));
    if (text) crumbs.push(text);
  }

  const hierarchy: Hierarchy = { lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const records: PageRecords['records'] = [];
  let anchor: string | null = null;
  let sectionChars = 0;
  let blocks: string[] = [];
  let buf = '';
  let heading: { level: number; id: string | null; text: string } | null = null;
  const skipStack: string[] = [];

  const flushBlock = () => {
    const text = clean(buf);
    buf = '';
    if (text && sectionChars < maxSection) {
      const room = maxSection - sectionChars;
      const kept = text.length > room ? `${text.slice(0, room).replace(/\s\S*$/, '')}…` : text;
      blocks.push(kept);
      sectionChars += kept.length;
    }
  };
  const flushSection = () => {
    flushBlock();
    if (!hierarchy.lvl1) {
      blocks = [];
      return;
    }
    let current = '';
    const emit = () => {
      if (current) records.push({ type: 'content', anchor, hierarchy: { ...hierarchy }, content: current });
      current = '';
    };
    for (const b of blocks) {
      if (current && current.length + b.length + 1 > maxRecord) emit();
      current = current ? `${current} ${b}` : b;
    }
    emit();
    blocks = [];
    sectionChars = 0;
  };

  const tokenRe = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  for (const m of article.matchAll(tokenRe)) {
    const [, closing, rawName, attrSrc, text] = m;
    if (text !== undefined) {
      if (skipStack.length) continue;
      const t = decodeEntities(text);
      if (heading) heading.text += t;
      else buf += t;
      continue;
    }
    if (!rawName) continue; // comment
    const name = rawName.toLowerCase();
    if (skipStack.length) {
      if (closing && name === skipStack.at(-1)) skipStack.pop();
      else if (!closing && !VOID.has(name) && !attrSrc.trim().endsWith('/') && name === skipStack.at(-1))
        skipStack.push(name);
      continue;
    }
    if (!closing) {
      const attrs = parseAttrs(attrSrc);
      const cls = attrs.class ?? '';
      if (SKIP_TAGS.has(name) || SKIP_CLASSES.some((c) => cls.split(/\s+/).includes(c))) {
        if (!VOID.has(name) && !attrSrc.trim().endsWith('/')) skipStack.push(name);
        continue;
      }
      const level = /^h([1-6])$/.exec(name);
      if (level) {
        flushSection();
        heading = { level: Number(level[1]), id: attrs.id ?? null, text: '' };
      } else if (BLOCK.has(name)) {
        flushBlock();
      } else if (
        name === 'br' ||
        name === 'td' ||
        name === 'th' ||
        name === 'div' ||
        cls.includes('openapi-schema__')
      ) {
        // (An API schema row's name, type and "required" flag are set apart by CSS alone.)
        if (heading) heading.text += ' ';
        else buf += ' ';
      }
    } else if (heading && name === `h${heading.level}`) {
      const text = clean(heading.text);
      const lvl = heading.level;
      if (text) {
        hierarchy[LEVELS[lvl]] = text;
        for (let i = lvl + 1; i < LEVELS.length; i++) hierarchy[LEVELS[i]] = null;
        if (lvl === 1) hierarchy.lvl0 = crumbs[0] ?? text;
        anchor = lvl === 1 ? null : heading.id;
        records.push({
          type: LEVELS[lvl] as RecordType,
          anchor,
          hierarchy: { ...hierarchy },
          content: lvl === 1 ? (description ?? null) : null,
        });
      }
      heading = null;
    } else if (BLOCK.has(name)) {
      flushBlock();
    } else if (name === 'td' || name === 'th' || name === 'div') {
      buf += ' ';
    }
  }
  flushSection();
  if (!records.length) return null;
  return { path, language, tags, records };
}
