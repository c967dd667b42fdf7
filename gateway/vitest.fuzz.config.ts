import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The fuzz suite (test/fuzz/): the real api and gateway as separate processes, thousands of
 * generated requests. Alone, one file, no parallel test files, so its 1 s bound is not flaky.
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
