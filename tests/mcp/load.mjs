/**
 * Greedy clients for the HTTP load test, in a process of their own so that
 * the test's own client is not slowed by them: `node load.mjs <URL>
 * <SECONDS> <KEEP_ALIVE_CLIENTS> <NEW_CONNECTION_CLIENTS>`. Each client calls
 * search_docs again as soon as it has an answer, whatever the answer; half
 * keep their connection, half open a new one for every call (and so wait in
 * the kernel's queue of new connections, as a new client does). Prints the
 * count of each status as JSON and exits after SECONDS.
 */
import http from 'node:http';

const [href, seconds, keepClients, newClients] = process.argv.slice(2);
const url = new URL(href);
if (!['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)) throw new Error(`load.mjs: ${href} is not loopback`);
const keepAgent = new http.Agent({ keepAlive: true, maxSockets: Number(keepClients) });
const newAgent = new http.Agent({ keepAlive: false, maxSockets: Number(newClients) });
const queries = ['network isolation', 'thv run', 'secrets', 'registry', 'kubernetes operator', 'client register'];
const counts = {};
let stop = false;

function call(agent, i) {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: i,
    method: 'tools/call',
    params: { name: 'search_docs', arguments: { query: queries[i % queries.length] } },
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', (error) => resolve(error.code));
    req.end(body);
  });
}

async function client(agent, i) {
  while (!stop) {
    const status = await call(agent, i);
    counts[status] = (counts[status] ?? 0) + 1;
  }
}

const clients = [
  ...Array.from({ length: Number(keepClients) }, (_, i) => client(keepAgent, i)),
  ...Array.from({ length: Number(newClients) }, (_, i) => client(newAgent, i)),
];
setTimeout(
  () => {
    stop = true;
    process.stdout.write(`${JSON.stringify(counts)}\n`);
    process.exit(0);
  },
  Number(seconds) * 1000,
);
void Promise.all(clients);
