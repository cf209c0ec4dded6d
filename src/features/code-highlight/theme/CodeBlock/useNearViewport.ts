import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within 200px of the viewport, and from then
 * on. A code block's browser-only work (its buttons, colouring code the build
 * could not) waits for it: a long page has dozens of blocks, and doing that
 * work for all of them at once, right after hydration, blocked the main
 * thread. A block in a closed tab stays out until its tab opens.
 */
export function useNearViewport(element: RefObject<Element | null>, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled, near]);
  return near;
}
