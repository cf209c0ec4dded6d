/**
 * `toolhive-docs-mcp`: the ToolHive docs as an MCP server, over stdio by
 * default or Streamable HTTP with --http. Messages for people go to stderr;
 * stdout belongs to the protocol.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs as parseArgv } from 'node:util';
import { SEARCH_INDEX_FILE, SEARCH_REFERENCE_FILE } from '../contract';
import { loadDocs, META_FILE } from './docs';
import { DEFAULT_HOST, DEFAULT_PORT, MCP_PATH } from './constants';
import { connectDocsServer, createDocsServer } from './server';
import { LineTransport } from './stdio';

const NAME = 'toolhive-docs-mcp';

const USAGE = `Usage: ${NAME} [--http] [--port <PORT>] [--host <HOST>] [--allow-origin <ORIGIN>]... [--data <DIR>]

Serves the ToolHive docs to AI clients over MCP, offline.

  --http                   Serve Streamable HTTP at http://<HOST>:<PORT>${MCP_PATH} instead of stdio
  --port <PORT>            Port for --http (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <HOST>            Address for --http (default ${DEFAULT_HOST}); naming a non-loopback
                           address here is the only way to listen beyond this computer
  --allow-origin <ORIGIN>  A web origin, such as https://app.example.com, whose pages may call
                           the server; repeat it for more. Without it, requests that carry an
                           Origin header are accepted from loopback origins only
  --data <DIR>             Folder with ${SEARCH_INDEX_FILE}, ${SEARCH_REFERENCE_FILE}, and the
                           Markdown pages (default: the copy inside this package, else ./build)
  --version                Print the version and exit
  --help                   Print this help and exit

Over HTTP, each request carries one JSON-RPC message (no batches). A busy server answers
503 with Retry-After at once rather than keep a client waiting.

Environment: SITE_URL sets the site address used in links.
`;

interface Options {
  http: boolean;
  port?: number;
  host?: string;
  data?: string;
  allowOrigins: string[];
  help: boolean;
  version: boolean;
}

export function parseArgs(argv: string[]): Options {
  const { values } = parseArgv({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      http: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', short: 'v', default: false },
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
    },
  });
  for (const name of ['host', 'port', 'data'] as const)
    if (values[name] === '') throw new Error(`--${name} needs a value`);
  const { port } = values;
  if (port !== undefined && (!/^\d+$/.test(port) || Number(port) > 65535))
    throw new Error(`--port must be a number from 0 to 65535; got ${port}`);
  const opts: Options = {
    http: values.http,
    port: port === undefined ? undefined : Number(port),
    host: values.host,
    data: values.data,
    allowOrigins: values['allow-origin'].map(originOf),
    help: values.help,
    version: values.version,
  };
  if ((opts.port !== undefined || opts.host !== undefined || opts.allowOrigins.length) && !opts.http)
    throw new Error('--port, --host and --allow-origin apply to --http only');
  return opts;
}

/** `https://App.example.com/` → `https://app.example.com`: origins compare as the browser sends them. */
function originOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(`--allow-origin takes an origin such as https://app.example.com; got ${value}`);
  return url.origin;
}

/** The data folder shipped in the package (dist/<bundle>.cjs → data/), or the site build. */
function defaultDataDir(): string {
  const packaged = path.resolve(__dirname, '../data');
  return fs.existsSync(path.join(packaged, SEARCH_INDEX_FILE)) ? packaged : path.resolve('build');
}

function packageVersion(dataDir: string): string {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.join(dataDir, META_FILE), 'utf8')) as { version?: string }).version ??
      '0.0.0-dev'
    );
  } catch {
    return '0.0.0-dev';
  }
}

export async function main(argv: string[]): Promise<void> {
  let opts: Options;
  try {
    opts = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${NAME}: ${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (opts.help) return void process.stdout.write(USAGE);
  const dataDir = opts.data ? path.resolve(opts.data) : defaultDataDir();
  const version = packageVersion(dataDir);
  if (opts.version) return void process.stdout.write(`${version}\n`);

  const docs = loadDocs(dataDir);
  const about = `ToolHive ${docs.version} docs, ${docs.pages.length} pages, links to ${docs.siteUrl}`;
  if (opts.http) {
    // Loaded only here: stdio does not pay for the HTTP transport.
    const { startHttp } = await import('./http');
    const server = await startHttp(docs, {
      host: opts.host,
      port: opts.port,
      allowNonLoopback: opts.host !== undefined,
      allowOrigins: opts.allowOrigins,
      serverVersion: version,
    });
    const addr = server.address() as { address: string; port: number };
    const shown = addr.address.includes(':') ? `[${addr.address}]` : addr.address;
    process.stderr.write(`${NAME}: ${about}; listening on http://${shown}:${addr.port}${MCP_PATH}\n`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } else {
    const server = createDocsServer(docs, version);
    // The transport closes only when the client has closed stdout: nothing is left to say.
    server.onclose = () => process.exit(0);
    await connectDocsServer(server, new LineTransport());
    process.stderr.write(`${NAME}: ${about}; serving on stdio\n`);
  }
}
