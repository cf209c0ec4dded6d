import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, inject, it, type TestContext } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../src/mcp/constants';
import { SITE_URL, textOf } from './helpers';

const { bundle } = inject('mcpPackage');
let child: ChildProcess;
let endpoint: URL;

/** Starts the packed server over HTTP on a free loopback port and waits for its address. */
function startServer(args: string[]): Promise<{ child: ChildProcess; endpoint: URL }> {
  const proc = spawn(process.execPath, [bundle, '--http', '--port', '0', ...args], {
    env: { PATH: process.env.PATH ?? '', SITE_URL },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let stderr = '';
    proc.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(stderr);
      if (m) resolve({ child: proc, endpoint: new URL(m[1]) });
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}

beforeAll(async () => {
  ({ child, endpoint } = await startServer([]));
});
afterAll(() => {
  child?.kill();
});

const rpc = (id: number, method: string, params: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  });

/** A raw request, for headers fetch will not let a caller set (Host). */
function rawRequest(
  options: http.RequestOptions,
  body = '',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: endpoint.hostname, port: endpoint.port, path: endpoint.pathname, ...options },
      (res) => {
        let data = '';
        res.on('data', (c: Buffer) => (data += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One call on a connection of its own, as a new client makes it; gives up after 5 s. */
function freshCall(
  url: URL,
  body = rpc(1, 'ping'),
): Promise<{ status: number | string; ms: number; retryAfter?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.setTimeout(5000, () => {
      req.destroy();
      resolve({ status: 'no answer in 5 s', ms: 5000 });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error', ms: 0 }));
    req.end(body);
  });
}

/** A new client's call every 250 ms for `ms`, one after the other. */
async function newClientCalls(url: URL, ms: number) {
  const calls = [];
  for (const end = Date.now() + ms; Date.now() < end;) {
    calls.push(await freshCall(url));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return calls;
}

/** The most memory a process has held, in MB, where the system says (Linux's /proc). */
function peakMemoryMb(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!fs.existsSync(status)) return undefined;
  return Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, 'utf8'))![1]) / 1024;
}

/** Checks the 300 MB bound, or says in the report why it could not. */
function expectMemoryBound(ctx: TestContext, pid: number) {
  const peak = peakMemoryMb(pid);
  if (peak === undefined) return void ctx.annotate('memory not checked: this system has no /proc/<pid>/status');
  expect(peak, 'server peak memory, MB').toBeLessThan(300);
}

/** A raw POST on its own connection that never reads what comes back. */
function unreadPost(url: URL, head: string, body = '') {
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.on('error', () => undefined);
  socket.pause();
  socket.write(
    `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\ncontent-type: application/json\r\n` +
      `accept: application/json, text/event-stream\r\n${head}\r\n${body}`,
  );
  return socket;
}

describe('Streamable HTTP on loopback', () => {
  it('listens on 127.0.0.1 by default', () => {
    expect(endpoint.hostname).toBe('127.0.0.1');
    expect(endpoint.pathname).toBe('/mcp');
  });

  it('initializes, lists tools and calls one through the SDK client', async () => {
    const client = new Client({ name: 'http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint));
    expect(client.getServerVersion()?.name).toBe('toolhive-docs');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask_docs', 'list_pages', 'read_page', 'search_docs']);
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'secrets', limit: 2 } });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { results: unknown[] }).results).toHaveLength(2);
    expect(textOf(result)).toContain(SITE_URL);
    const bad = await client.callTool({ name: 'search_docs', arguments: { query: '' } });
    expect(bad.isError).toBe(true);
    // The SDK client puts "MCP error <code>: " before a reply's message; the server's message has none of its own.
    await expect(client.callTool({ name: 'delete_docs', arguments: {} })).rejects.toThrow(
      /^MCP error -32602: Unknown tool "delete_docs"\. Tools: /,
    );
    await client.close();
  });

  it('drives every tool and the resources through the SDK client', async () => {
    const client = new Client({ name: 'http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint));
    try {
      const call = async (name: string, args: Record<string, unknown>) => {
        const result = await client.callTool({ name, arguments: args });
        expect(result.isError, `${name} ${textOf(result)}`).toBeFalsy();
        return result.structuredContent as Record<string, unknown>;
      };
      expect(await call('search_docs', { query: 'network isolation', limit: 3 })).toMatchObject({
        results: expect.arrayContaining([expect.objectContaining({ url: expect.stringContaining(SITE_URL) })]),
      });
      expect(await call('read_page', { path: '/toolhive/faq' })).toMatchObject({ path: '/toolhive/faq' });
      expect(
        await call('ask_docs', { question: 'How do I restrict which hosts an MCP server can reach?' }),
      ).toMatchObject({ covered: true });
      // A numeric cursor, as the MCP Inspector's CLI sends it.
      expect(await call('list_pages', { cursor: 50, limit: 5 })).toMatchObject({ nextCursor: '55' });
      const { resources } = await client.listResources();
      expect(resources.length).toBeGreaterThan(100);
      const { contents } = await client.readResource({ uri: resources[0].uri });
      expect(contents[0].mimeType).toBe('text/markdown');
    } finally {
      await client.close();
    }
  });

  it('answers a plain JSON-RPC POST with JSON', async () => {
    const res = await post(rpc(1, 'tools/call', { name: 'list_pages', arguments: { section: 'FAQ' } }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number; result: { structuredContent: { pages: unknown[] } } };
    expect(body.id).toBe(1);
    expect(body.result.structuredContent.pages).toHaveLength(1);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = rpc(2, 'tools/call', { name: 'search_docs', arguments: { query: 'x', pad: 'y'.repeat(1024 * 1024) } });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/too large/i);
  });

  it('refuses a body over 1 MB sent without a length', async () => {
    // 20 chunks of 64 KB, streamed: the server sees no Content-Length.
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 20) return controller.close();
        controller.enqueue(new TextEncoder().encode('y'.repeat(64 * 1024)));
      },
    });
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers malformed JSON with a JSON-RPC parse error', async () => {
    const res = await post('{"jsonrpc": "2.0", "id": 3, "method": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });

  it('answers JSON that is no JSON-RPC message with -32600, as stdio does, with its id when it has one', async () => {
    for (const [body, id, reason] of [
      [JSON.stringify({ jsonrpc: '2.0', hello: 'world' }), null, /not a JSON-RPC request/],
      [JSON.stringify({ hello: 'world' }), null, /"jsonrpc" must be "2\.0"/],
      [JSON.stringify({ jsonrpc: '1.0', id: 5, method: 'ping' }), 5, /"jsonrpc" must be "2\.0"/],
      ['42', null, /one JSON object/],
    ] as const) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      const answer = (await res.json()) as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
      expect(answer, body).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32600 } });
      expect(answer.error.message).toMatch(reason);
    }
  });

  it('refuses a batch and an empty array with -32600: a request carries one message', async () => {
    const batch = `[${rpc(1, 'ping')},${rpc(2, 'tools/call', { name: 'ask_docs', arguments: { question: 'How do I run a server?' } })}]`;
    for (const body of [batch, '[]']) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: 'Invalid request: batches (JSON arrays) are not supported; send one message at a time.',
        },
      });
    }
  });

  it('answers other methods, paths and foreign Host or Origin headers with errors', async () => {
    expect((await fetch(endpoint)).status).toBe(405);
    expect((await fetch(new URL('/other', endpoint), { method: 'POST', body: '{}' })).status).toBe(404);
    const init = rpc(4, 'tools/list');
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    expect((await rawRequest({ method: 'POST', headers: { ...headers, host: 'evil.example.com' } }, init)).status).toBe(
      403,
    );
    expect((await post(init, { origin: 'https://evil.example.com' })).status).toBe(403);
    expect((await post(init, { origin: `http://localhost:${endpoint.port}` })).status).toBe(200);
  });

  it('answers bad params with -32602 and a one-line reason', async () => {
    const res = await post(rpc(6, 'tools/call', { name: 42, arguments: {} }));
    const body = (await res.json()) as { id: number; error: { code: number; message: string } };
    expect(body).toMatchObject({ id: 6, error: { code: -32602 } });
    expect(body.error.message).toMatch(/^Invalid params for tools\/call: params\.name: [^\n]*$/);
  });

  it('keeps answering after bad requests', async () => {
    const res = await post(rpc(5, 'tools/list'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(4);
  });

  it('is not reachable on the other addresses of this machine', async (ctx) => {
    const reaches = (host: string, port: number) =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect({ host, port });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
    // Every external IPv4 address, and 127.0.0.2, which Linux routes to this machine too.
    const candidates = [
      '127.0.0.2',
      ...Object.values(os.networkInterfaces())
        .flat()
        .filter((a) => a && a.family === 'IPv4' && !a.internal)
        .map((a) => a!.address),
    ];
    // Only an address a server listening on every address answers on proves anything.
    const control = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => control.listen(0, '0.0.0.0', resolve));
    const { port } = control.address() as net.AddressInfo;
    const usable = [];
    for (const address of candidates) if (await reaches(address, port)) usable.push(address);
    control.close();
    if (!usable.length) ctx.skip(`no address but 127.0.0.1 reaches this machine (tried ${candidates.join(', ')})`);
    for (const address of usable)
      expect(await reaches(address, Number(endpoint.port)), `${address}:${endpoint.port}`).toBe(false);
  });
});

