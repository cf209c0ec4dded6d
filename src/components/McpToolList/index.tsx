import React from 'react';
import { getServer } from '@site/src/data/registry';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

/** The tool names a server advertises in the registry, as a compact list. */
export default function McpToolList({ server }: { server: string }): React.ReactElement {
  const { tools } = getServer(useReleaseTag(), server);
  return (
    <ul className={styles.list} aria-label={`Tools of the ${server} server`} data-testid="mcp-tool-list">
      {tools.map((tool) => (
        <li key={tool}>
          <code>{tool}</code>
        </li>
      ))}
    </ul>
  );
}
