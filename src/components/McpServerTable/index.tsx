import React from 'react';
import Link from '@docusaurus/Link';
import { registryOf } from '@site/src/data/registry';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

/**
 * One row per container server in the page's release's sample registry, each linking to its
 * guide at /toolhive/guides-mcp/<name>; the tier sits under the name, so the
 * three columns fit a 390 px phone. The mcp-guides plugin fails the build
 * when a guide names a server that is missing here, and the broken-link check
 * fails it when a row has no guide.
 */
export default function McpServerTable(): React.ReactElement {
  const registry = registryOf(useReleaseTag());
  return (
    <table className={styles.table} data-testid="mcp-server-table">
      <caption className={styles.caption}>MCP servers with a ToolHive guide</caption>
      <thead>
        <tr>
          <th scope="col">Server and tier</th>
          <th scope="col">Transport</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(registry.servers).map(([name, server]) => (
          <tr key={name}>
            <th scope="row">
              <Link to={`/toolhive/guides-mcp/${name}`}>{name}</Link>
              <span className={styles.tier}>{server.tier}</span>
            </th>
            <td>
              <code>{server.transport}</code>
            </td>
            <td>{server.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
