import React from 'react';
import { autoClients, manualClients } from '@site/src/data/clients';
import styles from './styles.module.css';

type Os = 'linux' | 'macos' | 'windows';
const OS_LABEL: Record<Os, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };

/** Where each auto-configured client keeps the MCP settings ToolHive writes. */
export function ClientConfigTable({ os }: { os: Os }): React.ReactElement {
  return (
    <section
      className="table-scroll"
      tabIndex={0}
      role="group"
      aria-label={`Client configuration files on ${OS_LABEL[os]}`}
    >
      <table className={styles.table}>
        <caption>Client configuration files on {OS_LABEL[os]}</caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">API name</th>
            <th scope="col">File</th>
            <th scope="col">Key</th>
          </tr>
        </thead>
        <tbody>
          {autoClients.map((c) => (
            <tr key={c.apiName}>
              <th scope="row">{c.name}</th>
              <td>
                <code>{c.apiName}</code>
              </td>
              <td>
                <code>{c.configPath[os]}</code>
              </td>
              <td>
                <code>{c.serversKey}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Which clients ToolHive configures, and how each transport reaches them. */
export function ClientCompatibilityTable(): React.ReactElement {
  return (
    <section className="table-scroll" tabIndex={0} role="group" aria-label="Client compatibility">
      <table className={styles.table}>
        <caption>Clients ToolHive configures automatically</caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">API name</th>
            <th scope="col">Streamable HTTP entry</th>
            <th scope="col">SSE and stdio entry</th>
            <th scope="col">URL field</th>
          </tr>
        </thead>
        <tbody>
          {autoClients.map((c) => (
            <tr key={c.apiName}>
              <th scope="row">{c.name}</th>
              <td>
                <code>{c.apiName}</code>
              </td>
              <td>
                <code>type: {c.typeByTransport['streamable-http']}</code>
              </td>
              <td>
                <code>type: {c.typeByTransport.sse}</code>
              </td>
              <td>
                <code>{c.urlField}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Clients that need manual setup or a stdio bridge. */
export function ManualClientTable(): React.ReactElement {
  return (
    <section className="table-scroll" tabIndex={0} role="group" aria-label="Clients set up by hand">
      <table className={styles.table}>
        <caption>Clients you connect by hand</caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Remote MCP support</th>
            <th scope="col">Tested from</th>
            <th scope="col">How to connect</th>
          </tr>
        </thead>
        <tbody>
          {manualClients.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td>{c.supported ? 'Yes' : 'No, stdio only'}</td>
              <td>{c.minVersion ?? 'n/a'}</td>
              <td>{c.note.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
