/**
 * The recent and favourite searches DocSearch reads back from localStorage,
 * reduced to what the modal may show. DocSearch 4.7.1 renders a stored hit's
 * `_snippetResult` (or, without one, its `hierarchy` and `content`) as HTML
 * and its `url` as a link, and anything on the same origin can write that
 * storage: another app on a shared host, an extension, a previous user. So
 * every field is rebuilt from plain text: the shown texts are escaped here
 * into `_snippetResult`, which the modal prefers, and a hit whose `url` is
 * not a path of this site is dropped. Applied inside DocSearch's modal, where
 * it reads the storage, by src/features/search/patches/docsearch-modal.
 */

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES = new Set<string>([...LEVELS, 'content']);
/** Longer stored texts are cut: a title or a snippet line is far shorter. */
const MAX_TEXT = 300;

type Level = (typeof LEVELS)[number];
type Text = string | null;
export interface StoredHit {
  objectID: string;
  type: string;
  url: string;
  url_without_anchor: string;
  hierarchy: Record<Level, Text>;
  content: Text;
  _snippetResult: { hierarchy: Partial<Record<Level, { value: string }>>; content?: { value: string } };
  __docsearch_parent: StoredHit | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const textOf = (value: unknown): Text => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : null);

/** `/toolhive/faq#x`, or an absolute URL of this origin, as a path of the site; anything else is null. */
export function sitePath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // `//evil.example`, `/\evil.example` and `javascript:` all resolve to another origin (or "null").
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

function storedHit(value: unknown, origin: string, depth: number): StoredHit | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const url = sitePath(item.url, origin);
  const raw = item.hierarchy as Record<string, unknown> | null | undefined;
  if (!url || typeof item.objectID !== 'string' || typeof item.type !== 'string' || !TYPES.has(item.type)) return null;
  if (typeof raw !== 'object' || raw === null) return null;
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, textOf(raw[l])])) as Record<Level, Text>;
  const content = textOf(item.content);
  const snippets: StoredHit['_snippetResult'] = {
    hierarchy: Object.fromEntries(
      LEVELS.flatMap((l) => (hierarchy[l] ? [[l, { value: escapeHtml(hierarchy[l]) }]] : [])),
    ),
    ...(content ? { content: { value: escapeHtml(content) } } : {}),
  };
  return {
    objectID: item.objectID.slice(0, MAX_TEXT),
    type: item.type,
    url,
    url_without_anchor: url.replace(/#.*$/, ''),
    hierarchy,
    content,
    _snippetResult: snippets,
    __docsearch_parent: depth > 0 ? null : storedHit(item.__docsearch_parent, origin, depth + 1),
  };
}

/** The stored hits the modal may show, in their stored order. */
export function storedHits(items: unknown, origin: string = window.location.origin): StoredHit[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => storedHit(item, origin, 0) ?? []);
}
