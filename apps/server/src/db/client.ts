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

/** At most this many distinct statements are prepared; any further one runs unprepared. */
const MAX_PREPARED = 400;
const statementNames = new Map<string, string>();

/**
 * The name a statement is prepared under on every connection, or undefined (a statement without
 * parameters, or past MAX_PREPARED distinct ones). The repositories' statements are few and fixed in
 * shape (their values travel as parameters), so each connection parses and plans each of them once,
 * instead of once per request as unnamed statements are: that is a large part of PostgreSQL's work
 * for a short query (bench/NOTES.md, checkout and the listing's cache-miss path).
 */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `shop_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A pg client that prepares the statements it is given with parameters (see `statementName`). */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them through
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
      const params = Array.isArray(values) ? values : config.values;
      const name = Array.isArray(params) && params.length ? statementName(config.text) : undefined;
      if (name) config = { ...config, name };
    }
    return super.query(config, values, callback);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({
      Client: PreparingClient,
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
  const [{ PGlite }, { drizzle: drizzlePglite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const client = await PGlite.create({
    // the extensions the migrations create (drizzle/0011_search_trgm.sql): PGlite loads an extension's
    // code only when it is named here, on every start, since a data directory holds only its catalogue
    extensions: { pg_trgm },
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
