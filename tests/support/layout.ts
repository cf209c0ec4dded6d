import type { Page } from '@playwright/test';
import { nextFrames } from './frames';

/**
 * Layout checks a reader would notice, measured in the page in one evaluate:
 *  (a) nothing in the main column is wider than the viewport unless it sits
 *      in a scroll container (a code block or a table scroller);
 *  (b) in every flag or field list the description gets at least half of the
 *      width a reader can see;
 *  (c) at desktop width every diagram label renders at 12 px or more;
 *  (d) in dark mode no large surface is light (a white box in a dark page
 *      dazzles, whatever the contrast of the text on it);
 *  (e) at desktop width no table column that holds prose is squeezed to a
 *      few words a line by columns of code that cannot wrap;
 *  (f) at desktop width no table is wider than its column: a reader would
 *      scroll it sideways to see its last columns, often the ones that say
 *      what a row means;
 *  (g) no line starts with the comma or full stop that follows inline code
 *      ending in a token set as a block, and none ends with the opening
 *      bracket before code starting with one (src/features/inline-code keeps
 *      a lone token's marks beside it; a longer span needs other words);
 *  (h) at desktop width no table cell's content runs past the cell into the
 *      next column, where the two read as one run of text.
 */
export const MIN_LABEL_PX = 12;
const MIN_DESCRIPTION_SHARE = 0.5;
/** A cell this long is prose; its column gets at least `MIN_PROSE_COLUMN_PX`. */
const PROSE_CHARS = 70;
const MIN_PROSE_COLUMN_PX = 140;
/** Past its cell's padding by more than this, content draws into the next column. */
const SPILL_PX = 4;

export interface Findings {
  overflow: string[];
  narrowDescriptions: string[];
  smallLabels: string[];
  /** In dark mode, the large surfaces that have a background colour of their own. */
  surfaces: { what: string; color: string }[];
  narrowColumns: string[];
  wideTables: string[];
  strandedPunctuation: string[];
  spillingCells: string[];
}

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour, and its alpha. */
export function luminance(color: string): { l: number; a: number } {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return { l: 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b), a };
}

/** A surface a reader sees as light: mostly opaque, and bright. */
const isLight = (color: string) => {
  const { l, a } = luminance(color);
  return a > 0.5 && l > 0.6;
};

