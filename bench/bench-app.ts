import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildOptions, buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

/**
 * The real app as every benchmark target runs it: production mode, its own data directory, PGlite or
 * the PostgreSQL database at BENCH_DATABASE_URL, quiet logs, no rate limit in the way of the load,
 * no demo catalogue (each target seeds its own data). `dataDir` is removed by the caller.
 */
export async function benchApp(db: string, name: string, options: BuildOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    DATA_DIR: dataDir,
    DATABASE_URL: db === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: '0',
    PORT: '0',
  });
  return { app: await buildApp(config, options), dataDir };
}
