import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One interface over both drivers: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** a cheap round trip, for health checks */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** raw client, for migrations and advisory locks */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface DatabaseOptions {
  /** postgres:// URL; `memory://` for an in-memory PGlite; undefined for PGlite stored in dataDir/db */
  url: string | undefined;
  dataDir: string;
  /** a PGlite data-dir dump to start from (tests start from a migrated snapshot) */
  pgliteSnapshot?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // a dead server must not hang requests forever
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // an idle client losing its connection must not crash the process
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.url !== 'memory://') {
    dataDir = path.join(options.dataDir, 'db');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  // loaded only when used: a server on PostgreSQL never pays PGlite's memory
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** A transaction handle; repositories accept either, so a service decides what runs in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
