// The checkout load both checkout benchmarks run (bench/checkout.mjs on one server,
// bench/instances.mjs over several): each customer, in a loop until the time is up, adds one piece to
// the bag and places a cash-on-delivery order; only the order request is timed, and only after a
// warm-up (the pool's connections opening, the first statements prepared, the JIT compiling: the
// steady state is what a sale-day rush sees). Requests go through node:http with kept-alive
// connections, which costs the load generator, sharing the machine with the server and the
// database, about half the CPU of `fetch`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Customer i's shipping details: each customer her own phone, e-mail and street, as real buyers are.
 * The COD risk reads each buyer's history before the transaction; with one address for
 * every customer, every checkout would read the history of every order the run placed.
 */
const shippingOf = (i) => ({
  name: `Bench Customer ${i}`,
  phone: `0912${String(100_000 + i).slice(-6)}`,
  email: `bench${i}@example.vn`,
  country: 'Vietnam',
  province: 'TP.HCM',
  ward: 'Phường Sài Gòn',
  street: `${i + 1} Lê Lợi`,
});

/** POSTs JSON; returns the status and the body as text. */
function post(agent, url, token, body) {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Customer i talks to `bases[i % bases.length]` (server roots, "http://127.0.0.1:PORT"). Runs
 * `warmup` seconds (default BENCH_WARMUP, 3) unmeasured, then `seconds` measured. Answers the sorted
 * latencies (ms) of the orders placed in the measured part and its failed responses ("status body");
 * `onMeasure` is called when the measured part begins.
 */
export async function checkoutLoad({
  bases,
  tokens,
  products,
  size,
  seconds,
  warmup = Number(process.env.BENCH_WARMUP ?? 3),
  onMeasure = () => {},
}) {
  const latencies = [];
  const failures = [];
  const measureFrom = Date.now() + warmup * 1000;
  const deadline = measureFrom + seconds * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  setTimeout(onMeasure, warmup * 1000);
  await Promise.all(
    tokens.map(async (token, i) => {
      const base = `${bases[i % bases.length]}/api`;
      for (let n = i; Date.now() < deadline; n += tokens.length) {
        await post(agent, `${base}/cart/addItem`, token, {
          productId: products[n % products.length],
          size,
          quantity: 1,
        });
        const measured = Date.now() >= measureFrom;
        const started = performance.now();
        const res = await post(agent, `${base}/payment/create-checkout-cod`, token, {
          shipping: shippingOf(i),
          acceptPolicy: true,
        });
        if (!measured) continue;
        if (res.status === 201) latencies.push(performance.now() - started);
        else failures.push(`${res.status} ${res.body}`);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}

/**
 * The checkout benchmarks' target (bench/checkout-server.ts) on `db` ('pglite' or 'postgres', at
 * env.BENCH_DATABASE_URL); returns the child process, its port, the customers' tokens and the
 * products' ids once it is ready.
 */
export function startCheckoutServer(db, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        // BENCH_PROFILE=<dir>: a CPU profile of the server, written there when it stops
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
        '--import',
        'tsx',
        path.join(root, 'bench/checkout-server.ts'),
        db,
      ],
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
