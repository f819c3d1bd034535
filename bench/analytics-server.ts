// The analytics benchmark's target: the real app (PGlite or PostgreSQL) with a catalogue and
// BENCH_ORDERS orders (default 100,000) seeded in bulk, and a staff account. Prints PRODUCT <id>,
// TOKEN <staff access token>, SEED_MS <ms> and, when it answers, READY <port>.
import fs from 'node:fs';
import { benchApp } from './bench-app.js';
import { seedBenchCatalog } from './seed-catalog.js';
import { seedBenchOrders } from './seed-orders.js';

const [db = 'pglite'] = process.argv.slice(2);
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const products = Number(process.env.BENCH_PRODUCTS ?? 500);

const { app, dataDir } = await benchApp(db, 'analytics');
const started = Date.now();
const ids = await seedBenchCatalog(app.ctx.db, products);
await seedBenchOrders(app.ctx.db, orders);
console.log(`SEED_MS ${Date.now() - started}`);
const staff = await app.services.auth.repo.create({
  email: `bench-admin-${Date.now()}@example.vn`,
  name: 'Bench admin',
  passwordHash: null,
  role: 'ADMIN',
  isVerified: true,
});
// a 15-minute access token: longer than the benchmark of one database
const session = await app.services.auth.startSession(staff);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`PRODUCT ${ids[0]}`);
console.log(`TOKEN ${session.tokens.accessToken}`);
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
