import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file, one cluster: two clusters at once would share the machine's two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
