import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components import site files as @site/… and keep their JSX for Docusaurus (tsconfig's jsx: preserve):
  // a test that renders one needs both resolved here.
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build-faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
