import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for everyone (it has no "exports" map); Vite would give
  // our files its .mjs build instead, a second copy whose classes fail graphql's instanceof
  // checks against the first. Resolve it as Node does.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    // The fuzz suite runs on its own: vitest.fuzz.config.ts.
    exclude: [...configDefaults.exclude, 'test/fuzz/**'],
    // Only a test that never ends gets here: a loaded machine (stress-ng --cpu 2 beside the
    // suite) stretches the longest tests, those that spawn a process or make hundreds of
    // requests, to 16 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
