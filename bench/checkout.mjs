#!/usr/bin/env node
// Checkout under load (issue #8): BENCH_CUSTOMERS (20) customers at once, each in a loop: put one item
// in the cart, then place a COD order. Reports placed orders per second and the p99 latency of the
// checkout call, on PGlite and (when a PostgreSQL server answers at BENCH_DATABASE_URL, default the
// local one) on PostgreSQL. `node bench/checkout.mjs`; BENCH_SECONDS (10) sets the duration.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function start(db, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/checkout-server.ts'), db],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const info = Object.fromEntries(
        out
          .split('\n')
          .map((l) => [l.slice(0, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)])
          .filter(([k]) => k),
      );
      if (info.READY) {
        resolve({
          child,
          port: Number(info.READY),
          tokens: JSON.parse(info.CUSTOMERS),
          products: JSON.parse(info.PRODUCTS),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run({ port, tokens, products }) {
  const base = `http://127.0.0.1:${port}/api`;
  const shipping = {
    name: 'Bench Customer',
    phone: '0912345678',
    email: 'bench@example.vn',
    country: 'Vietnam',
    province: 'TP.HCM',
    ward: 'Phường Sài Gòn',
    street: '1 Lê Lợi',
  };
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let n = i;
      while (Date.now() < deadline) {
        n += tokens.length;
        const productId = products[n % products.length];
        const add = await fetch(`${base}/cart/addItem`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId, size: 'S', quantity: 1 }),
        });
        await add.arrayBuffer();
        const started = performance.now();
        const res = await fetch(`${base}/payment/create-checkout-cod`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ shipping, acceptPolicy: true }),
        });
        await res.arrayBuffer();
        if (res.status === 201) latencies.push(performance.now() - started);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    failures,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

const dbs = ['pglite'];
const pgName = `shop_bench_checkout_${Date.now()}`;
const psql = (q) => spawnSync('psql', [pgAdmin, '-qAtc', q], { encoding: 'utf8' });
if (psql('select 1').status === 0 && psql(`create database ${pgName}`).status === 0) dbs.push('postgres');
else console.log('PostgreSQL not reachable: PGlite only');

const rows = [];
for (const db of dbs) {
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  const server = await start(db, { BENCH_DATABASE_URL: url.toString() });
  try {
    rows.push({ db, ...(await run(server)) });
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.on('exit', r));
  }
}
if (dbs.includes('postgres')) psql(`drop database if exists ${pgName} with (force)`);

const lines = [
  `Checkout: ${process.env.BENCH_CUSTOMERS ?? 20} concurrent customers (add to cart, then place a COD order), ${seconds} s each.`,
  '',
  '| database | orders/s | p50 ms | p99 ms | failed |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.db} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.failures} |`),
];
console.log(`\n${lines.join('\n')}`);
if (rows.some((r) => r.failures > 0 || r.orders === 0)) process.exitCode = 1;
