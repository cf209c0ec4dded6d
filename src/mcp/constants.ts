/** HTTP settings the command line shows without loading the HTTP transport. */
export const MCP_PATH = '/mcp';
export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;
