/**
 * The AI clients each release can configure, one file per release tag, as
 * the single source for the client tables in the CLI and UI guides and the
 * compatibility reference. A page shows the clients of its docs version's
 * release (useReleaseTag).
 */
import * as v035 from './v0.3.5';
import type { AutoClient, ManualClient } from './types';

export type { AutoClient, ManualClient, Transport } from './types';

const byTag: Record<string, { autoClients: AutoClient[]; manualClients: ManualClient[] }> = { 'v0.3.5': v035 };

/** The clients of one release; a release with no client data fails, naming it. */
export function clientsOf(tag: string): { autoClients: AutoClient[]; manualClients: ManualClient[] } {
  const clients = byTag[tag];
  if (!clients) throw new Error(`No client data for ToolHive ${tag}: add src/data/clients/${tag}.ts`);
  return clients;
}

/** The release tags that have client data. */
export const clientTags = (): string[] => Object.keys(byTag);
