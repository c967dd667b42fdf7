import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The fuzz suite (test/fuzz/): the real api and gateway as separate processes, thousands of
 * generated requests. Alone, one file, no parallel test files: its 1 s bound then weighs the code
 * under test, not other test files (the wait for a CPU is left out of it; see fuzz.test.ts).
 */
export default defineConfig({
  // As in vitest.config.ts: graphql's CommonJS build for everyone.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/fuzz/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 90_000,
  },
});
