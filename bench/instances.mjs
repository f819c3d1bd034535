#!/usr/bin/env node
// Several instances: the production build (apps/server/dist/server.js, built by
// `npm run build -w @shop/server`) on PostgreSQL and Redis, one instance and then two on the same
// database and Redis (and, for comparison, one without Redis). Listing, detail and checkout
// throughput and p99, and the two-to-one ratio.
// The two instances are loaded without a proxy in front: the load is split evenly between their
// ports (autocannon: half the connections on each, run together; checkout: alternate customers on
// each), as a round-robin reverse proxy would; req/s is the sum and p99 the higher of the two.
// Prints a Markdown table. `node bench/instances.mjs`; BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// BENCH_DATABASE_URL (the local PostgreSQL) and BENCH_REDIS_URL (the local Redis) as in run.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { checkoutLoad, percentile } from './checkout-load.mjs';
import { BROWSER_HEADERS, productionServerArgs, productionServerEnv } from './production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const psql = (q) => spawnSync('psql', [pgAdmin, '-qAtc', q], { encoding: 'utf8' });
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startInstance(env) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-instance-'));
  const child = spawn(process.execPath, productionServerArgs(), {
    cwd: root,
    env: { ...process.env, ...productionServerEnv(), ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        base,
        stop: async () => {
          child.kill('SIGTERM');
          await new Promise((r) => child.on('exit', r));
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('an instance did not start');
}

/** One autocannon per instance, side by side, the connections split between them. */
async function load(bases, pathname) {
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        url: `${base}${pathname}`,
        connections: connections / bases.length,
        duration: seconds,
        headers: BROWSER_HEADERS,
      }),
    ),
  );
  for (const r of results) if (r.non2xx > 0) throw new Error(`${pathname}: ${r.non2xx} non-2xx responses`);
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

/** Checkout as bench/checkout.mjs runs it, the customers spread over the instances. */
async function checkout(bases, seed) {
  const { latencies, failures } = await checkoutLoad({
    bases,
    tokens: seed.customers,
    products: seed.stocked,
    size: seed.size,
    seconds,
  });
  if (failures.length) throw new Error(`checkout: ${failures.length} failed, first ${failures[0]}`);
  return { rps: Math.round(latencies.length / seconds), p99: Math.round(percentile(latencies, 99)) };
}

const pgName = `shop_bench_instances_${Date.now()}`;
if (psql('select 1').status !== 0 || psql(`create database ${pgName}`).status !== 0) {
  console.log('PostgreSQL not reachable: no several-instances benchmark');
  process.exit(0);
}
const url = new URL(pgAdmin);
url.pathname = `/${pgName}`;
const prefix = `shop-bench-${Date.now()}:`;
try {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/instances-seed.ts')],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_DATABASE_URL: url.toString() },
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const seed = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
  const env = {
    NODE_ENV: 'production',
    // the seed's tokens are signed with bench-app.ts's secret
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    // production refuses the public demo payee and webhook secret, and a short one (§13)
    BANK_ACCOUNT_NO: '0071000123456',
    BANK_WEBHOOK_SECRET: 'bench-bank-webhook-secret-0123456789',
    // production refuses an http PUBLIC_URL; the load is still sent over plain http
    PUBLIC_URL: 'https://shop.bench.invalid',
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: '0',
  };
  const rows = [];
  // `local`: one instance without Redis, what Redis costs one instance (its rate limit and version read)
  for (const [setup, count, redis] of [
    ['local', 1, false],
    ['one', 1, true],
    ['two', 2, true],
  ]) {
    const instanceEnv = redis ? env : { ...env, REDIS_URL: '' };
    const instances = await Promise.all(Array.from({ length: count }, () => startInstance(instanceEnv)));
    const bases = instances.map((i) => i.base);
    try {
      const targets = [
        ['GET /api/product (24, newest)', '/api/product?page=1&pageSize=24'],
        ['GET /api/product/{id}', `/api/product/${seed.product}`],
      ];
      for (const [name, pathname] of targets) {
        await load(bases, pathname); // warm up (and fill the caches)
        rows.push({ name, setup, ...(await load(bases, pathname)) });
      }
      rows.push({ name: 'checkout (COD), orders', setup, ...(await checkout(bases, seed)) });
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
    }
  }
  const lines = [
    `Several instances on PostgreSQL and Redis (production build), ${os.cpus().length} cores shared by the instances, PostgreSQL, Redis and the load generator; ${connections} connections (checkout: ${seed.customers.length} customers), ${seconds} s each.`,
    '',
    '| endpoint | 1 instance, no Redis: req/s | p99 ms | 1 instance: req/s | p99 ms | 2 instances: req/s | p99 ms | 2 / 1 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...[...new Set(rows.map((r) => r.name))].map((name) => {
      const [local, one, two] = ['local', 'one', 'two'].map((setup) =>
        rows.find((r) => r.name === name && r.setup === setup),
      );
      return `| ${name} | ${local.rps} | ${local.p99} | ${one.rps} | ${one.p99} | ${two.rps} | ${two.p99} | ${(two.rps / one.rps).toFixed(2)} |`;
    }),
  ];
  console.log(`\n${lines.join('\n')}`);
} finally {
  psql(`drop database if exists ${pgName} with (force)`);
  // the few keys the instances left (without redis-cli they expire or stay, harmless, under the prefix)
  const keys = spawnSync('redis-cli', ['-u', redisUrl, '--scan', '--pattern', `${prefix}*`], {
    encoding: 'utf8',
  }).stdout;
  for (const key of (keys ?? '').split('\n').filter(Boolean))
    spawnSync('redis-cli', ['-u', redisUrl, 'del', key]);
}
