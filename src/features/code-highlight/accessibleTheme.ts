import type { PrismTheme } from 'prism-react-renderer';

// Stock Prism themes colour some tokens below WCAG AA against their own
// background (github's #36acaa is 2.6:1), and most below AAA's 7:1. This
// nudges each token colour toward black or white until it reaches the ratio,
// keeping its hue.

type Rgb = [number, number, number];

/**
 * The tint a highlighted code line (`// highlight-next-line`) gets over the
 * code background, per colour mode. The one source for both the CSS variable
 * (src/features/code-highlight writes it) and the contrast targets below.
 */
export const HIGHLIGHTED_LINE_TINT = { light: 'rgba(46, 70, 184, 0.08)', dark: 'rgba(154, 171, 255, 0.1)' };

function parse(color: string): Rgb {
  const hex = color.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`accessibleTheme: unsupported colour "${color}"`);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** The opaque colour a translucent `tint` makes over `background`. */
export function over(tint: string, background: string): string {
  const alpha = Number(tint.match(/^rgba\(.*,\s*([\d.]+)\)$/)?.[1] ?? 1);
  const [t, b] = [parse(tint), parse(background)];
  return toHex(t.map((v, i) => v * alpha + b[i] * (1 - alpha)) as Rgb);
}

function adjust(color: string, backgrounds: string[], ratio: number): string {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrast(c, bg)));
  const target: Rgb = luminance(parse(backgrounds[0])) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let rgb = parse(color);
  for (let step = 0; step < 60 && worst(toHex(rgb)) < ratio; step++) {
    rgb = rgb.map((v, i) => v + (target[i] - v) * 0.05) as Rgb;
  }
  return worst(color) >= ratio ? color : toHex(rgb);
}

/**
 * A copy of `theme` whose token colours reach `ratio` against its background
 * and against a highlighted line (`highlightTint` over that background).
 */
export function withContrast(theme: PrismTheme, ratio: number, highlightTint?: string): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const backgrounds = highlightTint ? [background, over(highlightTint, background)] : [background];
  return {
    plain: { ...theme.plain, color: adjust(theme.plain.color ?? '#000000', backgrounds, ratio) },
    styles: theme.styles.map((s) => ({
      ...s,
      style: s.style.color ? { ...s.style, color: adjust(s.style.color, backgrounds, ratio) } : s.style,
    })),
  };
}
