import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_CONCURRENT_REQUESTS } from '../../src/mcp/constants';
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
    await client.close();
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

  it('answers JSON that is not a JSON-RPC message with a JSON-RPC error', async () => {
    const res = await post(JSON.stringify({ hello: 'world' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { jsonrpc: string; error: { code: number; message: string } };
    expect(body.jsonrpc).toBe('2.0');
    expect(body.error.code).toBeLessThan(-32000);
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

  it('sheds load beyond its concurrent request limit with a 503, and recovers', async () => {
    // Requests whose bodies are held back stay in progress; the server has seen each once it sends 100 Continue.
    const held = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_REQUESTS }, (_, i) => {
        const body = rpc(100 + i, 'tools/list');
        const req = http.request({
          host: endpoint.hostname,
          port: endpoint.port,
          path: endpoint.pathname,
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        });
        const status = new Promise<number>((resolve, reject) => {
          req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0)));
          req.on('error', reject);
        });
        return new Promise<{ finish: () => Promise<number> }>((resolve) =>
          req.on('continue', () => {
            req.write(body.slice(0, 10));
            resolve({ finish: () => (req.end(body.slice(10)), status) });
          }),
        );
      }),
    );
    const busy = await rawRequest(
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      },
      rpc(7, 'tools/list'),
    );
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(JSON.parse(busy.body)).toMatchObject({ error: { code: -32000 } });
    expect(await Promise.all(held.map((h) => h.finish()))).toEqual(held.map(() => 200));
    expect((await post(rpc(8, 'tools/list'))).status).toBe(200);
  });

  it('keeps answering after bad requests', async () => {
    const res = await post(rpc(5, 'tools/list'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(4);
  });

  it('is not reachable on the non-loopback addresses of this machine', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    for (const address of external) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: address, port: Number(endpoint.port) });
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      });
      expect(refused, `${address}:${endpoint.port}`).toBe(true);
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