/** Runs in the page: the three measurements, as readable findings. */
function measure({
  minLabelPx,
  minShare,
  desktop,
  proseChars,
  minProsePx,
  spillPx,
}: {
  minLabelPx: number;
  minShare: number;
  /** Diagrams have their column and tables are tables (on a phone each row is a card). */
  desktop: boolean;
  proseChars: number;
  minProsePx: number;
  spillPx: number;
}) {
  const viewport = document.documentElement.clientWidth;
  const main = document.querySelector('main');
  const findings: Findings = {
    overflow: [],
    narrowDescriptions: [],
    smallLabels: [],
    surfaces: [],
    narrowColumns: [],
    wideTables: [],
    strandedPunctuation: [],
    spillingCells: [],
  };
  if (!main) return findings;

  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
  };
  const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  const inScroller = (el: Element) => {
    for (let a = el.parentElement; a && a !== main.parentElement; a = a.parentElement) if (scrolls(a)) return true;
    return false;
  };
  const sticksOut = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (r.right > viewport + 1 || r.left < -1);
  };

  // (a) The outermost element that sticks out, not each of its children.
  for (const el of [main, ...Array.from(main.querySelectorAll('*'))]) {
    if (!sticksOut(el) || inScroller(el)) continue;
    if (el !== main && el.parentElement && sticksOut(el.parentElement) && !scrolls(el.parentElement)) continue;
    const r = el.getBoundingClientRect();
    findings.overflow.push(`${name(el)} spans ${Math.round(r.left)}..${Math.round(r.right)} px`);
  }

  // (b) The part of the description a reader sees without scrolling sideways.
  const visibleBox = (el: Element) => {
    let left = 0;
    let right = viewport;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (!scrolls(a)) continue;
      const r = a.getBoundingClientRect();
      left = Math.max(left, r.left);
      right = Math.min(right, r.right);
    }
    return { left, right };
  };
  const share = (list: Element, description: Element) => {
    const box = visibleBox(list);
    const r = description.getBoundingClientRect();
    const seen = Math.max(0, Math.min(r.right, box.right) - Math.max(r.left, box.left));
    return seen / (box.right - box.left);
  };
  const LIST_HEADS = /^(flag|field|name|parameter|option)$/i;
  for (const table of Array.from(main.querySelectorAll('table'))) {
    const heads = Array.from(table.querySelectorAll('thead th')).map((th) => (th.textContent ?? '').trim());
    const column = heads.findIndex((h) => /^description$/i.test(h));
    if (column < 0 || !LIST_HEADS.test(heads[0] ?? '')) continue;
    const cell = table.querySelector(`tbody tr > :nth-child(${column + 1})`);
    if (!cell || cell.getBoundingClientRect().height === 0) continue;
    const s = share(table, cell);
    if (s < minShare) findings.narrowDescriptions.push(`${name(cell.parentElement!)}: ${Math.round(s * 100)}% visible`);
  }
  for (const list of Array.from(main.querySelectorAll('dl.field-list'))) {
    const dd = list.querySelector('dd');
    if (!dd || dd.getBoundingClientRect().height === 0) continue;
    const s = share(list, dd);
    if (s < minShare) findings.narrowDescriptions.push(`${name(dd)}: ${Math.round(s * 100)}% visible`);
  }

  // (c) Rendered size = font size in the drawing × the drawing's scale.
  if (desktop) {
    for (const svg of Array.from(main.querySelectorAll<SVGSVGElement>('.mermaid-drawing > svg'))) {
      const r = svg.getBoundingClientRect();
      const box = svg.viewBox.baseVal;
      if (r.width === 0 || !box || box.width === 0) continue;
      const scale = Math.min(r.width / box.width, r.height / box.height);
      let smallest = Infinity;
      let label = '';
      for (const el of Array.from(svg.querySelectorAll('text, foreignObject *'))) {
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!ownText && el.tagName.toLowerCase() !== 'text') continue;
        if (!(el.textContent ?? '').trim()) continue;
        const px = parseFloat(getComputedStyle(el).fontSize) * scale;
        if (px < smallest) [smallest, label] = [px, (el.textContent ?? '').trim().slice(0, 30)];
      }
      if (smallest < minLabelPx)
        findings.smallLabels.push(
          `${svg.id} (${Math.round(box.width)} px drawn at ${Math.round(r.width)} px): "${label}" at ${smallest.toFixed(1)} px`,
        );
    }
  }
  // (e) Prose in a column a few words wide reads a word or two a line.
  if (desktop) {
    for (const table of Array.from(main.querySelectorAll('table'))) {
      const rows = Array.from(table.rows).filter((r) => r.getBoundingClientRect().height > 0);
      const columns = Math.max(0, ...rows.map((r) => r.cells.length));
      for (let c = 0; c < columns; c++) {
        const cells = rows.map((r) => r.cells[c]).filter(Boolean);
        const prose = cells.find((cell) => (cell.textContent ?? '').trim().length >= proseChars);
        const width = prose?.getBoundingClientRect().width ?? Infinity;
        if (prose && width < minProsePx)
          findings.narrowColumns.push(`${name(table)} column ${c + 1} is ${Math.round(width)} px wide`);
      }
      // (f) Measured on the table's scroller where it has one (src/theme/MDXComponents), else on its parent.
      const box = table.closest('.table-scroll') ?? table.parentElement;
      if (box && table.getBoundingClientRect().width > box.clientWidth + 1)
        findings.wideTables.push(
          `${name(table)} is ${Math.round(table.getBoundingClientRect().width)} px in ${box.clientWidth} px`,
        );
      // (h) A cell's scroll width counts what its content draws past its padding box.
      for (const cell of Array.from(table.querySelectorAll('td, th')))
        if (cell.scrollWidth > cell.clientWidth + spillPx)
          findings.spillingCells.push(`${name(cell)} needs ${cell.scrollWidth} px in ${cell.clientWidth} px`);
    }
  }

  // (g) A code span whose last or first token is a block (src/theme/CodeInline), alone or held at that end
  // by a link or emphasis: the mark after it must share the code's last line, and an opening bracket
  // before it the code's first line.
  const besideText = (code: Element, side: 'previousSibling' | 'nextSibling'): Node | null => {
    let host: Element = code;
    while (!host[side] && host.parentElement && ['A', 'STRONG', 'EM', 'DEL'].includes(host.parentElement.tagName))
      host = host.parentElement;
    const node = host[side];
    return node?.nodeType === Node.TEXT_NODE ? node : null;
  };
  const charBox = (node: Node, at: number) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect();
  };
  for (const code of Array.from(main.querySelectorAll('code'))) {
    if (code.closest('pre')) continue;
    const after = code.lastElementChild?.classList.contains('code-token') ? besideText(code, 'nextSibling') : null;
    const mark = after ? /^[.,;:!?)\]]/.exec(after.textContent ?? '') : null;
    const before = code.firstElementChild?.classList.contains('code-token')
      ? besideText(code, 'previousSibling')
      : null;
    const text = before?.textContent ?? '';
    const bracket = before && /[([]$/.test(text);
    const lines = mark || bracket ? code.getClientRects() : [];
    if (!lines.length) continue;
    if (after && mark) {
      const at = charBox(after, 0);
      if (at.height > 0 && at.top >= lines[lines.length - 1].bottom - 2)
        findings.strandedPunctuation.push(`${name(code)} leaves "${mark[0]}" to start the next line`);
    }
    if (before && bracket) {
      const at = charBox(before, text.length - 1);
      if (at.height > 0 && at.bottom <= lines[0].top + 2)
        findings.strandedPunctuation.push(`${name(code)} leaves "${text.at(-1)}" to end the line before it`);
    }
  }

  // (d) The whole page, chrome included. Small coloured marks (method badges,
  // the active status tab) keep dark text on a light fill by design.
  if (document.documentElement.dataset.theme === 'dark') {
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width * r.height < 5000) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.backgroundColor === 'rgba(0, 0, 0, 0)') continue;
      const what = `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
      findings.surfaces.push({ what, color: style.backgroundColor });
    }
  }
  return findings;
}

/**
 * The open page's layout problems at its current width and colour mode, one line each, led by `label`.
 * `reload`, for a page whose state is its address, viewport and emulated media, is the frame wait's last remedy.
 */
export async function layoutProblems(
  page: Page,
  label: string,
  { reload }: { reload?: () => Promise<void> } = {},
): Promise<string[]> {
  // After a resize React re-renders the parts that follow the window size
  // (the phone TOC, the navbar) in the next frames; measure after them.
  await nextFrames(page, 2, undefined, { reload });
  const width = page.viewportSize()?.width ?? 0;
  const found = await page.evaluate(measure, {
    minLabelPx: MIN_LABEL_PX,
    minShare: MIN_DESCRIPTION_SHARE,
    desktop: width >= 1000,
    proseChars: PROSE_CHARS,
    minProsePx: MIN_PROSE_COLUMN_PX,
    spillPx: SPILL_PX,
  });
  const at = `${label} @${width}`;
  return [
    ...found.overflow.map((f) => `${at} (a) wider than the viewport: ${f}`),
    ...found.narrowDescriptions.map((f) => `${at} (b) description too narrow: ${f}`),
    ...found.smallLabels.map((f) => `${at} (c) diagram label under ${MIN_LABEL_PX} px: ${f}`),
    ...found.narrowColumns.map((f) => `${at} (e) prose squeezed under ${MIN_PROSE_COLUMN_PX} px: ${f}`),
    ...found.wideTables.map((f) => `${at} (f) table scrolls sideways: ${f}`),
    ...found.strandedPunctuation.map((f) => `${at} (g) punctuation starts a line: ${f}`),
    ...found.spillingCells.map((f) => `${at} (h) cell content runs into the next column: ${f}`),
    ...found.surfaces
      .filter(({ color }) => isLight(color))
      .map(({ what, color }) => `${at} (d) light surface in dark mode: ${what} ${color}`),
  ];
}
