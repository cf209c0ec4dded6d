import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DiagramSource } from './sources';

/**
 * Mermaid diagrams are drawn once, by `npm run diagrams`, into SVG files that
 * are committed under src/data/diagrams. Drawing needs a browser (Mermaid
 * measures text in the DOM), and a browser is not something the build can
 * count on; a committed drawing also means readers no longer download and run
 * Mermaid (about 180 KB of gzipped JS) to see a diagram.
 */

export type ColorMode = 'light' | 'dark';
export const colorModes: ColorMode[] = ['light', 'dark'];

/** themeConfig.mermaid: the same themes and options serve both drawing paths. */
export interface MermaidSettings {
  theme: Record<ColorMode, string>;
  options: Record<string, unknown>;
}

export const diagramsDir = path.resolve(__dirname, '../../data/diagrams');

// Read once: the build names the drawings of every diagram on every page.
const { version: mermaidVersion } = createRequire(__filename)('mermaid/package.json') as { version: string };

/**
 * Names the drawing of one diagram in one mode. Everything that changes the
 * picture is in the name, so a stale file is simply a missing one.
 */
export function diagramFileName(source: string, mode: ColorMode, settings: MermaidSettings): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([mermaidVersion, settings.theme[mode], settings.options, source.trim()]))
    .digest('hex')
    .slice(0, 16);
  return `${mode}-${hash}.svg`;
}

/** The id Mermaid gives the <svg>; its CSS is scoped to it, so it must be unique on a page. */
export function diagramId(fileName: string): string {
  return `mermaid-${fileName.replace(/\.svg$/, '')}`;
}

export interface Drawing extends DiagramSource {
  mode: ColorMode;
  name: string;
}

/** The drawings the site needs: one per diagram and colour mode. */
export function drawingsOf(diagrams: DiagramSource[], settings: MermaidSettings): Drawing[] {
  return diagrams.flatMap((diagram) =>
    colorModes.map((mode) => ({ ...diagram, mode, name: diagramFileName(diagram.source, mode, settings) })),
  );
}

/** The element ids a drawing defines, in document order. */
export function drawingIds(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
}

/**
 * Mermaid numbers some element ids (`actor0`, `root-0`) per browser session,
 * not per diagram, so two drawings made in different runs of
 * `npm run diagrams` can share an id on one page. Every id, and every `#`
 * reference to it, gets the drawing's own id in front.
 */
export function namespaceIds(svg: string, prefix: string): string {
  const ids = new Set(drawingIds(svg).filter((id) => !id.startsWith(prefix)));
  return svg.replace(/(\sid="|#)([A-Za-z][\w:.-]*)/g, (whole, lead: string, id: string) =>
    ids.has(id) ? `${lead}${prefix}-${id}` : whole,
  );
}
