/**
 * Typed access to each release's sample registry
 * (`src/data/registry/<tag>/sample-registry.json`), which holds the entries
 * of the servers that have a guide under toolhive/guides-mcp. Each file
 * follows its release's registry schema (src/data/registry/join.ts); a unit
 * test proves it.
 */
import sampleV035 from './v0.3.5/sample-registry.json';

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

const byTag: Record<string, Registry> = { 'v0.3.5': sampleV035 as unknown as Registry };

/** One release's sample registry; a release with none fails, naming it. */
export function registryOf(tag: string): Registry {
  const registry = byTag[tag];
  if (!registry)
    throw new Error(`No sample registry for ToolHive ${tag}: add src/data/registry/${tag}/sample-registry.json`);
  return registry;
}

/** The release tags that have a sample registry. */
export const registryTags = (): string[] => Object.keys(byTag);

/**
 * Returns one container server entry of a release. Throws when the name is
 * unknown, so a typo in a page fails loudly instead of rendering an empty box
 * (the mcp-guides plugin reports the same problem earlier, at build start).
 */
export function getServer(tag: string, name: string): ContainerServer {
  const server = registryOf(tag).servers[name];
  if (!server) throw new Error(`No server "${name}" in src/data/registry/${tag}/sample-registry.json`);
  return server;
}
