import React, { type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import { clientsOf, transportGroups, urlFieldOf, type AutoClient, type Transport } from '@site/src/data/clients';
import { useReleaseTag } from '@site/src/lib/useReleaseTag';
import styles from './styles.module.css';

type Os = 'linux' | 'macos' | 'windows';
const OS_LABEL: Record<Os, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };

interface Row {
  key: string;
  name: string;
  cells: ReactNode[];
}

/**
 * A captioned table in a keyboard-reachable scroller (see src/theme/MDXComponents), a row per client. Each cell
 * carries its column's heading as `data-label`, which a phone shows above it when rows turn into cards.
 */
function Table(props: { label: string; caption: string; columns: string[]; rows: Row[] }): ReactNode {
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
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, i) => (
                <td key={i} data-label={props.columns[i + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A row per auto-configured client: its name, then its API name and `cells` (a string is shown as code). */
function autoClientRows(clients: AutoClient[], cells: (client: AutoClient) => ReactNode[]): Row[] {
  return clients.map((c) => ({
    key: c.apiName,
    name: c.name,
    cells: [c.apiName, ...cells(c)].map((value, i) =>
      typeof value === 'string' ? <CodeInline key={i}>{value}</CodeInline> : value,
    ),
  }));
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
    <Table
      label={title}
      caption={title}
      columns={['Client', 'API name', 'File', 'Key']}
      rows={autoClientRows(clientsOf(useReleaseTag()).autoClients, (c) => [c.configPath[os], c.serversKey])}
    />
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
      rows={autoClientRows(autoClients, (c) => [...groups.map((g) => entry(c, g[0])), urlField(c)])}
    />
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
      rows={manualClients.map((c) => ({
        key: c.name,
        name: c.name,
        cells: [
          c.supported ? 'Yes' : 'No, stdio only',
          c.minVersion ?? 'n/a',
          c.note.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <CodeInline key={i}>{part}</CodeInline> : part)),
        ],
      }))}
    />
  );
}
