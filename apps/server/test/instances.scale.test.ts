import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { mailOutbox, orderItems, orders, productSizes } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password.js';
import { enqueueMail } from '../src/modules/mail/mail.queue.js';
import { call, type Instance, type SharedServices, startInstance, startSharedServices } from './instances.js';
import { checkoutBody } from './orders.js';
import { createProduct } from './products.js';
import { createUser } from './users.js';

const SECRET = 'scale-secret-scale-secret-scale-secret-01';
const PASSWORD = 'correct-horse-1';

type Headers = Record<string, string>;

/**
 * Polls `check` until it holds, failing with `what` after `timeoutMs`: for things that happen (mails
 * sent, orders placed) rather than a lag that is the behaviour; a normal run sees them in seconds.
 */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Two server instances on one PostgreSQL database and one Redis (a key prefix of this suite's own), as
 * they run behind a reverse proxy. Runs in the `server-scale` project, when both TEST_DATABASE_URL
 * and TEST_REDIS_URL are set (vitest.config.ts).
 */
describe('two instances on PostgreSQL and Redis', () => {
  let shared: SharedServices;
  let database: Database;
  let a: Instance;
  let b: Instance;
  /** an app in this process on the suite's database, to write test data straight into it */
  let setup: FastifyInstance;
  let staff: Headers;
  /** 30 for the stock race, 12 more for the burst */
  const customers: Headers[] = [];

  beforeAll(async () => {
    shared = await startSharedServices('scale', SECRET);

    // both start together on the empty database: one of them migrates, under the advisory lock
    [a, b] = await Promise.all([startInstance(shared.env()), startInstance(shared.env())]);

    // the setup app has no Redis and no workers (it is never made ready): it only writes test data
    database = await openDatabase({ url: shared.databaseUrl, dataDir: shared.dataDir(), poolSize: 4 });
    setup = await buildApp(loadConfig({ ...shared.env(), REDIS_URL: '', SMTP_URL: '' }), { database });
    staff = (await createUser(setup, 'ADMIN')).headers;
    for (let i = 0; i < 42; i++) customers.push((await createUser(setup)).headers);
    await setup.services.auth.repo.create({
      email: 'throttle@example.com',
      name: 'Throttle',
      passwordHash: await hashPassword(PASSWORD),
      role: 'CUSTOMER',
      isVerified: true,
    });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await setup?.close();
    await database?.close();
    await shared?.close();
  }, 60_000);

  it('locks the sixth login on either instance after five wrong passwords spread across both', async () => {
    const login = (base: string, password: string) =>
      call(base, 'POST', '/api/auth/login', {}, { email: 'throttle@example.com', password });
    for (const [i, instance] of [a, b, a, b, a].entries()) {
      expect((await login(instance.base, `wrong-${i}-pass`)).status).toBe(401);
    }
    const onB = await login(b.base, PASSWORD);
    expect(onB.status).toBe(429);
    expect(onB.json().code).toBe('RATE_LIMITED');
    expect((await login(a.base, PASSWORD)).status).toBe(429);
  });

  it('counts every client once across both instances (the rate limit taken from Redis in batches)', async () => {
    // RATE_LIMIT_PER_MINUTE is 1,000,000 here: each instance takes 50,000 (5 %) at a time
    const key = `${shared.redisKeyPrefix}rate-limit-127.0.0.1`;
    for (const instance of [a, b, a, b]) {
      expect((await call(instance.base, 'GET', '/api/product?page=1&pageSize=1')).status).toBe(200);
    }
    // one batch per instance that served the client, not one INCR per request
    expect(Number(await shared.redis.get(key))).toBe(2 * 50_000);
    const ttl = await shared.redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  /**
   * What `read` returns once it equals `expected`, asked every 20 ms for at most a second: a public
   * catalogue read may lag another instance's write by that much. Real time, because the lag is the
   * behaviour: an instance reads the others' changes every 250 ms, and serves nothing from its cache
   * once its last read is a second old, so the second holds on a machine many times slower.
   */
  const withinASecond = async <T>(read: () => Promise<T>, expected: T): Promise<T> => {
    const began = performance.now();
    let seen = await read();
    while (JSON.stringify(seen) !== JSON.stringify(expected) && performance.now() - began < 1000) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await read();
    }
    return seen;
  };

  it("shows a price edit through A at once on A and within a second in B's cached listing and detail", async () => {
    const product = await createProduct(setup, { name: 'Scale blouse', price: 300_000 });
    // the newest first: the product is on the first page
    const listing = '/api/product?page=1&pageSize=100';
    type Item = { id: string; price: number };
    const inList = (body: { products: Item[] }) => body.products.find((p) => p.id === product.id);
    const detail = `/api/product/${product.id}`;
    const seen = async (instance: Instance) => {
      const list = await call(instance.base, 'GET', listing);
      const one = await call(instance.base, 'GET', detail);
      return { list: inList(list.json())?.price, detail: one.json().price, status: one.status };
    };
    for (let price = 310_000; price <= 350_000; price += 10_000) {
      // both instances respond from their caches (each asked twice)
      for (const instance of [a, b, a, b]) await seen(instance);
      const [writer, reader] = price % 20_000 === 0 ? [b, a] : [a, b];
      const edit = await call(writer.base, 'PATCH', `/api/product/edit-product/${product.id}`, staff, {
        price,
      });
      expect(edit.status).toBe(200);
      const now = { list: price, detail: price, status: 200 };
      expect(await seen(writer)).toEqual(now);
      expect(await withinASecond(() => seen(reader), now)).toEqual(now);
    }
    // hidden through A: gone from B's listing and detail at once
    await seen(b);
    const hide = await call(a.base, 'PATCH', '/api/product/toggle-multiple-visibility', staff, {
      ids: [product.id],
      visible: false,
    });
    expect(hide.status).toBe(200);
    const gone = async () => ({
      listed: inList((await call(b.base, 'GET', listing)).json()) !== undefined,
      detail: (await call(b.base, 'GET', detail)).status,
    });
    expect(await withinASecond(gone, { listed: false, detail: 404 })).toEqual({ listed: false, detail: 404 });
  });

  it('sells 5 units to 30 buyers spread across both instances: exactly 5 orders', async () => {
    const product = await createProduct(setup, { sizes: { M: 5 } });
    const buyers = customers.slice(0, 30);
    for (const [i, headers] of buyers.entries()) {
      const instance = i % 2 ? b : a;
      const add = await call(instance.base, 'POST', '/api/cart/addItem', headers, {
        productId: product.id,
        size: 'M',
        quantity: 1,
      });
      expect(add.status).toBe(200);
    }
    // each buyer ships to a phone and street of their own: the shop allows 3 open COD orders a
    // phone and an address
    const results = await Promise.all(
      buyers.map((headers, i) =>
        call(
          i % 2 ? a.base : b.base,
          'POST',
          '/api/payment/create-checkout-cod',
          headers,
          checkoutBody({ phone: `0908${String(100_000 + i).slice(-6)}`, street: `${i} Pasteur` }),
        ),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    const [size] = await database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, product.id));
    expect(size?.stock).toBe(0);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
    // and both details show it sold out within a second
    for (const instance of [a, b]) {
      const sizes = async () => (await call(instance.base, 'GET', `/api/product/${product.id}`)).json().sizes;
      expect(await withinASecond(sizes, [{ size: 'M', stock: 0 }])).toEqual([{ size: 'M', stock: 0 }]);
    }
  });

  it('sends each of 200 queued mails once, the two workers side by side', async () => {
    const subject = `Scale mail ${shared.suffix}`;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) {
        await enqueueMail(tx, {
          to: `reader${i}@example.com`,
          subject,
          html: `<p>${i}</p>`,
          text: String(i),
          kind: 'newsletter',
        });
      }
    });
    await shared.smtp.waitUntil((all) => all.filter((m) => m.subject === subject).length >= 200, 60_000);
    const pending = async () =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.subject, subject), sql`${mailOutbox.status} <> 'sent'`))
      )[0]!.n;
    // each recorded as sent just after the SMTP server has it
    await until('every mail recorded as sent', async () => (await pending()) === 0, 20_000);
    const received = shared.smtp.messages.filter((m) => m.subject === subject).map((m) => m.to);
    expect(received).toHaveLength(200);
    expect(new Set(received).size).toBe(200);
  }, 90_000);

  it('loses no order and no unit of stock when one instance is killed in a checkout burst', async () => {
    const STOCK = 500;
    const products = [
      await createProduct(setup, { sizes: { S: STOCK } }),
      await createProduct(setup, { sizes: { S: STOCK } }),
    ];
    const placed: string[] = [];
    let stop = false;
    const burst = customers.slice(30).map(async (headers, i) => {
      for (let n = 0; !stop; n++) {
        // half the buyers on each instance; those on a dead one go on through the other, as the
        // reverse proxy would send them
        const instance = (i + n) % 2 && a.child.exitCode === null && a.child.signalCode === null ? a : b;
        try {
          const productId = products[(i + n) % products.length]!.id;
          await call(instance.base, 'POST', '/api/cart/addItem', headers, {
            productId,
            size: 'S',
            quantity: 1 + (n % 3),
          });
          // COD and bank transfer in turn, each to an address of its own: the open-order limit stops a
          // customer (a phone, an address) at 3 open COD orders, and the burst must go on
          const res = await call(
            instance.base,
            'POST',
            `/api/payment/create-checkout-${n % 2 ? 'qrcode' : 'cod'}`,
            headers,
            checkoutBody({
              phone: `09${String(20 + i).padStart(2, '0')}${String(n).padStart(6, '0').slice(-6)}`,
              street: `${i}-${n} Hàm Nghi`,
            }),
          );
          if (res.status === 201) placed.push(res.json().order.id);
        } catch {
          // the instance died under this request
        }
      }
    });
    try {
      await until('30 orders placed before the kill', () => placed.length >= 30);
      await a.kill();
      const atKill = placed.length;
      await until('20 more orders placed through the instance left', () => placed.length >= atKill + 20);
    } finally {
      // the buyers stop even when the test fails
      stop = true;
      await Promise.all(burst);
    }

    // every order a response confirmed is whole in the database
    const rows = await database.db.select({ id: orders.id }).from(orders);
    const ids = new Set(rows.map((r) => r.id));
    for (const id of placed) expect(ids.has(id)).toBe(true);
    const [orphans] = (
      (await database.db.execute(
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(orphans?.n).toBe(0);
    for (const product of products) {
      const [size] = await database.db
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, product.id));
      const lines = await database.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
      expect(size!.stock + lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(STOCK);
    }
  }, 120_000);
});
