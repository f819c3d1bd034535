#!/usr/bin/env node
// `npm run bench:analytics -w @shop/bench`: the staff analytics endpoints under load with 100,000
// orders (BENCH_ORDERS) on PGlite and, when a PostgreSQL server answers at BENCH_DATABASE_URL
// (default the local one), on PostgreSQL. Each endpoint is reported as requests/s and p99 latency;
// the table is printed and written to bench/ANALYTICS.md. BENCH_SECONDS and BENCH_CONNECTIONS as in
// run.mjs (defaults 10 s, 10 connections: staff dashboards are few).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function start(db, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/analytics-server.ts'), db],
      {
        cwd: root,
        env: { ...process.env, BENCH_ORDERS: String(orders), ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    const info = {};
    child.stdout.on('data', (d) => {
      out += d;
      for (const line of out.split('\n')) {
        const [k, v] = line.split(' ');
        if (k && v) info[k] = v;
      }
      if (info.READY) resolve({ child, port: Number(info.READY), ...info });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

async function load(url, headers) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const psql = (sqlText) => spawnSync('psql', [pgAdmin, '-qAtc', sqlText], { encoding: 'utf8' });
const day = (offset) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const rows = [];
const seeds = [];
// BENCH_DBS=postgres measures PostgreSQL only
const dbs = (process.env.BENCH_DBS ?? 'pglite').split(',').filter((d) => d === 'pglite');
const pgName = `shop_bench_analytics_${Date.now()}`;
if (psql('select 1').status === 0 && psql(`create database ${pgName}`).status === 0) dbs.push('postgres');
else console.log('PostgreSQL not reachable: PGlite only');

for (const db of dbs) {
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  const shop = await start(db, { BENCH_DATABASE_URL: url.toString() });
  seeds.push(`${db}: ${orders} orders seeded in ${Math.round(Number(shop.SEED_MS) / 1000)} s`);
  const b = `http://127.0.0.1:${shop.port}/api`;
  const year = `from=${day(-364)}&to=${day(0)}`;
  const targets = [
    ['GET /api/analytic (30 days)', `${b}/analytic`],
    ['GET /api/analytic (365 days)', `${b}/analytic?${year}`],
    ['GET /api/analytic/daily (30 days)', `${b}/analytic/daily`],
    ['GET /api/analytic/sales?groupBy=month (365 days)', `${b}/analytic/sales?groupBy=month&${year}`],
    ['GET /api/analytic/top-products (30 days)', `${b}/analytic/top-products?limit=10`],
    ['GET /api/analytic/top-products (365 days)', `${b}/analytic/top-products?limit=10&${year}`],
    [
      'GET /api/analytic/single_product/{id} (365 days)',
      `${b}/analytic/single_product/${shop.PRODUCT}?${year}`,
    ],
  ];
  const headers = { authorization: `Bearer ${shop.TOKEN}` };
  for (const [name, target] of targets) {
    // warm up: this also fills the rollup of the range's past days (the first fill of a year of
    // orders takes seconds; from then on only days whose orders change are filled again)
    await load(target, headers);
    rows.push({ target: name, db, ...(await load(target, headers)) });
  }
  shop.child.kill('SIGTERM');
  await new Promise((r) => shop.child.on('exit', r));
}
if (dbs.includes('postgres')) psql(`drop database if exists ${pgName} with (force)`);

const lines = [
  `Analytics benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; autocannon ${connections} connections, ${seconds} s each; ${orders} orders over 365 days.`,
  '',
  "Past days come from the rollup (apps/server/src/modules/analytics/README.md), filled by each endpoint's warm-up run; today is computed live.",
  '',
  ...seeds.map((s) => `- ${s}`),
  '',
  '| endpoint | database | req/s | p99 ms |',
  '|---|---|---:|---:|',
  ...rows.map((r) => `| ${r.target} | ${r.db} | ${r.rps} | ${r.p99} |`),
];
console.log(`\n${lines.join('\n')}`);
fs.writeFileSync(path.join(root, 'bench/ANALYTICS.md'), `${lines.join('\n')}\n`);
