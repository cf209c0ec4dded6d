import React, { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';

/**
 * Mermaid (about 180 KB of gzipped JS) renders each diagram in the browser
 * only, and it did so as soon as a page hydrated, even for a diagram screens
 * below. Each diagram now renders when it comes within half a screen of the
 * viewport, or when the page is printed. The server HTML is unchanged:
 * Mermaid never rendered there.
 */
export default function LazyMermaid(props: ComponentProps<typeof Mermaid>): ReactNode {
  const [wanted, setWanted] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return undefined;
    const render = () => setWanted(true);
    window.addEventListener('beforeprint', render);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && render(), {
            rootMargin: '50% 0px',
          })
        : undefined;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    else render();
    return () => {
      window.removeEventListener('beforeprint', render);
      observer?.disconnect();
    };
  }, [wanted]);

  return wanted ? <Mermaid {...props} /> : <div ref={placeholder} className="mermaid-pending" />;
}
