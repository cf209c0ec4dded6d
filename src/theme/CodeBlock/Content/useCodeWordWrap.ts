import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { useCodeWordWrap as useThemeCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * What theme-common's useCodeWordWrap gives a code block, without its cost
 * right after hydration. There, every block's mount effects set two states
 * at default priority (whether the block sits in a hidden tab panel, and
 * whether it scrolls sideways), so all the blocks of a page re-rendered
 * together in one task React cannot split. Here the sideways measurement is
 * a transition, and a hidden tab panel is watched without holding it in
 * state.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // A wrapped block no longer overflows, yet keeps its button to unwrap.
    const scrollable = pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    // `anywhere` breaks even a token longer than the line.
    else Object.assign(code.style, { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  // A block in a hidden tab panel measures zero wide, so it measures again when its panel is shown.
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) measure();
    });
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
