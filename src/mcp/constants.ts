/** Transport settings the command line shows without loading the transports. */
export const MCP_PATH = '/mcp';
/** The largest message either transport reads: a line on stdio, a request body over HTTP. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** HTTP requests handled at once; more get a 503 at once instead of waiting behind them. */
export const MAX_CONCURRENT_REQUESTS = 32;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;
