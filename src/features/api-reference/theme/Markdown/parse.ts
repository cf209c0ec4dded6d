/**
 * The Markdown the API reference needs: the spec's descriptions and the
 * OpenAPI theme's own snippets ("**Possible values:** [`a`, `b`]", enum
 * tables, code fences). Anything outside this subset, raw HTML included,
 * stays literal text.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; language: string | undefined; text: string }
  | { type: 'table'; head: Inline[][]; rows: Inline[][][] };

const INLINE =
  /(`+)([\s\S]*?[^`])\1(?!`)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|(?<!\w)_([^_\s](?:[^_]*[^_\s])?)_(?!\w)|\[([^\]]+)\]\(([^)\s]+)\)|<br\s*\/?>|<(https?:\/\/[^>\s]+)>|\\([\\`*_[\]()<>#|-])/g;

// Only web and in-site targets: a `javascript:` or `data:` link stays text.
const SAFE_HREF = /^(https?:\/\/|mailto:|\/|#|\.{1,2}\/)|^[^:]*$/i;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = out.at(-1);
    if (previous?.type === 'text') previous.text += text;
    else out.push({ type: 'text', text });
  };
  for (const match of source.matchAll(INLINE)) {
    pushText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, , code, strong, strongUnderscore, em, emUnderscore, linkText, href, autolink, escaped] = match;
    if (code !== undefined) out.push({ type: 'code', text: code.trim() || code });
    else if (strong ?? strongUnderscore)
      out.push({ type: 'strong', children: parseInline(strong ?? strongUnderscore) });
    else if (em ?? emUnderscore) out.push({ type: 'em', children: parseInline(em ?? emUnderscore) });
    else if (linkText !== undefined && SAFE_HREF.test(href))
      out.push({ type: 'link', href, children: parseInline(linkText) });
    else if (linkText !== undefined) pushText(whole);
    else if (autolink) out.push({ type: 'link', href: autolink, children: [{ type: 'text', text: autolink }] });
    else if (escaped) pushText(escaped);
    else out.push({ type: 'break' });
  }
  pushText(source.slice(last));
  return out;
}

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+-]*)/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

export function parseMarkdown(source: string): Block[] {
  const lines = String(source ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n').trim()) });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      while (++i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i]);
      blocks.push({ type: 'code', language: fence[2] || undefined, text: body.join('\n') });
    } else if (line.includes('|') && TABLE_RULE.test(lines[i + 1] ?? '') && lines[i + 1].includes('-')) {
      flush();
      const head = cells(line);
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && lines[i].includes('|'); i++) rows.push(cells(lines[i]));
      i--;
      blocks.push({ type: 'table', head, rows });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      flush();
      const ordered = !BULLET.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      for (; i < lines.length && lines[i].trim(); i++) {
        const item = marker.exec(lines[i]);
        if (item) items.push(item[1]);
        else items[items.length - 1] += `\n${lines[i].trim()}`;
      }
      i--;
      blocks.push({ type: 'list', ordered, items: items.map((item) => parseInline(item)) });
    } else if (!line.trim()) {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