describe('what one client can do to the others', () => {
  const listPages = (id: number) =>
    JSON.parse(rpc(id, 'tools/call', { name: 'list_pages', arguments: { limit: 200 } }));

  it('answers new clients within a second while 32 connections leave a batch reply unread', async (ctx) => {
    const { child: server, endpoint: url } = await startServer([]);
    // What locked every client out before: 100 calls in one 10 KB body, and a reader that never reads.
    const batch = JSON.stringify(Array.from({ length: 100 }, (_, i) => listPages(i + 1)));
    const sockets = Array.from({ length: 32 }, () =>
      unreadPost(url, `content-length: ${Buffer.byteLength(batch)}\r\n`, batch),
    );
    try {
      const calls = await newClientCalls(url, 3000);
      expect(calls.map((c) => c.status)).toEqual(calls.map(() => 200));
      expect(Math.max(...calls.map((c) => c.ms)), 'slowest answer to a new client, ms').toBeLessThan(1000);
      expectMemoryBound(ctx, server.pid!);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.kill();
    }
  });

  it('answers new clients within a second while 32 connections send headers and no body, and drops those', async () => {
    const { child: server, endpoint: url } = await startServer([]);
    const started = Date.now();
    const closedAfter: number[] = [];
    const sockets = Array.from({ length: 32 }, () => {
      const socket = unreadPost(url, 'content-length: 100\r\n');
      socket.on('close', () => closedAfter.push(Date.now() - started));
      socket.resume();
      return socket;
    });
    try {
      const calls = await newClientCalls(url, 3000);
      expect(calls.map((c) => c.status)).toEqual(calls.map(() => 200));
      expect(Math.max(...calls.map((c) => c.ms)), 'slowest answer to a new client, ms').toBeLessThan(1000);
      // Node checks the request timeout once a second.
      const deadline = REQUEST_TIMEOUT_MS + 2500;
      while (closedAfter.length < sockets.length && Date.now() - started < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closedAfter, 'connections the server closed').toHaveLength(sockets.length);
      expect(Math.max(...closedAfter)).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.kill();
    }
  });

  // How fast it answers depends on the machine, so the time is reported, not asserted: what is
  // checked is that every call of a new client gets an answer while the greedy ones saturate it.
  it('answers every call of a new client, 200 or 503 with Retry-After, while 100 greedy clients keep it saturated', async (ctx) => {
    const { child: server, endpoint: url } = await startServer([]);
    const load = spawn(process.execPath, [path.join(__dirname, 'load.mjs'), url.href, '6', '50', '50'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let counts = '';
    load.stdout!.on('data', (chunk: Buffer) => (counts += chunk.toString()));
    const loadEnded = new Promise((resolve) => load.on('exit', resolve));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const calls = await newClientCalls(url, 4000);
      await loadEnded;
      const slowest = Math.max(...calls.map((c) => c.ms));
      void ctx.annotate(`slowest answer to a new client: ${Math.round(slowest)} ms`);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        expect([200, 503], JSON.stringify(call)).toContain(call.status);
        if (call.status === 503) expect(call.retryAfter).toBe('1');
      }
      // The load was real: the server had to refuse some of it.
      const answered = JSON.parse(counts) as Record<string, number>;
      expect(answered['503'] ?? 0, JSON.stringify(answered)).toBeGreaterThan(0);
      expectMemoryBound(ctx, server.pid!);
    } finally {
      load.kill();
      server.kill();
    }
  });
});

