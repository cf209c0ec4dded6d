import React, { useEffect, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';

interface Props extends Partial<ComponentProps<typeof Mermaid>> {
  /** The committed drawings src/features/diagrams puts in place of `value`. */
  light?: string;
  dark?: string;
}

/** The width Mermaid drew at, from the drawing's viewBox. */
const drawnWidth = (svg: string): number => Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? 0);

/**
 * A diagram is normally drawn ahead of time (`npm run diagrams`) and arrives
 * as SVG in the page's HTML, one per colour mode; CSS shows the one that
 * matches. Readers then need no Mermaid (about 180 KB of gzipped JS) at all.
 * The drawing is src/features/diagrams'; this wrapper stays in the site's
 * theme folder because theme-classic and theme-mermaid both provide a
 * Mermaid, and a plugin's theme folder could wrap only theme-classic's stub.
 *
 * Where the column is narrower than the drawing (a phone), the drawing is
 * scaled down with its labels; a button then shows it at the size it was
 * drawn, in a scroller, and back; it comes first, so a reader meets it before
 * the drawing.
 */
export default function DrawnMermaid({ light, dark, value }: Props): ReactNode {
  const figure = useRef<HTMLDivElement>(null);
  const [scaled, setScaled] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  const width = light === undefined ? 0 : drawnWidth(light);

  useEffect(() => {
    const element = figure.current;
    if (!element || !width) return undefined;
    const observer = new ResizeObserver(() => setScaled(element.clientWidth < width - 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  if (light === undefined || dark === undefined) {
    // Only `npm start` gets here (the production build refuses a diagram with
    // no drawing): Mermaid draws it in the browser, as Docusaurus does.
    return <Mermaid value={value ?? ''} />;
  }
  const full = scaled && fullSize;
  return (
    <div
      ref={figure}
      className={`mermaid-figure${full ? ' mermaid-figure--full' : ''}`}
      style={{ '--diagram-width': `${width}px` } as CSSProperties}
    >
      {scaled && (
        <button type="button" className="clean-btn mermaid-figure__size" onClick={() => setFullSize(!fullSize)}>
          {fullSize ? 'Fit diagram to page' : 'Show diagram full size'}
        </button>
      )}
      {Object.entries({ light, dark }).map(([mode, svg]) => (
        <div
          key={mode}
          className={`${MermaidContainerClassName} mermaid-drawing mermaid-drawing--${mode}`}
          // At full size the drawing scrolls sideways, so the keyboard must reach it.
          {...(full ? { tabIndex: 0, role: 'group', 'aria-label': 'Diagram at full size' } : {})}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ))}
    </div>
  );
}
