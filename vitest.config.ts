import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit and integration suite. The server's integration suite runs on
 * embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (each suite in a fresh
 * database of its own).
 */
const serverOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-pg', root: './apps/server', env: { TEST_DB_KIND: 'postgres' } },
      },
    ]
  : [];

/**
 * Issue #10: two real server processes on PostgreSQL and Redis, and the caches they share (the
 * server's `.scale.test.ts` files), when both TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
const severalInstances =
  process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [
        {
          test: {
            name: 'server-scale',
            root: './apps/server',
            environment: 'node',
            include: ['src/**/*.scale.test.ts', 'test/**/*.scale.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ]
    : [];

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle while
    // the suites wait on PostgreSQL, sockets and timers: two run in about half the time.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: ['packages/shared', 'apps/server', ...serverOnPostgres, ...severalInstances, 'apps/web'],
  },
});
