import fs from 'node:fs';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/** Any number, the same on every instance: instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 727_101;

/**
 * Applies the committed drizzle-kit migrations (apps/server/drizzle) on both drivers. On PostgreSQL
 * a session advisory lock makes concurrent starts migrate once; PGlite is single-process.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (database.raw.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const client = await database.raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its own driver's type
    await migratePg(database.db as any, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** apps/server/drizzle, found from this file whether it runs from source or bundled into dist/. */
export function findMigrationsFolder(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder (apps/server/drizzle) not found');
}
