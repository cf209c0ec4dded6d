/**
 * The AI clients each release can configure, one file per release tag, as
 * the single source for the client tables in the CLI and UI guides and the
 * compatibility reference. A page shows the clients of its docs version's
 * release (useReleaseTag).
 */
import * as v035 from './v0.3.5';
import * as v0440 from './v0.44.0';
import { TRANSPORTS, type AutoClient, type ManualClient, type Transport } from './types';

export { TRANSPORTS } from './types';
export type { AutoClient, ManualClient, Transport } from './types';

const byTag: Record<string, { autoClients: AutoClient[]; manualClients: ManualClient[] }> = {
  'v0.3.5': v035,
  'v0.44.0': v0440,
};

/** The clients of one release; a release with no client data fails, naming it. */
export function clientsOf(tag: string): { autoClients: AutoClient[]; manualClients: ManualClient[] } {
  const clients = byTag[tag];
  if (!clients) throw new Error(`No client data for ToolHive ${tag}: add src/data/clients/${tag}.ts`);
  return clients;
}

/** The release tags that have client data. */
export const clientTags = (): string[] => Object.keys(byTag);

/** The field that holds the workload URL in a client's entry for a workload of this transport. */
export const urlFieldOf = (client: AutoClient, transport: Transport): string =>
  typeof client.urlField === 'string' ? client.urlField : client.urlField[transport];

/**
 * The transports whose entries look alike for every client (same `type`
 * value, same URL field), grouped, so a table needs one column per group:
 * v0.3.5 writes stdio workloads like SSE ones, v0.44.0 like streamable HTTP.
 */
export function transportGroups(clients: AutoClient[]): Transport[][] {
  const alike = (a: Transport, b: Transport) =>
    clients.every((c) => c.typeByTransport?.[a] === c.typeByTransport?.[b] && urlFieldOf(c, a) === urlFieldOf(c, b));
  const groups: Transport[][] = [];
  for (const t of TRANSPORTS) {
    const group = groups.find((g) => alike(g[0], t));
    if (group) group.push(t);
    else groups.push([t]);
  }
  return groups;
}
