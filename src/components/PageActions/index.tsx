import React, { useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownPathFor } from '@site/src/contract';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Lets readers and AI tools take a page as Markdown: copy it, or open the file. */
export default function PageActions({ permalink }: { permalink: string }): React.ReactElement {
  const url = useBaseUrl(`/${markdownPathFor(permalink)}`);
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = { idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed' }[state];
  return (
    <div className={`page-actions ${styles.actions}`}>
      <button type="button" className={styles.action} onClick={copy} aria-live="polite">
        {label}
      </button>
      <a className={styles.action} href={url} target="_blank" rel="noopener noreferrer">
        Open Markdown
      </a>
    </div>
  );
}
