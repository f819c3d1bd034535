import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIZES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { type BuildOptions, buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { productSizes, products } from '../apps/server/src/db/schema/index.js';

/**
 * The real app as every benchmark target runs it: production mode, its own data directory, PGlite or
 * the PostgreSQL database at BENCH_DATABASE_URL, quiet logs, no rate limit in the way of the load,
 * no demo catalogue (each target seeds its own data). `dataDir` (a new one unless given) is removed
 * by the caller; `env` adds settings of a target's own (a carrier's address, say).
 */
export async function benchApp(
  db: string,
  name: string,
  options: BuildOptions = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${name}-`)),
  env: Record<string, string> = {},
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    // production refuses the public demo payee and webhook secret, and a short one (§13)
    BANK_ACCOUNT_NO: '0071000123456',
    BANK_WEBHOOK_SECRET: 'bench-bank-webhook-secret-0123456789',
    // production refuses an http PUBLIC_URL; the load is still sent over plain http
    PUBLIC_URL: 'https://shop.bench.invalid',
    DATA_DIR: dataDir,
    DATABASE_URL: db === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: '0',
    PORT: '0',
    ...env,
  });
  return { app: await buildApp(config, options), dataDir };
}

/**
 * What a checkout load needs: `productCount` blouses stocked deep enough never to run out (in the
 * first `sizeCount` sizes) and `customerCount` verified customers, returned as their access tokens.
 */
export async function seedCheckoutData(
  app: Awaited<ReturnType<typeof benchApp>>['app'],
  { productCount, sizeCount, customerCount, emailPrefix }: SeedCheckoutOptions,
) {
  const inserted = await app.ctx.db
    .insert(products)
    .values(
      Array.from({ length: productCount }, (_, i) => ({
        name: `Bench blouse ${i}`,
        price: 250_000 + (i % 20) * 25_000,
        category: 'Stylish blouse' as const,
        searchText: `bench blouse ${i}`,
      })),
    )
    .returning({ id: products.id });
  await app.ctx.db.insert(productSizes).values(
    inserted.flatMap((p) =>
      SIZES.slice(0, sizeCount).map((size, position) => ({
        productId: p.id,
        size,
        stock: 1_000_000,
        position,
      })),
    ),
  );
  await app.ctx.db.execute(sql`analyze`);
  const tokens: string[] = [];
  for (let i = 0; i < customerCount; i++) {
    const created = await app.services.auth.repo.create({
      email: `${emailPrefix}-${i}@example.com`,
      name: `Bench customer ${i}`,
      passwordHash: null,
      role: 'CUSTOMER',
      isVerified: true,
    });
    tokens.push((await app.services.auth.startSession(created)).tokens.accessToken);
  }
  return { products: inserted.map((p) => p.id), tokens, size: SIZES[0]! };
}

interface SeedCheckoutOptions {
  productCount: number;
  sizeCount: number;
  customerCount: number;
  /** customers are `${emailPrefix}-N@example.com` */
  emailPrefix: string;
}
