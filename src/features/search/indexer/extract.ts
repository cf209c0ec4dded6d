/**
 * Turns one built Docusaurus page into section records. It walks the page's
 * article as parse5 reads it (src/lib/html.ts), element by element, keeping
 * the state of the section it is in.
 *
 * A record is a heading's section: its prose (inline code kept in
 * backticks) and its code blocks (verbatim, in a field of their own). A
 * `<details>` entry and each row of a table become records of their own under
 * the section, so a troubleshooting item or a flag can be found and quoted
 * on its own. A section that is mostly a list of links (Related, Next
 * steps, a list of cards) is left out: every page it points to is indexed
 * itself, and its link texts, other pages' titles and descriptions, only
 * made its own page match what those pages are about.
 */
import {
  attribute,
  byClass,
  byTag,
  elements,
  find,
  findAll,
  isElement,
  isText,
  parseHtml,
  textNodes,
  type Document,
  type Element,
  type Node,
} from '../../../lib/html';
import type { CodeBlock, ExtractedSection, PageRecords, Part } from '../engine/types';

export interface ExtractOptions {
  /** Longest prose kept per record. */
  maxTextChars?: number;
  /** Most code kept per record, over all its blocks. */
  maxCodeChars?: number;
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
const BLOCK = new Set(['p', 'li', 'blockquote', 'dt', 'dd', 'figcaption', 'ul', 'ol', 'table']);
const SKIP_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'footer', 'noscript', 'template']);
const SKIP_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-version-badge', 'theme-doc-version-banner'];
/** Headings of sections that only point elsewhere. */
export const NAV_HEADING =
  /^(related|related (information|guides|pages|topics)|next steps?|see also|further reading|learn more|what'?s next|more resources)$/i;

/** The first `<meta>` whose name or property is `name`: its content. */
function meta(document: Document, name: string): string | null {
  for (const e of elements(document))
    if (e.tagName === 'meta' && (attribute(e, 'name') === name || attribute(e, 'property') === name))
      return attribute(e, 'content') ?? null;
  return null;
}

/** Collapses white space, and the space a link's edge leaves before punctuation. */
const clean = (s: string) =>
  s
    .replace(/[\s\u200b]+/g, ' ')
    .replace(/ ([.,;:!?)])(?=\s|$)/g, '$1')
    .trim();
/** Ends an inline code span: its text trimmed, or nothing when it is empty. */
const closeCode = (s: string) => s.replace(/`([^`]*)$/, (_, c: string) => (c.trim() ? `\`${c.trim()}\`` : ''));
const stripTicks = (s: string) => s.replace(/`/g, '');

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).replace(/\s\S*$/, '')}…` : text;
}

interface Open {
  level: number;
  anchor: string | null;
  headings: string[];
  blocks: string[];
  code: CodeBlock[];
  part: Part;
  textChars: number;
  linkChars: number;
}

