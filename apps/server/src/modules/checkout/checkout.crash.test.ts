import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, dropDatabase } from '../../../test/databases.js';
import { freePort } from '../../../test/instances.js';
import { checkoutBody } from '../../../test/orders.js';
import { onPostgres } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { productSizes, products } from '../../db/schema/index.js';

const SECRET = 'crash-secret-crash-secret-crash-secret-01';
const CUSTOMERS = 12;
const PRODUCTS = 4;
const STOCK = 500;

/**
 * Placing an order is one transaction (docs/decisions/0032-placing-an-order-in-one-short-transaction.md).
 * The real server runs as a child process (on
 * PostgreSQL in the PostgreSQL run, on the embedded PGlite in its data directory otherwise), takes a
 * burst of checkouts from many customers, and is killed with SIGKILL in the middle of it. After a
 * restart, every order has its lines, and the stock taken from every product is exactly what the
 * orders' lines hold: nothing half-written, no stock lost.
 */
describe('a crash in the middle of checkouts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  let databaseUrl: string | undefined;
  let adminUrl: string | undefined;
  let dbName: string | undefined;
  let child: ChildProcess | undefined;
  const tokens: string[] = [];
  let productIds: string[] = [];

  const env = (port: number) => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'fatal',
    SEED_DEMO: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });

  async function startServer(): Promise<string> {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: env(port),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    // a PGlite server takes several seconds to start on a busy machine: 120 s holds three times over
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server on port ${port} did not respond to /api/health within 120 s`);
  }

  beforeAll(async () => {
    if (onPostgres) {
      adminUrl = process.env.TEST_DATABASE_URL!;
      dbName = `shop_crash_${randomBytes(5).toString('hex')}`;
      databaseUrl = await createDatabase(adminUrl, dbName);
    }
    // customers and products, written by the app itself, which then closes (the child owns the data)
    const config = loadConfig({ ...env(0), PORT: '0' });
    const database = await openDatabase({ url: databaseUrl, dataDir });
    const { runMigrations } = await import('../../db/migrate.js');
    await runMigrations(database);
    const app = await buildApp(config, { database });
    const rows = await app.ctx.db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, i) => ({
          name: `Crash blouse ${i}`,
          price: 200_000,
          category: 'Stylish blouse' as const,
        })),
      )
      .returning({ id: products.id });
    productIds = rows.map((r) => r.id);
    await app.ctx.db
      .insert(productSizes)
      .values(productIds.map((productId) => ({ productId, size: 'S' as const, stock: STOCK })));
    for (let i = 0; i < CUSTOMERS; i++) {
      const created = await app.services.auth.repo.create({
        email: `crash${i}@example.com`,
        name: `Crash ${i}`,
        passwordHash: null,
        role: 'CUSTOMER',
        isVerified: true,
      });
      tokens.push((await app.services.auth.startSession(created)).tokens.accessToken);
    }
    await app.close();
    await database.close();
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (adminUrl && dbName) await dropDatabase(adminUrl, dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order whole and every unit of stock accounted for', async () => {
    let base = await startServer();
    let placed = 0;
    let stop = false;
    const burst = tokens.map(async (token, i) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (let n = 0; !stop; n++) {
        try {
          const productId = productIds[(i + n) % productIds.length]!;
          const add = await fetch(`${base}/api/cart/addItem`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ productId, size: 'S', quantity: 1 + (n % 3) }),
          });
          await add.arrayBuffer();
          // COD and bank transfer in turn, each to an address of its own: the open-order limit stops a
          // customer (a phone, an address) at 3 open COD orders, and the burst must go on
          const method = n % 2 ? 'qrcode' : 'cod';
          const res = await fetch(`${base}/api/payment/create-checkout-${method}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(
              checkoutBody({
                phone: `09${String(10 + i).padStart(2, '0')}${String(n).padStart(6, '0').slice(-6)}`,
                street: `${i}-${n} Pasteur`,
              }),
            ),
          });
          await res.arrayBuffer();
          if (res.status === 201) placed += 1;
        } catch {
          // the server died under this request
          if (stop) break;
        }
      }
    });
    // kill once a good number of orders went through, while the others are in flight
    try {
      await vi.waitFor(() => expect(placed, '25 orders placed before the kill').toBeGreaterThanOrEqual(25), {
        timeout: 60_000,
        interval: 10,
      });
    } catch (err) {
      stop = true;
      await Promise.all(burst);
      throw err;
    }
    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    stop = true;
    await Promise.all(burst);

    base = await startServer();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // PostgreSQL is read beside the restarted server; PGlite (one process at a time) after it stops
    if (!onPostgres) {
      child!.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    const database = await openDatabase({ url: databaseUrl, dataDir, poolSize: 2 });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [orphans] = await rows<{ n: number }>(
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
      );
      const balance = await rows<{ stock: number; sold: number; ordered: number }>(sql`
        select s.stock, p.sold_count as sold,
          coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                    where i.product_id = p.id and o.status <> 'Canceled'), 0)::int as ordered
        from products p join product_sizes s on s.product_id = p.id and s.size = 'S'`);
      expect(balance.reduce((sum, b) => sum + b.ordered, 0)).toBeGreaterThan(0);
      expect(orphans?.n).toBe(0);
      for (const b of balance) {
        expect(b.stock + b.ordered).toBe(STOCK);
        expect(b.sold).toBe(b.ordered);
      }
    } finally {
      await database.close();
    }
  }, 180_000);
});
