#!/usr/bin/env node
// Speed and memory of the docs MCP server, as a user runs it: the bundled
// server from the npm package folder, over stdio, on the docs in ./build.
// It measures and reports; budgets are for people to read, not to fail on.
//
//   node scripts/bench-mcp.mjs     (after npm run build)
//   import { benchMcp } from './bench-mcp.mjs'   returns the figures
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, stage } from '../src/mcp/package.mjs';

export const BUDGETS = { readyMs: 1000, searchMedianMs: 20, rssMb: 150 };

// Questions people type, from one word to a flag.
const QUERIES = [
  'network isolation',
  'install thv macOS',
  'secrets 1password',
  'kubernetes operator helm',
  'thv run --transport',
  'custom registry',
  'client configuration vscode',
  'telemetry opentelemetry',
  'permission profile',
  'group management',
  'thv serve api',
  'vault',
  'proxy mode sse',
  'remote mcp server oauth',
  'github token',
  'filesystem volume mount',
  'thvignore',
  'build container image',
  'MCPServer resource',
  'troubleshooting',
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** The kernel's figures for a process, when there is a /proc (Linux). */
function procStats(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? NaN);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(stat[11]) + Number(stat[12]); // utime + stime, in clock ticks (100 per second on Linux)
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuMs: ticks * 10 };
  } catch {
    return null;
  }
}

/** A JSON-RPC connection to a server process over its stdin and stdout. */
function connect(bundle) {
  const child = spawn(process.execPath, [bundle], { stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map();
  let buffer = '';
  let nextId = 1;
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const message = JSON.parse(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const notify = (method) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method })}\n`);
  return { child, request, notify };
}

const INIT = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } };

/** Spawn to the answer of `initialize`: the server answers only once the docs are loaded. */
async function startOnce(bundle) {
  const started = process.hrtime.bigint();
  const server = connect(bundle);
  await server.request('initialize', INIT);
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  const stats = procStats(server.child.pid);
  return { server, readyMs, cpuMs: stats?.cpuMs };
}

export async function benchMcp({ starts = 5, rounds = 10, log = console.log } = {}) {
  const stageDir = path.join(cacheDir, 'bench');
  await stage({ stageDir, version: '0.0.0-bench' });
  const bundle = path.join(stageDir, 'dist/toolhive-docs-mcp.cjs');

  const ready = [];
  const cpu = [];
  for (let i = 0; i < starts; i++) {
    const { server, readyMs, cpuMs } = await startOnce(bundle);
    ready.push(readyMs);
    if (cpuMs !== undefined) cpu.push(cpuMs);
    server.child.kill();
  }

  const { server } = await startOnce(bundle);
  server.notify('notifications/initialized');
  const call = (query) => server.request('tools/call', { name: 'search_docs', arguments: { query } });
  for (const query of QUERIES) await call(query); // warm-up
  const times = [];
  for (let r = 0; r < rounds; r++) {
    for (const query of QUERIES) {
      const t = process.hrtime.bigint();
      await call(query);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  for (const question of ['How do I isolate the network of an MCP server?', 'Which clients can ToolHive configure?']) {
    await server.request('tools/call', { name: 'ask_docs', arguments: { question } });
  }
  const stats = procStats(server.child.pid);
  server.child.kill();

  const result = {
    readyMs: median(ready),
    readyCpuMs: cpu.length ? median(cpu) : null,
    searchMedianMs: median(times),
    searchP95Ms: percentile(times, 0.95),
    rssMb: stats?.peakRssMb ?? null,
    bundleKb: fs.statSync(bundle).size / 1024,
  };
  const row = (label, value, unit, budget) =>
    log(
      `  ${label.padEnd(34)} ${value === null ? 'n/a' : value.toFixed(1).padStart(7)} ${unit}` +
        (budget ? `   (budget ${budget} ${unit}${value !== null && value > budget ? ', OVER' : ''})` : ''),
    );
  log(`MCP server (${starts} starts, ${times.length} search_docs calls over stdio)`);
  row('start to ready, median', result.readyMs, 'ms', BUDGETS.readyMs);
  row('  CPU time to ready, median', result.readyCpuMs, 'ms');
  row('search_docs round trip, median', result.searchMedianMs, 'ms', BUDGETS.searchMedianMs);
  row('search_docs round trip, p95', result.searchP95Ms, 'ms');
  row('resident memory, peak', result.rssMb, 'MB', BUDGETS.rssMb);
  row('bundle size', result.bundleKb, 'KB');
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchMcp().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
