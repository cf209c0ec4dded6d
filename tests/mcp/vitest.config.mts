import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The MCP server tests run against the packed server and the real build, so
// they have their own config: its global setup packs the server once.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    globalSetup: ['tests/mcp/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
