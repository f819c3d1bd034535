#!/usr/bin/env node
// Browsing during a rush of orders: the listing and a product's detail under load
// (autocannon, BENCH_CONNECTIONS (50) connections), first alone, then while BENCH_MIXED_CUSTOMERS (5)
// customers place cash-on-delivery orders in a loop (bench/checkout-load.mjs), on PostgreSQL (at
// BENCH_DATABASE_URL, default the local server). The orders take stock of the 200 products in turn,
// never their last piece: what the cached responses lose to them is the cost of what each order drops
// from the response cache (modules/catalog/catalog.cache-tags.ts). `node bench/mixed.mjs` (or
// `npm run bench:mixed -w @shop/bench`); BENCH_SECONDS (10) sets each measurement's duration.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { checkoutLoad, startCheckoutServer } from './checkout-load.mjs';
import { BROWSER_HEADERS } from './production-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const customers = Number(process.env.BENCH_MIXED_CUSTOMERS ?? 5);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgName = `shop_bench_mixed_${Date.now()}`;
const psql = (q) => spawnSync('psql', [pgAdmin, '-qAtc', q], { encoding: 'utf8' });
if (psql(`create database ${pgName}`).status !== 0) throw new Error(`PostgreSQL not reachable at ${pgAdmin}`);

async function load(url) {
  const result = await autocannon({ url, connections, duration: seconds, headers: BROWSER_HEADERS });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const url = new URL(pgAdmin);
url.pathname = `/${pgName}`;
const server = await startCheckoutServer('postgres', {
  BENCH_DATABASE_URL: url.toString(),
  BENCH_CUSTOMERS: String(customers),
});
const rows = [];
try {
  const base = `http://127.0.0.1:${server.port}/api`;
  const targets = [
    ['GET /api/product (24, newest)', `${base}/product?page=1&pageSize=24`],
    ['GET /api/product/{id}', `${base}/product/${server.products[0]}`],
  ];
  for (const [name, target] of targets) {
    await load(target); // warm up (and fill the cache)
    const alone = await load(target);
    // the orders' warm-up first, then the same load measured while they go on
    let orders = 0;
    const rush = checkoutLoad({
      bases: [`http://127.0.0.1:${server.port}`],
      tokens: server.tokens,
      products: server.products,
      size: 'S',
      seconds: seconds + 1,
      warmup: 2,
    }).then((r) => {
      if (r.failures.length) throw new Error(`orders failed: ${r.failures[0]}`);
      orders = r.latencies.length;
    });
    await new Promise((r) => setTimeout(r, 2000));
    const during = await load(target);
    await rush;
    rows.push({ name, alone, during, ordersPerSecond: Math.round(orders / (seconds + 1)) });
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.on('exit', r));
  psql(`drop database if exists ${pgName} with (force)`);
}

const lines = [
  `Browsing during orders (PostgreSQL, ${connections} connections, ${seconds} s each; ${customers} customers placing orders in a loop):`,
  '',
  '| endpoint | alone req/s | alone p99 ms | during orders req/s | during p99 ms | orders/s meanwhile | kept |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.alone.rps} | ${r.alone.p99} | ${r.during.rps} | ${r.during.p99} | ${r.ordersPerSecond} | ${Math.round((100 * r.during.rps) / r.alone.rps)} % |`,
  ),
];
console.log(`\n${lines.join('\n')}`);
