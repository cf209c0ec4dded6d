/** The shape of each release's client data (src/data/clients/<tag>.ts). */
export const TRANSPORTS = ['stdio', 'sse', 'streamable-http'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export interface AutoClient {
  /** The name `thv client register` and the API accept. */
  apiName: string;
  name: string;
  configPath: { linux: string; macos: string; windows: string };
  /** JSON pointer (YAML key for Goose and Continue, TOML table for Codex and Mistral Vibe) under which ToolHive writes one entry per workload. */
  serversKey: string;
  /** Field holding the workload URL in each entry; per transport for a client that names it differently by transport. */
  urlField: string | Record<Transport, string>;
  /** Value written to the entry's type field, by the workload's transport; null when ToolHive writes no type field. */
  typeByTransport: Record<Transport, string> | null;
  /** The key of that type field, when it is not `type`. */
  typeField?: string;
  /** The release marks the client deprecated: the help of `thv client register` and `thv client remove` says so, and both print a warning for it. */
  deprecated?: boolean;
}
export interface ManualClient {
  name: string;
  supported: boolean;
  minVersion: string | null;
  note: string;
}
