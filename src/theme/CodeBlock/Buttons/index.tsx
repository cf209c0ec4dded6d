/**
 * @docusaurus/theme-classic@3.10.2's CodeBlock/Buttons, changed in one way:
 * the buttons (still left out of the server HTML) are added in a transition
 * instead of through BrowserOnly. BrowserOnly adds every block's buttons in
 * the render right after hydration, which React cannot split; a transition
 * renders in slices the browser can paint and take input between.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

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
