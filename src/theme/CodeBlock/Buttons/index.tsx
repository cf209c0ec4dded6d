import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

/**
 * Ejected from theme-classic 3.10.2. The buttons stay out of the server HTML,
 * as there, but are added in a transition instead of through BrowserOnly.
 * BrowserOnly adds every block's buttons in the render that follows
 * hydration, which React cannot interrupt: on a guide with 30 code blocks
 * that was a 120 ms task under Lighthouse's 4x throttle. A transition renders
 * in slices the browser can run input and paint between.
 */
export default function CodeBlockButtons({ className }: Props): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