describe('command line', () => {
  const run = (args: string[]) => spawnSync(process.execPath, [bundle, ...args], { encoding: 'utf8', input: '' });

  it('rejects bad arguments with usage and exit code 2', () => {
    for (const args of [['--port', '80'], ['--http', '--port', 'abc'], ['--nope']]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: toolhive-docs-mcp');
    }
  });

  it('listens beyond loopback only when --host names the address', async () => {
    const { child: open, endpoint: url } = await startServer(['--host', '0.0.0.0']);
    try {
      expect(url.hostname).toBe('0.0.0.0');
    } finally {
      open.kill();
    }
  });

  it('checks the Origin header on 0.0.0.0 too, allowing loopback origins and those named with --allow-origin', async () => {
    const allowedOrigin = 'https://app.example.test';
    const { child: open, endpoint: url } = await startServer(['--host', '0.0.0.0', '--allow-origin', allowedOrigin]);
    const local = new URL(`http://127.0.0.1:${url.port}${url.pathname}`);
    const send = (origin?: string, method = 'POST') =>
      fetch(local, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(origin ? { origin } : {}),
        },
        body: method === 'POST' ? rpc(9, 'tools/list') : undefined,
      });
    try {
      for (const origin of ['https://evil.example.com', 'null', `http://evil.example.com:${url.port}`]) {
        const res = await send(origin);
        expect(res.status, origin).toBe(403);
        expect(((await res.json()) as { error: { message: string } }).error.message).toContain('--allow-origin');
      }
      expect((await send()).status).toBe(200);
      expect((await send(`http://localhost:${url.port}`)).status).toBe(200);
      const allowed = await send(allowedOrigin);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
      const preflight = await send(allowedOrigin, 'OPTIONS');
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
    } finally {
      open.kill();
    }
  });

  it('rejects an --allow-origin that is not an origin', () => {
    for (const value of ['app.example.test', 'https://app.example.test/path', 'ftp://app.example.test']) {
      const r = run(['--http', '--allow-origin', value]);
      expect(r.status, value).toBe(2);
      expect(r.stderr).toContain('--allow-origin takes an origin');
    }
    expect(run(['--allow-origin', 'https://app.example.test']).stderr).toContain('apply to --http only');
  });
});
