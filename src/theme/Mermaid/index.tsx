import React, { type ComponentProps, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import { MermaidContainerClassName } from '@docusaurus/theme-mermaid/client';

interface Props extends Partial<ComponentProps<typeof Mermaid>> {
  /** The committed drawings src/features/diagrams puts in place of `value`. */
  light?: string;
  dark?: string;
}

/**
 * A diagram is normally drawn ahead of time (`npm run diagrams`) and arrives
 * as SVG in the page's HTML, one per colour mode; CSS shows the one that
 * matches. Readers then need no Mermaid (about 180 KB of gzipped JS) at all.
 * The drawing is src/features/diagrams'; this wrapper stays in the site's
 * theme folder because theme-classic and theme-mermaid both provide a
 * Mermaid, and a plugin's theme folder could wrap only theme-classic's stub.
 */
export default function DrawnMermaid({ light, dark, value }: Props): ReactNode {
  if (light !== undefined && dark !== undefined) {
    return Object.entries({ light, dark }).map(([mode, svg]) => (
      <div
        key={mode}
        className={`${MermaidContainerClassName} mermaid-drawing mermaid-drawing--${mode}`}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    ));
  }
  // Only `npm start` gets here (the production build refuses a diagram with
  // no drawing): Mermaid draws it in the browser, as Docusaurus does.
  return <Mermaid value={value ?? ''} />;
}
