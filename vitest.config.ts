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

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', ...serverOnPostgres, 'apps/web'],
  },
});
