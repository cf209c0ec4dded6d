/** Transport settings the command line shows without loading the transports. */
export const MCP_PATH = '/mcp';
/** The largest message either transport reads: a line on stdio, a request body over HTTP. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** HTTP requests being answered at once, from a read body to a written reply; more get a 503 at once. */
export const MAX_CONCURRENT_REQUESTS = 32;
/**
 * Load shedding over HTTP. What a new client waits for is everything queued
 * ahead of it, most of it where the server cannot see it: Node takes one
 * new connection from the kernel per turn of its event loop
 * (libuv/libuv#3696), so a client waits one turn for each connection ahead
 * of it. A queue forms when many clients keep the event loop from ever
 * waiting for input: the server calls itself saturated when it was busy at
 * least SATURATED_SHARE of the last SATURATION_WINDOW_MS with requests from
 * at least SATURATING_CALLERS connections. While saturated, it spends at most
 * WORK_SHARE of its time answering: the time it answers is owed, paid back
 * at WORK_SHARE of the time that passes, and while more than MAX_OWED_MS
 * is owed, requests get 503 with Retry-After at once and a closed
 * connection. Such an answer costs a fraction of a millisecond, so the
 * queue ahead of a new client drains quickly (with 200 greedy clients, a
 * new client's wait fell from seconds to a few hundred milliseconds). A few
 * clients never count as a flood, however busy they keep the server (one
 * calling back to back, or a cold start whose first answers are slow):
 * with so few connections nobody waits long.
 */
export const SATURATION_WINDOW_MS = 100;
export const SATURATED_SHARE = 0.9;
export const SATURATING_CALLERS = 4;
export const WORK_SHARE = 0.25;
export const MAX_OWED_MS = 100;
/** What an HTTP client gets to send its headers, then its whole request, before the connection is closed. */
export const HEADERS_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** An HTTP connection on which nothing moves this long, such as a reply its client does not read, is closed. */
export const IDLE_TIMEOUT_MS = 10_000;
/** Replies whose clients are not reading them, held at once; past this the oldest one's connection is closed. */
export const MAX_UNREAD_REPLIES = 32;
/** Request bodies the HTTP server holds while they arrive, all together; past this a request gets 503. */
export const MAX_BODY_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
/** stdio requests the server works on at once; it reads no further lines until one is answered. */
export const MAX_STDIO_IN_FLIGHT = 16;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;
