/** The shape of each release's client data (src/data/clients/<tag>.ts). */
export type Transport = 'stdio' | 'sse' | 'streamable-http';
export interface AutoClient {
  /** The name `thv client register` and the API accept. */
  apiName: string;
  name: string;
  configPath: { linux: string; macos: string; windows: string };
  /** JSON pointer (YAML key for Goose) under which ToolHive writes one entry per workload. */
  serversKey: string;
  /** Field holding the workload URL in each entry. */
  urlField: string;
  /** Value written to the entry's `type` field, by the workload's transport. */
  typeByTransport: Record<Transport, string>;
}
export interface ManualClient {
  name: string;
  supported: boolean;
  minVersion: string | null;
  note: string;
}
