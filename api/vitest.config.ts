import { defineConfig } from 'vitest/config';

/**
 * The HTTP suite runs twice: on SQLite (a temporary file) and on PostgreSQL (a fresh schema per
 * test file in TEST_DATABASE_URL, default the local `test` database). TEST_DATABASE_URL=none
 * leaves PostgreSQL out, and says so.
 */
const postgres = process.env.TEST_DATABASE_URL !== 'none';
if (!postgres)
  console.warn('TEST_DATABASE_URL=none: the PostgreSQL run of the HTTP suite is left out');

export default defineConfig({
  test: {
    // Only a test that never ends gets here: a loaded machine (stress-ng --cpu 2 beside the
    // suite) stretches the longest tests, those that spawn a process or make hundreds of
    // requests, to 16 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'sqlite', include: ['test/http/**/*.test.ts'], env: { TEST_DB: 'sqlite' } },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/http/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
