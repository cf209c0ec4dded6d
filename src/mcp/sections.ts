/**
 * Cuts one section out of a page's Markdown. The index knows each anchor's
 * heading text and level; the Markdown knows where headings are. Both come
 * from the same built HTML, so the n-th heading with a given text is the
 * same heading in both.
 */
import type { SearchRecord } from '../features/search/engine/types';

interface Heading {
  level: number;
  key: string;
  line: number;
}

/** Text reduced to lower-case letters and digits, so `Use \`thv run\`` matches `Use thv run`. */
const keyOf = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

function headingsOf(lines: string[]): Heading[] {
  const out: Heading[] = [];
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = null;
      return;
    }
    if (fence) return;
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) out.push({ level: h[1].length, key: keyOf(h[2]), line: i });
  });
  return out;
}

/**
 * The Markdown of the section `target` opens, up to the next heading of the
 * same or a higher level, or undefined when the heading is not in the text.
 */
export function sectionOf(markdown: string, pageHeadings: SearchRecord[], target: SearchRecord): string | undefined {
  if (target.type === 'content') return undefined;
  const level = Number(target.type.slice(3));
  const key = keyOf(target.hierarchy[target.type] ?? '');
  const nth = pageHeadings
    .slice(0, pageHeadings.indexOf(target))
    .filter((r) => r.type !== 'content' && keyOf(r.hierarchy[r.type] ?? '') === key).length;
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const start = headings.filter((h) => h.key === key)[nth];
  if (!start) return undefined;
  const end = headings.find((h) => h.line > start.line && h.level <= Math.min(level, start.level));
  return lines
    .slice(start.line, end?.line ?? lines.length)
    .join('\n')
    .trim();
}
