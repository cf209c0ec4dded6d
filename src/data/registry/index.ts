/**
 * Typed access to each release's sample registry
 * (`src/data/registry/<tag>/sample-registry.json`), which holds the entries
 * of the servers that have a guide under toolhive/guides-mcp. Each file
 * follows its release's registry schema (src/data/registry/join.ts); a unit
 * test proves it. The files differ in format: v0.3.5 reads the legacy ToolHive
 * format, later releases the upstream MCP format. The components read one
 * shape, the entry as the release's ToolHive itself reads it (the JSON
 * `thv registry info --format json` prints), so a page shows what the
 * page's release does with its file.
 */
import sampleV035 from './v0.3.5/sample-registry.json';
import sampleV0440 from './v0.44.0/sample-registry.json';

export type Transport = 'stdio' | 'sse' | 'streamable-http';
export type Tier = 'Official' | 'Community';

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
  /** The registry name: `fetch` in v0.3.5, `io.github.stacklok/fetch` in the upstream format. */
  name?: string;
  description: string;
  image: string;
  transport: Transport;
  target_port?: number;
  tier: Tier;
  /** `Active` or `Deprecated`; the upstream format also allows `active` and `deprecated`. */
  status: string;
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
  /** Container servers by the name a guide uses: the registry name, or in the upstream format the part after its slash. */
  servers: Record<string, ContainerServer>;
  remote_servers?: Record<string, unknown>;
  groups?: unknown[];
  /**
   * The release whose built-in catalog the values come from. It is the
   * release itself unless its catalog was not available when the sample was
   * written (v0.44.0 holds v0.3.5's values, converted).
   */
  catalog: string;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);

/** The upstream format wraps its servers in a top-level `data` object; the legacy format has none (ToolHive's own test, pkg/registry/legacyhint IsUpstream). */
export const isUpstreamRegistry = (file: unknown): boolean => isObject(file) && isObject(file.data);

/** The part of `io.github.stacklok/fetch` after the slash, the short name `thv run fetch` matches. */
const shortName = (name: string) => (name.split('/').length === 2 ? name.split('/')[1] : name);

interface UpstreamInput {
  name: string;
  description?: string;
  isRequired?: boolean;
  isSecret?: boolean;
  default?: string;
}
interface UpstreamServer {
  name: string;
  description: string;
  repository?: { url?: string };
  packages?: {
    registryType: string;
    identifier: string;
    transport: { type: Transport; url?: string };
    environmentVariables?: UpstreamInput[];
    packageArguments?: { name?: string; value?: string }[];
    runtimeArguments?: unknown[];
  }[];
  remotes?: { type: Transport; url: string }[];
  _meta?: Json;
}

/** The first object under `io.github.stacklok` in an entry's publisher-provided block, where ToolHive reads its fields. */
function extensionsOf(server: UpstreamServer): Json {
  const provided = server._meta?.['io.modelcontextprotocol.registry/publisher-provided'];
  const stacklok = isObject(provided) ? provided['io.github.stacklok'] : undefined;
  const first = isObject(stacklok) ? Object.values(stacklok).find(isObject) : undefined;
  return first ?? {};
}

/**
 * A container entry of the upstream format as ToolHive v0.44.0 reads it
 * (toolhive-core v0.0.38 registry/converters/upstream_to_toolhive.go,
 * ServerJSONToImageMetadata): the one OCI package gives the image, the
 * transport and, from its URL's port, the target port; the publisher-provided
 * block gives the rest. `undefined` for an entry ToolHive skips (not exactly
 * one OCI package).
 */
