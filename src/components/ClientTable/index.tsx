import React, { type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import { clientsOf, transportGroups, urlFieldOf, type AutoClient, type Transport } from '@site/src/data/clients';
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

/** A row per auto-configured client: its name, then its API name and `cells` (a string is shown as code). */
function AutoClientRows({ cells }: { cells: (client: AutoClient) => ReactNode[] }): ReactNode {
  return clientsOf(useReleaseTag()).autoClients.map((c) => (
    <tr key={c.apiName}>
      <th scope="row">{c.name}</th>
      {[c.apiName, ...cells(c)].map((value, i) => (
        <td key={i}>{typeof value === 'string' ? <CodeInline>{value}</CodeInline> : value}</td>
      ))}
    </tr>
  ));
}

const TRANSPORT_LABEL: Record<Transport, string> = { 'streamable-http': 'Streamable HTTP', sse: 'SSE', stdio: 'stdio' };
const LABEL_ORDER: Transport[] = ['streamable-http', 'sse', 'stdio'];
/** `SSE and stdio`, in a fixed order whatever the group's. */
const groupLabel = (group: Transport[]) =>
  LABEL_ORDER.filter((t) => group.includes(t))
    .map((t) => TRANSPORT_LABEL[t])
    .join(' and ');

/** Where each auto-configured client keeps the MCP settings ToolHive writes. */
export function ClientConfigTable({ os }: { os: Os }): ReactNode {
  const title = `Client configuration files on ${OS_LABEL[os]}`;
  return (
    <Table label={title} caption={title} columns={['Client', 'API name', 'File', 'Key']}>
      <AutoClientRows cells={(c) => [c.configPath[os], c.serversKey]} />
    </Table>
  );
}

/**
 * Which clients ToolHive configures, and the entry it writes for each
 * transport: one column per group of transports whose entries are alike for
 * every client of the release, the streamable HTTP one first.
 */
export function ClientCompatibilityTable(): ReactNode {
  const { autoClients } = clientsOf(useReleaseTag());
  const groups = transportGroups(autoClients).sort(
    (a, b) => Number(b.includes('streamable-http')) - Number(a.includes('streamable-http')),
  );
  const entry = (c: AutoClient, t: Transport): ReactNode =>
    c.typeByTransport ? (
      `${c.typeField ?? 'type'}: ${c.typeByTransport[t]}`
    ) : (
      <>
        no <CodeInline>type</CodeInline> field
      </>
    );
  const urlField = (c: AutoClient): ReactNode => {
    const fields = groups.map((g) => urlFieldOf(c, g[0]));
    if (new Set(fields).size === 1) return fields[0];
    return groups.map((g, i) => (
      <React.Fragment key={i}>
        {i > 0 && ', '}
        <CodeInline>{fields[i]}</CodeInline> ({groupLabel(g)})
      </React.Fragment>
    ));
  };
  return (
    <Table
      label="Client compatibility"
      caption="Clients ToolHive configures automatically"
      columns={['Client', 'API name', ...groups.map((g) => `${groupLabel(g)} entry`), 'URL field']}
    >
      <AutoClientRows cells={(c) => [...groups.map((g) => entry(c, g[0])), urlField(c)]} />
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
