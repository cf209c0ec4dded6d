/**
 * Streamable HTTP on one endpoint, `/mcp`, in the SDK's stateless mode: each
 * POST gets a fresh protocol server over the shared, already loaded docs.
 * It listens on loopback unless the caller opts in to another address. On
 * any address, a request with an Origin header must come from a loopback
 * origin or one the caller allowed, so no other web page can use the
 * server; on loopback the Host header must be loopback too, against DNS
 * rebinding. It reads request bodies itself to stop at 1 MB, whether or not
 * the client declares a length, and answers 503 at once when
 * MAX_CONCURRENT_REQUESTS are already in progress, so an overloaded server
 * stays quick to say so instead of leaving connections waiting.
 */
import http from 'node:http';
import net from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Docs } from './docs';
import { DEFAULT_HOST, DEFAULT_PORT, MAX_CONCURRENT_REQUESTS, MAX_MESSAGE_BYTES, MCP_PATH } from './constants';
import { connectDocsServer, createDocsServer } from './server';

export { DEFAULT_HOST, DEFAULT_PORT, MAX_MESSAGE_BYTES, MCP_PATH };

export interface HttpOptions {
  host?: string;
  port?: number;
  /** Must be true to listen on an address other than loopback. */
  allowNonLoopback?: boolean;
  /** Web origins (`https://app.example.com`) allowed besides loopback ones; they also get CORS headers. */
  allowOrigins?: string[];
  serverVersion: string;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (LOOPBACK_NAMES.has(bare) || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  return bare === '::ffff:127.0.0.1';
}

/** `host:port` or `[v6]:port` → host. */
const hostOf = (header: string) =>
  header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0];

function reply(
  res: http.ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** How much of an oversized body is read and thrown away so the client gets to see the 413. */
const DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * The request body, or null when it is over `limit` bytes, declared or
 * streamed. An oversized body is drained (up to DRAIN_BYTES) before the
 * answer, because a client still sending when the connection closes
 * reports a broken pipe instead of the status.
 */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length']) > DRAIN_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_BYTES) resolve(null);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

export function startHttp(docs: Docs, options: HttpOptions): Promise<http.Server> {
  const host = options.host ?? DEFAULT_HOST;
  const loopbackOnly = isLoopback(host);
  if (!loopbackOnly && !options.allowNonLoopback) {
    return Promise.reject(
      new Error(
        `Refusing to listen on ${host}: it is not a loopback address. Pass --host ${host} explicitly to allow it.`,
      ),
    );
  }

  const allowed = new Set(options.allowOrigins);
  /** Whether a request's Origin header, if it has one, may use the server. */
  const originAllowed = (origin: string | undefined) => {
    if (origin === undefined || allowed.has(origin)) return true;
    try {
      return /^https?:$/.test(new URL(origin).protocol) && isLoopback(new URL(origin).hostname);
    } catch {
      return false; // `null` (a sandboxed or file page) and anything else that is no URL
    }
  };
  let active = 0;

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) return reply(res, 404, -32600, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    const origin = req.headers.origin;
    if (loopbackOnly && !isLoopback(hostOf(req.headers.host ?? ''))) {
      return reply(res, 403, -32600, 'Forbidden: this server accepts requests from this computer only.');
    }
    if (!originAllowed(origin)) {
      return reply(res, 403, -32600, 'Forbidden: this origin may not use this server (see --allow-origin).');
    }
    if (origin && allowed.has(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, accept, mcp-protocol-version',
          'access-control-max-age': '600',
        });
        return void res.end();
      }
    }
    if (req.method !== 'POST') {
      return reply(res, 405, -32000, 'Method not allowed: send JSON-RPC messages with POST.', { allow: 'POST' });
    }
    const body = await readBody(req, MAX_MESSAGE_BYTES);
    if (body === null) {
      return reply(res, 413, -32600, `Request body too large: the limit is ${MAX_MESSAGE_BYTES} bytes.`, {
        connection: 'close',
      });
    }
    let message: unknown;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(res, 400, -32700, 'Parse error: the request body is not valid JSON.');
    }

    const mcp = createDocsServer(docs, options.serverVersion);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await connectDocsServer(mcp, transport);
    await transport.handleRequest(req, res, message);
  };
  // Slow clients must not hold a request slot for the default five minutes.
  const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
    if (active >= MAX_CONCURRENT_REQUESTS) {
      return reply(res, 503, -32000, 'Server busy: too many requests at once. Retry shortly.', {
        'retry-after': '1',
        connection: 'close',
      });
    }
    active++;
    res.once('close', () => active--);
    // A failed request must not take the server down (an async handler's rejection would).
    handle(req, res).catch((error: Error) => reply(res, 500, -32603, `Internal error: ${error.message}`));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
