import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The scale test runs the site on PostgreSQL (a database of its own on TEST_DATABASE_URL's
 * server); TEST_DATABASE_URL=none leaves it out, as it leaves out the api's PostgreSQL run, and
 * says so.
 */
const postgres = process.env.TEST_DATABASE_URL !== 'none';
if (!postgres) console.warn('TEST_DATABASE_URL=none: the scale test (cluster/) is left out');

export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...(postgres ? [] : ['test/scale.test.ts'])],
    // One file, one cluster: two clusters at once would share the machine's two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
