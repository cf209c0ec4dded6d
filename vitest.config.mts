import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build-faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
