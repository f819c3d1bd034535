// The checkout benchmark's target: the real app on PGlite or PostgreSQL with `BENCH_PRODUCTS`
// products stocked deep enough never to run out, and `BENCH_CUSTOMERS` verified customers. Prints
// "CUSTOMERS <json tokens>", "PRODUCTS <json ids>", then "READY <port>".
import fs from 'node:fs';
import { SIZES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { productSizes, products } from '../apps/server/src/db/schema/index.js';
import { benchApp } from './bench-app.js';

const db = process.argv[2] ?? 'pglite';
const productCount = Number(process.env.BENCH_PRODUCTS ?? 200);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 20);

// the bench measures checkout, not the mail worker: mails stay queued
const { app, dataDir } = await benchApp(db, 'checkout', { mailQueue: { pollIntervalMs: 3_600_000 } });
await app.services.mail.stop();

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
await app.ctx.db
  .insert(productSizes)
  .values(
    inserted.flatMap((p) =>
      SIZES.slice(0, 3).map((size, position) => ({ productId: p.id, size, stock: 1_000_000, position })),
    ),
  );
await app.ctx.db.execute(sql`analyze`);

const tokens: string[] = [];
for (let i = 0; i < customerCount; i++) {
  const created = await app.services.auth.repo.create({
    email: `bench-customer-${i}@example.com`,
    name: `Bench customer ${i}`,
    passwordHash: null,
    role: 'CUSTOMER',
    isVerified: true,
  });
  tokens.push((await app.services.auth.session(created)).tokens.accessToken);
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`CUSTOMERS ${JSON.stringify(tokens)}`);
console.log(`PRODUCTS ${JSON.stringify(inserted.map((p) => p.id))}`);
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
