// A benchmark target: `hello` (a bare Fastify route, the yardstick; prints "READY <port>" when it
// answers) or `seed` (N products in bulk into PGlite in BENCH_DATA_DIR or the PostgreSQL database at
// BENCH_DATABASE_URL, which the production build then serves; prints "PRODUCT <id>" and exits).
import fs from 'node:fs';
import Fastify from 'fastify';
import { benchApp } from './bench-app.js';
import { seedBenchCatalog } from './seed-catalog.js';

const [kind = 'hello', db = 'pglite'] = process.argv.slice(2);
const products = Number(process.env.BENCH_PRODUCTS ?? 2000);

if (kind === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
} else if (kind === 'seed') {
  const { app, dataDir } = await benchApp(db, 'catalog', {}, process.env.BENCH_DATA_DIR);
  const ids = await seedBenchCatalog(app.ctx.db, products);
  await app.close();
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`PRODUCT ${ids[Math.floor(ids.length / 2)]}`);
} else throw new Error(`unknown target ${kind}`);