function readUpstreamContainer(server: UpstreamServer, source: string): ContainerServer | undefined {
  const oci = (server.packages ?? []).filter((p) => p.registryType === 'oci');
  if (oci.length !== 1) return undefined;
  const [pkg] = oci;
  // ToolHive also reads `-e KEY=VALUE` runtime arguments as variables; no sample needs that, so none may carry one unread.
  if (pkg.runtimeArguments?.length)
    throw new Error(
      `${source}: ${server.name} has runtimeArguments, which this site does not read the way ToolHive does`,
    );
  const ext = extensionsOf(server);
  const pick = <K extends keyof ContainerServer>(...keys: K[]) =>
    Object.fromEntries(keys.filter((k) => ext[k] !== undefined).map((k) => [k, ext[k]])) as Pick<ContainerServer, K>;
  let port = '';
  try {
    port = pkg.transport.url ? new URL(pkg.transport.url).port : '';
  } catch {
    throw new Error(`${source}: ${server.name}: the transport url "${pkg.transport.url}" does not parse`);
  }
  const packageArgs = (pkg.packageArguments ?? []).flatMap((a) => [a.name, a.value].filter((s): s is string => !!s));
  const metadata = ext.metadata as ServerMetadata | undefined;
  const entry: ContainerServer = {
    ...pick('tags', 'permissions', 'provenance', 'args'),
    name: server.name,
    description: server.description,
    image: pkg.identifier,
    transport: pkg.transport.type,
    tier: ext.tier as Tier,
    status: ext.status as string,
    tools: (ext.tools as string[] | undefined) ?? [],
  };
  // Go's int field reads a missing count as 0, which `thv registry info` prints.
  if (metadata) entry.metadata = { ...metadata, stars: metadata.stars ?? 0 };
  if (port) entry.target_port = Number(port);
  // Package arguments win over the extension's args.
  if (packageArgs.length) entry.args = packageArgs;
  if (server.repository?.url) entry.repository_url = server.repository.url;
  const env = pkg.environmentVariables ?? [];
  if (env.length)
    entry.env_vars = env.map((e) => ({
      name: e.name,
      description: e.description ?? '',
      required: e.isRequired ?? false,
      ...(e.isSecret ? { secret: true } : {}),
      ...(e.default ? { default: e.default } : {}),
    }));
  return entry;
}

/**
 * A sample file in the shape the components read. Upstream entries are
 * keyed by their short name; two entries with the same short name fail, as
 * `thv run <short name>` does at v0.44.0 (pkg/registry/provider_base.go).
 */
export function readSampleRegistry(file: unknown, source: string): Omit<Registry, 'catalog'> {
  if (!isUpstreamRegistry(file)) return file as Omit<Registry, 'catalog'>;
  const upstream = file as { version: string; meta: { last_updated: string }; data: { servers: UpstreamServer[] } };
  const servers: Record<string, ContainerServer> = {};
  const remote_servers: Record<string, unknown> = {};
  for (const server of upstream.data.servers) {
    const key = shortName(server.name);
    if (key in servers || key in remote_servers)
      throw new Error(`${source}: two servers have the short name "${key}", so a guide cannot name either by it`);
    // ToolHive reads an entry with remotes as a remote server, whatever packages it lists.
    if (server.remotes?.length) remote_servers[key] = server;
    else {
      const entry = readUpstreamContainer(server, source);
      if (entry) servers[key] = entry;
    }
  }
  return {
    version: upstream.version,
    last_updated: upstream.meta.last_updated,
    servers,
    remote_servers,
  };
}

const samples: Record<string, { file: unknown; catalog: string }> = {
  'v0.3.5': { file: sampleV035, catalog: 'v0.3.5' },
  // The toolhive-catalog module v0.44.0 embeds (v0.20260810.0) was not available:
  // this file holds v0.3.5's catalog values, converted as `thv registry convert` does.
  'v0.44.0': { file: sampleV0440, catalog: 'v0.3.5' },
};
const byTag: Record<string, Registry> = Object.fromEntries(
  Object.entries(samples).map(([tag, { file, catalog }]) => [
    tag,
    { ...readSampleRegistry(file, `src/data/registry/${tag}/sample-registry.json`), catalog },
  ]),
);

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
