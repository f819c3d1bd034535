// The checkout benchmark's target: the real app on PGlite or PostgreSQL with `BENCH_PRODUCTS`
// products stocked deep enough never to run out, and `BENCH_CUSTOMERS` verified customers. Prints
// "CUSTOMERS <json tokens>", "PRODUCTS <json ids>", then "READY <port>".
import fs from 'node:fs';
import { benchApp, seedCheckoutData } from './bench-app.js';

const db = process.argv[2] ?? 'pglite';
const productCount = Number(process.env.BENCH_PRODUCTS ?? 200);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 20);

// the bench measures checkout, not the mail worker: mails stay queued (the worker starts when the
// app is ready, so it is stopped after that)
const { app, dataDir } = await benchApp(db, 'checkout', { mailQueue: { pollIntervalMs: 3_600_000 } });
await app.ready();
await app.services.mail.stop();

const { products, tokens } = await seedCheckoutData(app, {
  productCount,
  sizeCount: 3,
  customerCount,
  emailPrefix: 'bench-customer',
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`CUSTOMERS ${JSON.stringify(tokens)}`);
console.log(`PRODUCTS ${JSON.stringify(products)}`);
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
