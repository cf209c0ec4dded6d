import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's layout switches at the same width.
const DESKTOP_BREAKPOINT = 996;

/**
 * theme-common's useWindowSize, with its first reading made a transition.
 * The server and hydration render 'ssr', which shows the desktop sidebar and
 * table of contents; on a phone the first reading swaps both for their
 * mobile forms, and at default priority that swap joined one render of the
 * whole page that React cannot split. Later resizes stay urgent.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
