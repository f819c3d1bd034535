// Seeds the database the several-instances benchmark (bench/instances.mjs) runs on: the bulk
// catalogue, BENCH_CUSTOMERS verified customers and products stocked deep enough never to run out.
// Prints one line of JSON — { product, customers, stocked, size } — and exits; the instances serve it.
import fs from 'node:fs';
import { benchApp, seedCheckoutData } from './bench-app.js';
import { seedBenchCatalog } from './seed-catalog.js';

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 20);

const { app, dataDir } = await benchApp('postgres', 'instances');
const ids = await seedBenchCatalog(app.ctx.db, Number(process.env.BENCH_PRODUCTS ?? 2000));
const checkout = await seedCheckoutData(app, {
  productCount: 200,
  sizeCount: 1,
  customerCount,
  emailPrefix: 'bench-instances',
});
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    product: ids[Math.floor(ids.length / 2)],
    customers: checkout.tokens,
    stocked: checkout.products,
    size: checkout.size,
  }),
);
