#!/usr/bin/env node
// Speed and memory of the docs MCP server, as a user runs it: the bundled
// server from the npm package folder, over stdio, on the docs in ./build.
// It measures and reports; budgets are for people to read, not to fail on.
//
//   node scripts/bench-mcp.mjs     (after npm run build)
//   import { benchMcp } from './bench-mcp.mjs'   returns the figures
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
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

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
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

/** Spawn to the answer of `initialize`: the server answers only once the docs are loaded. */
async function startOnce(bundle) {
  const started = process.hrtime.bigint();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bundle],
    env: process.env,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { client, pid: transport.pid, readyMs, cpuMs: procStats(transport.pid)?.cpuMs };
}

export async function benchMcp({ starts = 5, rounds = 10, log = console.log } = {}) {
  const stageDir = path.join(cacheDir, 'bench');
  await stage({ stageDir, version: '0.0.0-bench' });
  const bundle = path.join(stageDir, 'dist/toolhive-docs-mcp.cjs');

  const ready = [];
  const cpu = [];
  for (let i = 0; i < starts; i++) {
    const { client, readyMs, cpuMs } = await startOnce(bundle);
    ready.push(readyMs);
    if (cpuMs !== undefined) cpu.push(cpuMs);
    await client.close();
  }

  const { client, pid } = await startOnce(bundle);
  const call = (query) => client.callTool({ name: 'search_docs', arguments: { query } });
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
    await client.callTool({ name: 'ask_docs', arguments: { question } });
  }
  const stats = procStats(pid);
  await client.close();

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