/** Extracts the records of one page (its HTML, or the page parse5 read), or null when it is not a docs page. */
export function extractPage(page: string | Document, path: string, opts: ExtractOptions = {}): PageRecords | null {
  const maxText = opts.maxTextChars ?? 2000;
  const maxCode = opts.maxCodeChars ?? 1600;
  const document = typeof page === 'string' ? parseHtml(page) : page;
  const article = find(document, byTag('article'));
  if (!article || !find(document, byClass('theme-doc-markdown'))) return null;

  const language = meta(document, 'docsearch:language') ?? 'en';
  const tag = meta(document, 'docsearch:docusaurus_tag');
  const tags = tag ? ['default', tag] : ['default'];
  const description = meta(document, 'description');

  // Breadcrumb labels (the home icon has no text) give the category.
  const crumbs = findAll(article, (e) => e.tagName === 'li' && /^breadcrumbs__item/.test(attribute(e, 'class') ?? ''))
    .map((li) => clean(textNodes(li, byTag('svg')).join(' ')))
    .filter(Boolean);

  const sections: ExtractedSection[] = [];
  /** Open records: the heading section, and a details entry inside it. */
  const stack: Open[] = [];
  let buf = '';
  let heading: { level: number; id: string | null; text: string } | null = null;
  let summary: string | null = null;
  let pre: { language: string; text: string } | null = null;
  let table: { header: string[] | null; row: { cells: string[]; header: boolean } | null; cell: string | null } | null =
    null;
  let linkDepth = 0;
  let trail: string[] = [];
  // A tab's label and an admonition's title are read apart and put before the text they label,
  // so "On macOS:" leads the macOS steps and "Warning:" its warning.
  const tabs: Array<{ labels: string[]; next: number }> = [];
  let label: { kind: 'tab' | 'admonition'; text: string } | null = null;
  let prefix: string | null = null;
  // Inside a flag or field list (src/lib/mdxText.ts fieldList): each <dt>/<dd>
  // pair becomes a row of name, facts (type, default) and description, as a
  // table row would. The name is the term's first link or code element.
  let terms: { inTerm: boolean; nameTag: string | null; named: boolean } | null = null;

  const top = () => stack.at(-1);
  const addText = (t: string) => {
    if (label) label.text += t;
    else if (heading) heading.text += t;
    else if (summary !== null) summary += t;
    else if (table?.cell != null) table.cell += t;
    else {
      buf += t;
      const open = top();
      if (open) {
        const n = t.replace(/\s+/g, '').length;
        open.textChars += n;
        if (linkDepth) open.linkChars += n;
      }
    }
  };
  const flushBlock = () => {
    let text = clean(buf);
    buf = '';
    if (text && prefix) [text, prefix] = [`${prefix} ${text}`, null];
    const open = top();
    // A page that opens with its description's words (an API operation's summary) already leads its record
    // with them: the same text twice would count its terms twice. Skipped here, not at emit, so a code
    // block's `at` counts the lines the record keeps.
    if (text && !(open?.level === 1 && open.blocks.length === 1 && text === description)) open?.blocks.push(text);
  };
  /** Ends a tab's label (the minified build leaves out `</li>`). */
  const endTabLabel = () => {
    if (label?.kind !== 'tab') return;
    const text = clean(label.text);
    if (text) tabs.at(-1)?.labels.push(text);
    label = null;
  };
  /** A label with no prose after it (a tab that holds only a code block) stands as its own line. */
  const flushPrefix = () => {
    if (prefix) top()?.blocks.push(prefix);
    prefix = null;
  };
  const emit = (open: Open) => {
    const own = open.headings.at(-1) ?? '';
    const text = cut(open.blocks.join('\n'), maxText);
    let codeChars = 0;
    const code = open.code.filter((c, i) => {
      codeChars += c.text.length;
      return i === 0 || codeChars <= maxCode;
    });
    const nav =
      NAV_HEADING.test(own.trim()) || (!code.length && open.textChars > 0 && open.linkChars >= 0.6 * open.textChars);
    if (nav) return;
    sections.push({
      level: open.level,
      anchor: open.anchor,
      headings: open.headings,
      text,
      code,
      part: open.part,
    });
  };
  const sub = (part: Part, own: string): Open | null => {
    const parent = stack[0];
    if (!parent) return null;
    const level = Math.min(parent.level + 1, 6);
    const headings = Array.from({ length: level - 1 }, (_, i) => parent.headings[i] ?? '');
    headings.push(own);
    return { level, anchor: parent.anchor, headings, blocks: [], code: [], part, textChars: 0, linkChars: 0 };
  };
  const closeSection = () => {
    flushBlock();
    prefix = null;
    while (stack.length) emit(stack.pop()!);
  };
  const closeCell = () => {
    if (table?.row && table.cell !== null) table.row.cells.push(clean(table.cell));
    if (table) table.cell = null;
  };
  const closeRow = () => {
    closeCell();
    const row = table?.row;
    if (!table || !row) return;
    table.row = null;
    if (row.header) {
      table.header = row.cells;
      return;
    }
    const cells = row.cells.filter((c) => c);
    if (cells.length < 2) {
      if (cells.length) top()?.blocks.push(cells[0]);
      return;
    }
    const record = sub('row', stripTicks(cells[0]));
    if (record) {
      // Columns other than the description are named, so "default" finds a row's default.
      const header = table.header;
      const named = row.cells.slice(1).map((c, i) => {
        const name = header?.[i + 1];
        return c && name && !/^description$/i.test(name) ? `${name}: ${c}` : c;
      });
      record.blocks.push(named.filter(Boolean).join(' · '));
      emit(record);
    }
  };

  /** An element starts: returns false when its content is left out. */
  const open = (name: string, attrs: Record<string, string>): boolean => {
    const cls = attrs.class ?? '';
    if (SKIP_TAGS.has(name) || SKIP_CLASSES.some((c) => cls.split(/\s+/).includes(c))) return false;
    if (terms?.inTerm && !terms.named && terms.nameTag === null && (name === 'a' || name === 'code')) {
      terms.nameTag = name;
    }
    const level = /^h([1-6])$/.exec(name);
    if (level && (name === 'h1' || attrs.id)) {
      closeSection();
      heading = { level: Number(level[1]), id: name === 'h1' ? null : attrs.id, text: '' };
    } else if (name === 'pre') {
      flushBlock();
      flushPrefix();
      pre = { language: /(?:^|\s)language-([\w+#-]+)/.exec(cls)?.[1] ?? '', text: '' };
    } else if (name === 'code') {
      addText('`');
    } else if (name === 'a') {
      linkDepth++;
      addText(' ');
    } else if (name === 'ul' && attrs.role === 'tablist') {
      flushBlock();
      tabs.push({ labels: [], next: 0 });
    } else if (name === 'li' && attrs.role === 'tab') {
      endTabLabel();
      label = { kind: 'tab', text: '' };
    } else if (name === 'div' && attrs.role === 'tabpanel') {
      flushBlock();
      flushPrefix();
      const group = tabs.at(-1);
      const name = group?.labels[group.next++];
      if (group && group.next >= group.labels.length) tabs.pop();
      if (name) prefix = `On ${name}:`;
    } else if (name === 'div' && /(^|\s)admonitionHeading/.test(cls)) {
      flushBlock();
      label = { kind: 'admonition', text: '' };
    } else if (name === 'details') {
      flushBlock();
      const open = sub('details', '');
      if (open) stack.push(open);
    } else if (name === 'summary') {
      summary = '';
    } else if (name === 'dl' && cls.split(/\s+/).includes('field-list')) {
      flushBlock();
      table = { header: ['Name', '', 'Description'], row: null, cell: null };
      terms = { inTerm: false, nameTag: null, named: false };
    } else if (terms && table && name === 'dt') {
      closeRow();
      table.row = { cells: [], header: false };
      table.cell = '';
      terms = { inTerm: true, nameTag: null, named: false };
    } else if (terms && table && name === 'dd') {
      closeCell();
      if (table.row?.cells.length === 1) table.row.cells.push('');
      table.cell = '';
      terms.inTerm = false;
    } else if (name === 'table') {
      flushBlock();
      table = { header: null, row: null, cell: null };
    } else if (table && name === 'tr') {
      closeRow();
      table.row = { cells: [], header: true };
    } else if (table && (name === 'td' || name === 'th')) {
      closeCell();
      if (table.row) {
        if (name === 'td') table.row.header = false;
        table.cell = '';
      }
    } else if (BLOCK.has(name) || level) {
      flushBlock();
    } else if (name === 'br' || name === 'div' || cls.includes('openapi-schema__')) {
      // (An API schema row's name, type and "required" flag are set apart by CSS alone.)
      addText(' ');
    }
    return true;
  };
  const close = (name: string) => {
    if (label?.kind === 'tab' && (name === 'li' || name === 'ul')) {
      endTabLabel();
    } else if (label?.kind === 'admonition' && name === 'div') {
      const text = clean(label.text);
      if (text) prefix = `${text[0].toUpperCase()}${text.slice(1)}:`;
      label = null;
    } else if (heading && name === `h${heading.level}`) {
      const text = stripTicks(clean(heading.text));
      const lvl = heading.level;
      if (text && (lvl === 1 || trail.length)) {
        // The headings above this one, by level; '' where the page skips a level.
        trail = Array.from({ length: lvl - 1 }, (_, i) => trail[i] ?? '');
        trail.push(text);
        stack.push({
          level: lvl,
          anchor: heading.id,
          headings: [...trail],
          blocks: lvl === 1 && description ? [description] : [],
          code: [],
          part: 'section',
          textChars: 0,
          linkChars: 0,
        });
      }
      heading = null;
    } else if (name === 'summary' && summary !== null) {
      const open = top();
      if (open?.part === 'details') open.headings[open.headings.length - 1] = stripTicks(clean(summary));
      summary = null;
    } else if (name === 'details') {
      flushBlock();
      if (top()?.part === 'details') emit(stack.pop()!);
    } else if (name === 'code') {
      if (heading) heading.text = closeCode(heading.text);
      else if (summary !== null) summary = closeCode(summary);
      else if (table?.cell != null) table.cell = closeCode(table.cell);
      else buf = closeCode(buf);
    } else if (name === 'a') {
      linkDepth = Math.max(0, linkDepth - 1);
      addText(' ');
    } else if (table && (name === 'td' || name === 'th')) {
      closeCell();
    } else if (table && name === 'tr') {
      closeRow();
    } else if (table && name === 'table') {
      closeRow();
      table = null;
    } else if (terms && name === 'dd') {
      closeRow();
    } else if (terms && name === 'dl') {
      closeRow();
      table = null;
      terms = null;
    } else if (BLOCK.has(name) || /^h[1-6]$/.test(name)) {
      flushBlock();
    } else if (name === 'div' || name === 'td' || name === 'th') {
      addText(' ');
    }
    // The term's name ends with its first link or code element; its facts follow.
    if (table && terms?.inTerm && !terms.named && name === terms.nameTag) {
      closeCell();
      table.cell = '';
      terms.named = true;
    }
  };
  /** A code block's text: its lines are elements, each ending in a `<br>` or as a `<div>`. */
  const readPre = (node: Node) => {
    if (!pre) return;
    if (isText(node)) pre.text += node.value;
    if (!isElement(node)) return;
    if (node.tagName === 'br') pre.text += '\n';
    for (const child of node.childNodes) readPre(child);
    if (node.tagName === 'div' && !pre.text.endsWith('\n')) pre.text += '\n';
  };
  const endPre = () => {
    if (!pre) return;
    const code = pre.text.replace(/[ \t]+$/gm, '').replace(/^\n+|\s+$/g, '');
    // `at`: how many of the record's prose blocks come before the code, so an answer keeps it after the sentence that introduces it.
    const open = top();
    if (code && open) open.code.push({ language: pre.language, text: code, at: open.blocks.length });
    pre = null;
  };
  const walk = (element: Element) => {
    for (const child of element.childNodes) {
      if (isText(child)) addText(child.value);
      if (!isElement(child)) continue;
      const name = child.tagName;
      if (!open(name, Object.fromEntries(child.attrs.map((a) => [a.name, a.value])))) continue;
      if (name === 'pre' && pre) {
        for (const line of child.childNodes) readPre(line);
        endPre();
        continue;
      }
      walk(child);
      if (!VOID.has(name)) close(name);
    }
  };

  walk(article);
  closeSection();
  if (!sections.length) return null;
  // Details entries and rows are emitted before the section that holds them closes; put sections first.
  return { path, language, tags, category: crumbs[0] ?? trail[0] ?? '', sections: ordered(sections) };
}

/** Each section followed by its own entries and rows, in page order. */
function ordered(sections: ExtractedSection[]): ExtractedSection[] {
  const out: ExtractedSection[] = [];
  let pending: ExtractedSection[] = [];
  for (const s of sections) {
    if (s.part === 'section') {
      out.push(s, ...pending);
      pending = [];
    } else pending.push(s);
  }
  return [...out, ...pending];
}
