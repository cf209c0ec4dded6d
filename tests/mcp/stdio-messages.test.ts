/**
 * Raw lines over stdio, as a careless or hostile client sends them. Every
 * line the server cannot use gets an error reply, and the good call sent
 * after it must still be answered.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../src/mcp/constants';
import { SITE_URL } from './helpers';

const { bundle } = inject('mcpPackage');

interface Reply {
  jsonrpc: string;
  id: string | number | null;
  result?: { isError?: boolean; content?: { text: string }[]; structuredContent?: Record<string, unknown> };
  error?: { code: number; message: string };
}

/** The packed server on raw pipes, with every reply it writes, in order. */
function rawServer() {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', SITE_URL },
  });
  const replies: Reply[] = [];
  const waiting: (() => void)[] = [];
  let pending = '';
  let stderr = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      replies.push(JSON.parse(pending.slice(0, nl)) as Reply);
      pending = pending.slice(nl + 1);
    }
    waiting.splice(0).forEach((wake) => wake());
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let nextId = 1000;

  /** Resolves with the reply to `id`; rejects if the server exits first. */
  const replyTo = (id: string | number) =>
    new Promise<Reply>((resolve, reject) => {
      const look = () => {
        const found = replies.find((r) => r.id === id);
        if (found) resolve(found);
        else waiting.push(look);
      };
      void exited.then((code) => reject(new Error(`server exited with ${code} before answering ${id}: ${stderr}`)));
      look();
    });

  const send = (line: string | Buffer) => child.stdin.write(Buffer.concat([Buffer.from(line), Buffer.from('\n')]));

  /**
   * Sends `line`, then a good call, and returns what the server wrote in
   * between and for the good call. A line left unanswered shows as nothing.
   */
  async function exchange(line: string | Buffer): Promise<Reply[]> {
    const from = replies.length;
    send(line);
    const id = nextId++;
    send(
      JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'search_docs', arguments: { query: 'secrets', limit: 1 } },
      }),
    );
    const good = await replyTo(id);
    expect(good.result?.isError, JSON.stringify(good)).toBeFalsy();
    return replies.slice(from).filter((r) => r.id !== id);
  }

  return { child, replies, replyTo, send, exchange, exited, stderr: () => stderr };
}

const rpc = (id: number | string, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

let server: ReturnType<typeof rawServer>;

beforeAll(async () => {
  server = rawServer();
  server.send(
    rpc(0, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'raw', version: '1' },
    }),
  );
  await server.replyTo(0);
  server.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
});
afterAll(() => {
  server?.child.kill();
});

/** A one-line error message of reasonable length, with no stack or validation dump in it. */
function expectShortMessage(message: string) {
  expect(message).not.toContain('\n');
  expect(message.length).toBeLessThan(400);
  expect(message).not.toMatch(/"code":|"path":|\bat .*\.(c?js|ts):\d+/);
}

describe('lines the server cannot use', () => {
  it('answers a line that is not JSON with -32700 (id null)', async () => {
    const [error] = await server.exchange('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(error).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('answers a wrong jsonrpc version with -32600 and the request id', async () => {
    const [error] = await server.exchange(JSON.stringify({ jsonrpc: '1.0', id: 2, method: 'ping' }));
    expect(error).toMatchObject({ id: 2, error: { code: -32600 } });
    expect(error.error!.message).toContain('"jsonrpc" must be "2.0"');
  });

  it('answers JSON that is no message object (a batch, a number) with -32600', async () => {
    for (const line of [
      '[{"jsonrpc":"2.0","id":3,"method":"ping"}]',
      '42',
      '{"jsonrpc":"2.0","id":{},"method":"ping"}',
    ]) {
      const [error] = await server.exchange(line);
      expect(error, line).toMatchObject({ id: null, error: { code: -32600 } });
    }
  });

  it('answers a numeric tool name with -32602 and a one-line reason', async () => {
    const [error] = await server.exchange(rpc(4, 'tools/call', { name: 42, arguments: {} }));
    expect(error).toMatchObject({ id: 4, error: { code: -32602 } });
    expect(error.error!.message).toMatch(/^Invalid params for tools\/call: params\.name: /);
    expectShortMessage(error.error!.message);
  });

  it('answers a tools/call or resources/read without params with -32602', async () => {
    for (const method of ['tools/call', 'resources/read']) {
      const [error] = await server.exchange(rpc(5, method));
      expect(error, method).toMatchObject({ id: 5, error: { code: -32602 } });
      expect(error.error!.message).toContain(`Invalid params for ${method}: params: `);
      expectShortMessage(error.error!.message);
    }
  });

  it('does not echo a 1 MB tool name or anchor back whole', async () => {
    const huge = 'x'.repeat(1_000_000);
    const [unknownTool] = await server.exchange(rpc(6, 'tools/call', { name: huge, arguments: {} }));
    expect(unknownTool).toMatchObject({ id: 6, error: { code: -32602 } });
    expectShortMessage(unknownTool.error!.message);

    const [anchor] = await server.exchange(
      rpc(7, 'tools/call', { name: 'read_page', arguments: { path: '/toolhive/faq', anchor: huge } }),
    );
    expect(anchor.result?.isError).toBe(true);
    expect(anchor.result!.content![0].text.length).toBeLessThan(3000);
    expect(anchor.result!.content![0].text).toContain('1000000 characters');
  });

  it('answers a message over the size limit with an error for its id, and the session goes on', async () => {
    const pad = 'y'.repeat(MAX_MESSAGE_BYTES);
    // The id first, as in this test, and last, as the SDK client writes it.
    const idFirst = JSON.stringify({
      jsonrpc: '2.0',
      id: 8,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: pad } },
    });
    const idLast = JSON.stringify({
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query: pad } },
      jsonrpc: '2.0',
      id: 'last',
    });
    for (const [line, id] of [
      [idFirst, 8],
      [idLast, 'last'],
    ] as const) {
      const [error] = await server.exchange(line);
      expect(error).toMatchObject({ id, error: { code: -32600 } });
      expect(error.error!.message).toMatch(/too large.*the limit is 1048576/);
    }
  });

  it('finds the id of an oversized message wherever it sits, and not inside a string or a nested object', async () => {
    const pad = 'y'.repeat(MAX_MESSAGE_BYTES / 2);
    const line = (id: string) =>
      `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"search_docs","id":"nested","arguments":{"query":"${pad} \\"id\\": \\"quoted\\""}},${id},"after":"${pad}"}`;
    const [middle] = await server.exchange(line('"id":"middle"'));
    expect(middle).toMatchObject({ id: 'middle', error: { code: -32600 } });
    expect(middle.error!.message).toMatch(/too large/);
    const [numeric] = await server.exchange(line('"id" : 31'));
    expect(numeric).toMatchObject({ id: 31, error: { code: -32600 } });
    const [none] = await server.exchange(line('"idx":32'));
    expect(none).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('answers messages just under and just over the SDK limit of 10 MiB', async () => {
    for (const size of [10 * 1024 * 1024 - 64, 10 * 1024 * 1024 + 64]) {
      const head = '{"jsonrpc":"2.0","id":9,"method":"ping","params":{"pad":"';
      const line = `${head}${'z'.repeat(size - head.length - 3)}"}}`;
      const [error] = await server.exchange(line);
      expect(error, String(size)).toMatchObject({ id: 9, error: { code: -32600 } });
    }
  });

  it('answers a message just under the limit normally', async () => {
    const query = 'q'.repeat(MAX_MESSAGE_BYTES - 200);
    const [result] = await server.exchange(rpc(10, 'tools/call', { name: 'search_docs', arguments: { query } }));
    expect(result.id).toBe(10);
    expect(result.result?.isError).toBe(true);
    expect(result.result!.content![0].text).toMatch(/the limit is 500/);
  });
});

