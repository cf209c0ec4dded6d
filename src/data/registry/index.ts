/**
 * Typed access to the sample registry (`sample-registry.json`), which holds
 * the entries of the servers that have a guide under docs/toolhive/guides-mcp.
 * The file follows the registry schema (src/data/registry/join.ts); a unit test proves it.
 */
import sample from './sample-registry.json';

export type Transport = 'stdio' | 'sse' | 'streamable-http';
export type Tier = 'Official' | 'Community';
export type Status = 'Active' | 'Deprecated';

export interface EnvVar {
  name: string;
  description: string;
  required: boolean;
  secret?: boolean;
  default?: string;
}

export interface OutboundPermissions {
  allow_host?: string[];
  allow_port?: number[];
  insecure_allow_all?: boolean;
}

export interface Permissions {
  network?: { outbound?: OutboundPermissions };
  read?: string[];
  write?: string[];
  privileged?: boolean;
}

export interface Provenance {
  cert_issuer?: string;
  repository_uri?: string;
  repository_ref?: string;
  runner_environment?: string;
  signer_identity?: string;
  sigstore_url?: string;
}

export interface ServerMetadata {
  stars?: number;
  pulls?: number;
  last_updated?: string;
}

export interface ContainerServer {
  name?: string;
  description: string;
  image: string;
  transport: Transport;
  target_port?: number;
  tier: Tier;
  status: Status;
  tools: string[];
  tags?: string[];
  env_vars?: EnvVar[];
  args?: string[];
  permissions?: Permissions;
  provenance?: Provenance;
  repository_url?: string;
  metadata?: ServerMetadata;
}

export interface Registry {
  version: string;
  last_updated: string;
  servers: Record<string, ContainerServer>;
  remote_servers?: Record<string, unknown>;
  groups?: unknown[];
}

export const registry = sample as unknown as Registry;

/** Names of the container servers in the sample, in file order. */
export const serverNames: string[] = Object.keys(registry.servers);

/**
 * Returns one container server entry. Throws when the name is unknown, so a
 * typo in a page fails loudly instead of rendering an empty box (the
 * mcp-guides plugin reports the same problem earlier, at build start).
 */
export function getServer(name: string): ContainerServer {
  const server = registry.servers[name];
  if (!server) {
    throw new Error(`No server "${name}" in src/data/registry/sample-registry.json`);
  }
  return server;
}
