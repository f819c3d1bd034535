#!/usr/bin/env node
// `npm run bench`: hello-world and the shop's API under load, in one run, on PGlite and (when a
// PostgreSQL server answers at BENCH_DATABASE_URL, default the local one) on PostgreSQL.
// Each endpoint is reported as requests/s, p99 latency and its ratio to hello-world.
// Then checkout under load (bench/checkout.mjs) and, on PostgreSQL with Redis, one against two
// instances of the production build (bench/instances.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_HEADERS, productionServerArgs } from './production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgAdmin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function start(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/server.ts'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const info = {};
    child.stdout.on('data', (d) => {
      out += d;
      for (const line of out.split('\n')) {
        const [k, v] = line.split(' ');
        if (k && v) info[k] = v;
      }
      if (info.READY) resolve({ child, port: Number(info.READY), product: info.PRODUCT });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

async function load(url, headers = {}, { vary } = {}) {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...headers },
    // `vary` gives every request a URL of its own, so that none is answered from the cache
    ...(vary ? { requests: [{ setupRequest: (req) => ({ ...req, path: vary(n++) }) }] } : {}),
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * Cold start of the production build (apps/server/dist/server.js) on a database that already holds the
 * schema and the catalogue: milliseconds from spawn to the first healthy answer.
 */
async function coldStart(env) {
  const port = 3950 + Math.floor(Math.random() * 40);
  const began = performance.now();
  const child = spawn(process.execPath, productionServerArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false, // not listening yet
      );
      if (healthy) {
        const ms = Math.round(performance.now() - began);
        // then the memory of the production build after a listing load
        await load(`http://127.0.0.1:${port}/api/product?page=1&pageSize=24`);
        return { ms, rss: rssMb(child.pid) };
      }
      if (performance.now() - began > 60_000) throw new Error('no healthy answer in 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
}

function psql(sqlText) {
  return spawnSync('psql', [pgAdmin, '-qAtc', sqlText], { encoding: 'utf8' });
}

const rows = [];
const memory = [];
/**
 * The yardstick, measured again before each database's rows: the machine's speed drifts over a run
 * of several minutes, and each row is reported as a ratio to the hello-world measured next to it.
 */
async function helloWorld() {
  const hello = await start(['hello']);
  const result = await load(`http://127.0.0.1:${hello.port}/hello`);
  hello.child.kill('SIGTERM');
  await new Promise((r) => hello.child.on('exit', r));
  return result;
}

const dbs = ['pglite'];
const pgName = `shop_bench_${Date.now()}`;
if (psql('select 1').status === 0 && psql(`create database ${pgName}`).status === 0) dbs.push('postgres');
else console.log('PostgreSQL not reachable: PGlite only');

for (const db of dbs) {
  const base = await helloWorld();
  rows.push({ target: `hello-world (bare Fastify), before the ${db} rows`, db: '-', ...base, base });
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  const shop = await start(['shop', db], { BENCH_DATABASE_URL: url.toString() });
  const b = `http://127.0.0.1:${shop.port}/api`;
  const targets = [
    ['GET /api/product (24, newest)', `${b}/product?page=1&pageSize=24`],
    [
      'GET /api/product (filtered search)',
      `${b}/product?q=ao%20so%20mi&size=M&minPrice=300000&sort=price-asc`,
    ],
    ['GET /api/product/{id}', `${b}/product/${shop.product}`],
  ];
  for (const [name, target] of targets) {
    await load(target); // warm up (and fill the cache)
    const r = await load(target);
    rows.push({ target: name, db, ...r, base });
  }
  memory.push({ db, rss: rssMb(shop.child.pid) });
  // the cache-miss path: a minimum price of its own for every request
  const missPath = (n) => `/api/product?page=1&pageSize=24&minPrice=${1000 + n}`;
  rows.push({
    target: 'GET /api/product (24, cache miss)',
    db,
    ...(await load(`${b}/product`, {}, { vary: missPath })),
    base,
  });
  shop.child.kill('SIGTERM');
  await new Promise((r) => shop.child.on('exit', r));
}

// cold starts of the production build on an existing database
spawnSync('npm', ['run', 'build', '-w', '@shop/server'], { cwd: root, stdio: 'ignore' });
const starts = [];
const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
await coldStart({ DATA_DIR: pgliteDir, DATABASE_URL: '' }); // creates and migrates it
starts.push({ db: 'pglite', ...(await coldStart({ DATA_DIR: pgliteDir, DATABASE_URL: '' })) });
fs.rmSync(pgliteDir, { recursive: true, force: true });
if (dbs.includes('postgres')) {
  const url = new URL(pgAdmin);
  url.pathname = `/${pgName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cold-'));
  starts.push({
    db: 'postgres',
    ...(await coldStart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() })),
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// checkout under load (bench/checkout.mjs prints its own table)
const checkout = spawnSync(process.execPath, [path.join(root, 'bench/checkout.mjs')], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, BENCH_SECONDS: String(seconds) },
});
const checkoutTable = (checkout.stdout.match(/\|.*\|/g) ?? []).join('\n');
// one and two instances of the production build on PostgreSQL and Redis (bench/instances.mjs)
const instances = dbs.includes('postgres')
  ? spawnSync(process.execPath, [path.join(root, 'bench/instances.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_SECONDS: String(seconds), BENCH_CONNECTIONS: String(connections) },
    })
  : undefined;
const instancesReport = instances?.stdout.trim().split('\n\n').slice(-2).join('\n\n');
if (dbs.includes('postgres')) psql(`drop database if exists ${pgName} with (force)`);

const lines = [
  `Benchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; autocannon ${connections} connections, ${seconds} s each. Each database's rows are compared with the hello-world measured just before them.`,
  '',
  '| endpoint | database | req/s | p99 ms | vs hello-world |',
  '|---|---|---:|---:|---:|',
  ...rows.map(
    (r) => `| ${r.target} | ${r.db} | ${r.rps} | ${r.p99} | ${Math.round((100 * r.rps) / r.base.rps)} % |`,
  ),
  '',
  `Server memory (RSS) after the listing load, production build: ${starts.map((c) => `${c.rss} MB on ${c.db}`).join(', ')} (the benchmark's own servers above, run through tsx: ${memory.map((m) => `${m.rss} MB on ${m.db}`).join(', ')}).`,
  `Cold start of the production build to its first healthy answer, on an existing database: ${starts
    .map((c) => `${c.ms} ms on ${c.db}`)
    .join(', ')}.`,
  '',
  'Checkout (COD), 20 customers at once:',
  '',
  checkoutTable || `(checkout bench failed: ${checkout.stderr.slice(-500)})`,
  ...(instances
    ? [
        '',
        instances.status === 0 && instancesReport
          ? instancesReport
          : `(several-instances bench failed: ${instances.stderr.slice(-500)})`,
      ]
    : []),
];
console.log(`\n${lines.join('\n')}`);
fs.writeFileSync(path.join(root, 'bench/RESULTS.md'), `${lines.join('\n')}\n`);