describe('resource URIs', () => {
  it('answers an empty or unknown toolhive-docs: URI with resource not found', async () => {
    for (const uri of ['toolhive-docs:', 'toolhive-docs://', 'toolhive-docs:///', 'toolhive-docs:///toolhive/nope']) {
      const [error] = await server.exchange(rpc(11, 'resources/read', { uri }));
      expect(error, uri).toMatchObject({ id: 11, error: { code: -32002 } });
    }
    const [page] = await server.exchange(rpc(12, 'resources/read', { uri: 'toolhive-docs:///toolhive/' }));
    expect(page.result).toBeDefined();
  });
});

describe('the pipes', () => {
  it('keeps one drain listener for a slow reader, and answers everything once it reads', async () => {
    const slow = rawServer();
    try {
      slow.child.stdout.pause();
      const count = 60;
      for (let id = 1; id <= count; id++)
        slow.send(rpc(id, 'tools/call', { name: 'read_page', arguments: { path: '/toolhive/reference/crd-spec' } }));
      // Paused, the pipe fills after a few replies; a reply to ping is written only once the reader catches up.
      slow.send(rpc('last', 'ping'));
      slow.child.stdout.resume();
      await slow.replyTo('last');
      expect(slow.replies.filter((r) => typeof r.id === 'number')).toHaveLength(count);
      expect(slow.stderr()).not.toMatch(/MaxListenersExceeded|Warning/);
    } finally {
      slow.child.kill();
    }
  });

  it('answers a burst of 2,000 pipelined calls in bounded memory', async (ctx) => {
    const burst = rawServer();
    try {
      const lines = [
        rpc(0, 'initialize', {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'b', version: '1' },
        }),
      ];
      for (let id = 1; id <= 2000; id++)
        lines.push(rpc(id, 'tools/call', { name: 'list_pages', arguments: { limit: 200 } }));
      burst.child.stdin.write(`${lines.join('\n')}\n`);
      await burst.replyTo(2000);
      expect(burst.replies.filter((r) => typeof r.id === 'number' && r.result)).toHaveLength(2001);
      const status = `/proc/${burst.child.pid}/status`;
      if (!fs.existsSync(status)) return void ctx.annotate('memory not checked: this system has no /proc/<pid>/status');
      const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(status, 'utf8'))![1]) / 1024;
      expect(peakMb, 'server peak memory, MB').toBeLessThan(300);
    } finally {
      burst.child.kill();
    }
  });

  it('keeps reading when the client cancels requests, which the server then leaves unanswered', async () => {
    const cancelling = rawServer();
    try {
      // More cancelled requests than the server works on at once: a cancelled one must not keep its place.
      for (let id = 1; id <= 40; id++) {
        cancelling.send(rpc(id, 'tools/call', { name: 'ask_docs', arguments: { question: 'How do I run a server?' } }));
        cancelling.send(
          JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id } }),
        );
      }
      cancelling.send(rpc('last', 'ping'));
      expect(await cancelling.replyTo('last')).toMatchObject({ result: {} });
    } finally {
      cancelling.child.kill();
    }
  });

  it('exits quietly with 0 when the client closes the pipes with replies pending', async () => {
    const closing = rawServer();
    for (let id = 1; id <= 40; id++)
      closing.send(rpc(id, 'tools/call', { name: 'read_page', arguments: { path: '/toolhive/reference/crd-spec' } }));
    closing.child.stdout.destroy();
    closing.child.stdin.end();
    expect(await closing.exited).toBe(0);
    expect(closing.stderr()).not.toMatch(/EPIPE|Error|\n\s+at /);
  });
});
