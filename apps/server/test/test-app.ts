import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import type { MailQueueOptions } from '../src/modules/mail/mail.queue.js';
import { createDatabase, dropDatabase } from './databases.js';

export const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/**
 * A fresh database for one suite: an in-memory PGlite from the migrated snapshot, or — in the
 * PostgreSQL run — a new database on TEST_DATABASE_URL's server, dropped when closed.
 */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  if (!onPostgres) {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ url: 'memory://', dataDir, pgliteSnapshot: snapshot });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  const database = await openDatabase({ url, dataDir, poolSize: 5 });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
}

/** The real app on a fresh database; close it with `app.close()`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: DestinationStream;
    beforeReady?: (app: FastifyInstance) => void;
    mailQueue?: Partial<MailQueueOptions>;
  } = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(config.dataDir);
  const app = await buildApp(config, {
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.mailQueue ? { mailQueue: options.mailQueue } : {}),
  });
  options.beforeReady?.(app);
  app.addHook('onClose', async () => {
    await database.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, config, database };
}
