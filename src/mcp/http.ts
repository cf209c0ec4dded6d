/**
 * Streamable HTTP on one endpoint, `/mcp`, in the SDK's stateless mode: each
 * POST gets a fresh protocol server over the shared, already loaded docs.
 * It listens on loopback unless the caller opts in to another address, and
 * then also accepts only loopback Host and Origin headers unless opted in,
 * so a web page cannot reach it through DNS rebinding.
 */
import http from 'node:http';
import net from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Docs } from './docs';
import { createDocsServer } from './server';

export const MCP_PATH = '/mcp';
export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

export interface HttpOptions {
  host?: string;
  port?: number;
  /** Must be true to listen on an address other than loopback. */
  allowNonLoopback?: boolean;
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
const hostOf = (header: string) => (header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0]);

function reply(res: http.ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

export function startHttp(docs: Docs, options: HttpOptions): Promise<http.Server> {
  const host = options.host ?? DEFAULT_HOST;
  const loopbackOnly = isLoopback(host);
  if (!loopbackOnly && !options.allowNonLoopback) {
    return Promise.reject(new Error(`Refusing to listen on ${host}: it is not a loopback address. Pass --host ${host} explicitly to allow it.`));
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) return reply(res, 404, -32600, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    if (loopbackOnly) {
      const origin = req.headers.origin;
      let originHost = '';
      try {
        originHost = origin ? new URL(origin).hostname : '';
      } catch {
        originHost = '?';
      }
      if (!isLoopback(hostOf(req.headers.host ?? '')) || (origin && !isLoopback(originHost))) {
        return reply(res, 403, -32600, 'Forbidden: this server accepts requests from this computer only.');
      }
    }
    if (req.method !== 'POST') {
      return reply(res, 405, -32000, 'Method not allowed: send JSON-RPC messages with POST.', { allow: 'POST' });
    }
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_BODY_BYTES) {
      // Answer before reading, then drop the connection rather than drain a huge body.
      res.setHeader('connection', 'close');
      reply(res, 413, -32600, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`);
      return req.destroy();
    }

    const mcp = createDocsServer(docs, options.serverVersion);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    try {
      await mcp.connect(transport);
      await transport.handleRequest(req, res);
    } catch (error) {
      reply(res, 500, -32603, `Internal error: ${(error as Error).message}`);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
