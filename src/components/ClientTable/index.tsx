import React, { type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import { clientsOf, type AutoClient } from '@site/src/data/clients';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

type Os = 'linux' | 'macos' | 'windows';
const OS_LABEL: Record<Os, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };

/** A captioned table in a keyboard-reachable scroller (see src/theme/MDXComponents). */
function Table(props: { label: string; caption: string; columns: string[]; children: ReactNode }): ReactNode {
  return (
    <section className="table-scroll" tabIndex={0} role="group" aria-label={props.label}>
      <table className={styles.table}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </section>
  );
}

/** A row per auto-configured client: its name, then its API name and `codes`, as code. */
function AutoClientRows({ codes }: { codes: (client: AutoClient) => string[] }): ReactNode {
  return clientsOf(useReleaseTag()).autoClients.map((c) => (
    <tr key={c.apiName}>
      <th scope="row">{c.name}</th>
      {[c.apiName, ...codes(c)].map((value, i) => (
        <td key={i}>
          <CodeInline>{value}</CodeInline>
        </td>
      ))}
    </tr>
  ));
}

/** Where each auto-configured client keeps the MCP settings ToolHive writes. */
export function ClientConfigTable({ os }: { os: Os }): ReactNode {
  const title = `Client configuration files on ${OS_LABEL[os]}`;
  return (
    <Table label={title} caption={title} columns={['Client', 'API name', 'File', 'Key']}>
      <AutoClientRows codes={(c) => [c.configPath[os], c.serversKey]} />
    </Table>
  );
}

/** Which clients ToolHive configures, and how each transport reaches them. */
export function ClientCompatibilityTable(): ReactNode {
  return (
    <Table
      label="Client compatibility"
      caption="Clients ToolHive configures automatically"
      columns={['Client', 'API name', 'Streamable HTTP entry', 'SSE and stdio entry', 'URL field']}
    >
      <AutoClientRows
        codes={(c) => [`type: ${c.typeByTransport['streamable-http']}`, `type: ${c.typeByTransport.sse}`, c.urlField]}
      />
    </Table>
  );
}

/** Clients that need manual setup or a stdio bridge. */
export function ManualClientTable(): ReactNode {
  const { manualClients } = clientsOf(useReleaseTag());
  return (
    <Table
      label="Clients set up by hand"
      caption="Clients you connect by hand"
      columns={['Client', 'Remote MCP support', 'Tested from', 'How to connect']}
    >
      {manualClients.map((c) => (
        <tr key={c.name}>
          <th scope="row">{c.name}</th>
          <td>{c.supported ? 'Yes' : 'No, stdio only'}</td>
          <td>{c.minVersion ?? 'n/a'}</td>
          <td>
            {c.note.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <CodeInline key={i}>{part}</CodeInline> : part))}
          </td>
        </tr>
      ))}
    </Table>
  );
}
