#!/usr/bin/env node
// Checkout under load: BENCH_CUSTOMERS (20) customers at once, each in a loop: put one item
// in the cart, then place a COD order. Reports placed orders per second and the p99 latency of the
// checkout call, on PGlite and (when a PostgreSQL server answers at BENCH_DATABASE_URL, default the
// local one) on PostgreSQL. `node bench/checkout.mjs` (or `npm run bench:checkout -w @shop/bench`);
// BENCH_SECONDS (10) sets the duration, BENCH_DBS=postgres skips PGlite, BENCH_PROFILE=<dir> writes
// a CPU profile of the server there. The CPU time per order of the server process and of the
// PostgreSQL backends serving it (Linux, PostgreSQL on this machine) is reported too: on a machine
// shared with other work it varies far less than the latencies do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { checkoutLoad, percentile, startCheckoutServer } from './checkout-load.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** CPU time (user + system) a process has used, in ms; undefined where /proc is not there. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 10 ms (fields 14 and 15 of proc(5))
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function run({ port, tokens, products }, onMeasure) {
  const { latencies, failures } = await checkoutLoad({
    bases: [`http://127.0.0.1:${port}`],
    tokens,
    products,
    size: 'S',
    seconds,
    onMeasure,
  });
  return {
    orders: latencies.length,
    failures: failures.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

// BENCH_DBS=postgres skips PGlite
const dbs = process.env.BENCH_DBS === 'postgres' ? [] : ['pglite'];
const pgName = `shop_bench_checkout_${Date.now()}`;
const psql = (q) => spawnSync('psql', [pgAdmin, '-qAtc', q], { encoding: 'utf8' });
if (psql('select 1').status === 0 && psql(`create database ${pgName}`).status === 0) dbs.push('postgres');
else console.log('PostgreSQL not reachable: PGlite only');

/** CPU time of each PostgreSQL backend serving the bench database (PostgreSQL on this machine). */
function backendsCpu() {
  const pids = psql(`select pid from pg_stat_activity where datname = '${pgName}'`).stdout.split('\n');
  return new Map(pids.filter(Boolean).map((pid) => [pid, cpuMs(pid) ?? 0]));
}

const rows = [];
for (const db of dbs) {
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  const server = await startCheckoutServer(db, { BENCH_DATABASE_URL: url.toString() });
  try {
    // CPU used in the measured part only (after the warm-up)
    let before;
    const result = await run(server, () => {
      before = {
        server: cpuMs(server.child.pid),
        pg: db === 'postgres' ? backendsCpu() : undefined,
        client: process.cpuUsage(),
      };
    });
    const cpu = cpuMs(server.child.pid) - before.server;
    const client = process.cpuUsage(before.client);
    const pgBefore = before.pg;
    const perOrder = (ms) => (Number.isNaN(ms) ? '-' : (ms / result.orders).toFixed(1));
    let pgCpu = Number.NaN;
    if (pgBefore) {
      pgCpu = 0;
      for (const [pid, ms] of backendsCpu()) pgCpu += ms - (pgBefore.get(pid) ?? 0);
    }
    rows.push({
      db,
      ...result,
      cpuPerOrder: perOrder(cpu),
      pgCpuPerOrder: perOrder(pgCpu),
      clientCpuPerOrder: perOrder((client.user + client.system) / 1000),
    });
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.on('exit', r));
  }
}
if (dbs.includes('postgres')) psql(`drop database if exists ${pgName} with (force)`);

const lines = [
  `Checkout: ${process.env.BENCH_CUSTOMERS ?? 20} concurrent customers (add to cart, then place a COD order), ${seconds} s each.`,
  '',
  '| database | orders/s | p50 ms | p99 ms | failed | server CPU ms/order | PostgreSQL CPU ms/order | load generator CPU ms/order |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.db} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.failures} | ${r.cpuPerOrder} | ${r.pgCpuPerOrder} | ${r.clientCpuPerOrder} |`,
  ),
];
console.log(`\n${lines.join('\n')}`);
if (rows.some((r) => r.failures > 0 || r.orders === 0)) process.exitCode = 1;
