import React, { useId } from 'react';
import Link from '@docusaurus/Link';
import { getServer, registryOf } from '@site/src/data/registry';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

// Fixed locale and time zone: the server and the browser write the same text.
const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The metadata box at the top of each MCP server guide: registry facts about
 * one server, rendered as a labelled definition list.
 */
export default function McpServerMetadata({ server }: { server: string }): React.ReactElement {
  const tag = useReleaseTag();
  const entry = getServer(tag, server);
  const registry = registryOf(tag);
  const headingId = useId();
  const { metadata } = entry;
  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="mcp-server-metadata">
      <p className={styles.heading} id={headingId}>
        Registry entry: <code>{entry.name ?? server}</code>
      </p>
      <dl className={styles.list}>
        <dt>Image</dt>
        <dd>
          <code>{entry.image}</code>
        </dd>
        <dt>Transport</dt>
        <dd>
          <code>{entry.transport}</code>
          {entry.target_port !== undefined && (
            <>
              {' '}
              on container port <code>{entry.target_port}</code>
            </>
          )}
        </dd>
        <dt>Tier</dt>
        <dd>{entry.tier}</dd>
        <dt>Status</dt>
        <dd>{entry.status}</dd>
        <dt>Tools</dt>
        <dd>{entry.tools.length}</dd>
        {metadata?.stars !== undefined && (
          <>
            <dt>Repository stars</dt>
            <dd>{metadata.stars.toLocaleString('en-US')}</dd>
          </>
        )}
        {metadata?.last_updated && (
          <>
            <dt>Last updated</dt>
            <dd>
              <time dateTime={metadata.last_updated}>{formatDate(metadata.last_updated)}</time>
            </dd>
          </>
        )}
        {entry.repository_url && (
          <>
            <dt>Source</dt>
            <dd>
              <Link href={entry.repository_url}>{entry.repository_url.replace(/^https:\/\//, '')}</Link>
            </dd>
          </>
        )}
      </dl>
      <p className={styles.note}>
        {registry.catalog === tag ? (
          <>
            From the ToolHive {tag} built-in registry, last updated {formatDate(registry.last_updated)}.
          </>
        ) : (
          // The release's own catalog was not available: say whose values these are.
          <>
            Values from the ToolHive {registry.catalog} built-in registry of {formatDate(registry.last_updated)}, in the
            registry format of {tag}; the catalog that {tag} ships may list other values.
          </>
        )}{' '}
        Run <code>thv registry info {server}</code> to see the entry in the registry you use.
      </p>
    </section>
  );
}
