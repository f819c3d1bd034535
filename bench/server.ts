// A benchmark target: `hello` (a bare Fastify route, the yardstick) or `shop` (the real app on PGlite
// or PostgreSQL, with N products seeded in bulk). Prints "READY <port>" when it answers.
import fs from 'node:fs';
import Fastify from 'fastify';
import { benchApp } from './bench-app.js';
import { seedBenchCatalog } from './seed-catalog.js';

const [kind = 'shop', db = 'pglite'] = process.argv.slice(2);
const products = Number(process.env.BENCH_PRODUCTS ?? 2000);

if (kind === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
} else {
  const { app, dataDir } = await benchApp(db, 'catalog');
  const ids = await seedBenchCatalog(app.ctx.db, products);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PRODUCT ${ids[Math.floor(ids.length / 2)]}`);
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  const stop = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
