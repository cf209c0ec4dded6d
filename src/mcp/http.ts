/**
 * Streamable HTTP on one endpoint, `/mcp`, in the SDK's stateless mode: each
 * POST gets a fresh protocol server over the shared, already loaded docs.
 * It listens on loopback unless the caller opts in to another address. On
 * any address, a request with an Origin header must come from a loopback
 * origin or one the caller allowed, so no other web page can use the
 * server; on loopback the Host header must be loopback too, against DNS
 * rebinding.
 *
 * Whoever reaches the port must not be able to lock others out or grow the
 * server's memory without bound, so:
 * - a request holds a slot (MAX_CONCURRENT_REQUESTS) only from its complete
 *   body to its written reply; waiting for a body, or for a client to read
 *   its reply, holds none;
 * - headers, bodies and idle connections have short timeouts, and replies
 *   nobody reads are dropped with their connection past MAX_UNREAD_REPLIES;
 * - bodies are read here, to stop at 1 MB whether or not the client
 *   declares a length, and all bodies arriving at once share one budget;
 * - each request carries one message: batches are refused (messages.ts);
 * - when many clients keep it busy, requests get 503 with Retry-After at
 *   once and lose their connection, so a new client hears back quickly
 *   instead of queueing behind them (see WORK_SHARE in constants.ts for how
 *   and why).
 */
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Docs } from './docs';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  HEADERS_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  MAX_BODY_BYTES_IN_FLIGHT,
  MAX_CONCURRENT_REQUESTS,
  MAX_MESSAGE_BYTES,
  MAX_UNREAD_REPLIES,
  MCP_PATH,
  MAX_OWED_MS,
  REQUEST_TIMEOUT_MS,
  SATURATED_SHARE,
  SATURATING_CALLERS,
  SATURATION_WINDOW_MS,
  WORK_SHARE,
} from './constants';
import { checkMessage, type Id } from './messages';
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
  id: Id = null,
) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }));
}

/** How much of an oversized body is read and thrown away so the client gets to see the 413. */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** What reading a body can end in besides the body. */
const TOO_LARGE = Symbol('too large');
const BUSY = Symbol('busy');
const GONE = Symbol('gone');
type Body = Buffer | typeof TOO_LARGE | typeof BUSY | typeof GONE;

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
  let bodyBytes = 0;
  /** Replies written but not yet taken by their clients, oldest first. */
  const unread = new Set<http.ServerResponse>();

  let owed = 0;
  let paidUntil = performance.now();
  /** Milliseconds of answering not yet paid back (WORK_SHARE). */
  const owing = () => {
    const now = performance.now();
    owed = Math.max(0, owed - (now - paidUntil) * WORK_SHARE);
    paidUntil = now;
    return owed;
  };
  let mark = performance.eventLoopUtilization();
  let saturated = false;
  /** The connections that brought requests in the current window: a few clients form no queue. */
  let callers = new Set<net.Socket>();
  /**
   * Whether, in the last window, the event loop was busy nearly all the time
   * (SATURATED_SHARE) with requests from many connections (SATURATING_CALLERS).
   */
  const isSaturated = (socket: net.Socket) => {
    callers.add(socket);
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, mark);
    if (window.idle + window.active >= SATURATION_WINDOW_MS) {
      saturated = window.utilization >= SATURATED_SHARE && callers.size >= SATURATING_CALLERS;
      mark = now;
      callers = new Set([socket]);
    }
    return saturated;
  };

  /** A reply its client has not read is held until it is, or until too many are held. */
  const watchUnread = (res: http.ServerResponse) => {
    if (res.writableFinished || res.destroyed) return;
    unread.add(res);
    const forget = () => unread.delete(res);
    res.once('finish', forget).once('close', forget);
    if (unread.size > MAX_UNREAD_REPLIES) {
      const [oldest] = unread;
      unread.delete(oldest);
      oldest.destroy();
    }
  };

  /**
   * The request body, or why there is none. An oversized body is drained (up
   * to DRAIN_BYTES) before the answer, because a client still sending when
   * the connection closes reports a broken pipe instead of the status.
   */
  const readBody = (req: http.IncomingMessage): Promise<Body> => {
    if (Number(req.headers['content-length']) > DRAIN_BYTES) return Promise.resolve(TOO_LARGE);
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let held = 0;
      let ended = false;
      const end = (result: Body) => {
        if (ended) return;
        ended = true;
        bodyBytes -= held;
        resolve(result);
      };
      req.on('data', (chunk: Buffer) => {
        if (ended) return;
        size += chunk.length;
        if (size > DRAIN_BYTES) return end(TOO_LARGE);
        if (size > MAX_MESSAGE_BYTES) {
          bodyBytes -= held;
          held = 0;
          chunks.length = 0;
        } else if (bodyBytes + chunk.length > MAX_BODY_BYTES_IN_FLIGHT) end(BUSY);
        else {
          bodyBytes += chunk.length;
          held += chunk.length;
          chunks.push(chunk);
        }
      });
      req.on('end', () => end(size <= MAX_MESSAGE_BYTES ? Buffer.concat(chunks) : TOO_LARGE));
      req.on('error', () => end(GONE));
      req.on('close', () => end(GONE));
    });
  };

  /** Answers a request's body; resolves once the reply is written, whether or not the client has read it. */
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(res, 400, -32700, 'Parse error: the request body is not valid JSON.');
    }
    const checked = checkMessage(value);
    if ('refusal' in checked) {
      const { id, code, message } = checked.refusal;
      return reply(res, 400, code, message, {}, id);
    }
    const mcp = createDocsServer(docs, options.serverVersion);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await connectDocsServer(mcp, transport);
      await transport.handleRequest(req, res, checked.message);
    } finally {
      void transport.close();
      void mcp.close();
    }
  };

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
    const body = await readBody(req);
    if (body === GONE) return;
    if (body === TOO_LARGE) {
      return reply(res, 413, -32600, `Request body too large: the limit is ${MAX_MESSAGE_BYTES} bytes.`, {
        connection: 'close',
      });
    }
    if (body === BUSY || active >= MAX_CONCURRENT_REQUESTS || (isSaturated(req.socket) && owing() > MAX_OWED_MS)) {
      // Closed: a busy client that kept its connection would cost the server a request in every turn of
      // its loop, and a new client waits one turn for each connection queued ahead of it.
      return reply(res, 503, -32000, 'Server busy: too many requests at once. Retry shortly.', {
        'retry-after': '1',
        connection: 'close',
      });
    }
    const started = performance.now();
    active++;
    try {
      await answer(req, res, body);
    } finally {
      active--;
      owed = owing() + (performance.now() - started);
    }
    watchUnread(res);
  };

  const server = http.createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node checks the two timeouts above; its default of 30 s let a stalled request live 60 s.
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      // A failed request must not take the server down (an async handler's rejection would).
      handle(req, res).catch((error: Error) => reply(res, 500, -32603, `Internal error: ${error.message}`));
    },
  );
  // With no 'timeout' listener, Node destroys a socket that is idle this long.
  server.setTimeout(IDLE_TIMEOUT_MS);

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
