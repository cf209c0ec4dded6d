import React from 'react';
import Link from '@docusaurus/Link';
import { useLayoutDoc } from '@docusaurus/plugin-content-docs/client';
import { registryOf } from '@site/src/data/registry';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

/**
 * A server's guide (doc id `toolhive/guides-mcp/<name>`) in the docs version
 * of the page the table is on, as the navbar's doc items find theirs, so a
 * row never leads to another version. A server without a guide fails the
 * build, naming the doc id.
 */
function GuideLink({ name }: { name: string }): React.ReactElement {
  const guide = useLayoutDoc(`toolhive/guides-mcp/${name}`, undefined);
  return <Link to={guide?.path}>{name}</Link>;
}

/**
 * One row per container server in the page's release's sample registry, each
 * linking to its guide; the tier sits under the name, so the three columns
 * fit a 390 px phone. The mcp-guides plugin fails the build when a guide
 * names a server that is missing here.
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
              <GuideLink name={name} />
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
