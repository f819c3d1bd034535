import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { mailOutbox, orderHistory, orders, productSizes } from '../src/db/schema/index.js';
import { call, type Instance, type SharedServices, startInstance, startSharedServices } from './instances.js';
import { checkoutBody } from './orders.js';
import { createProduct } from './products.js';
import { createUser } from './users.js';

const SECRET = 'hoard-secret-hoard-secret-hoard-secret-01';
const DAY = 86_400_000;
const NOTE = 'Not confirmed by staff within 7 days (cash on delivery)';

type Headers = Record<string, string>;

/**
 * docs/decisions/0002-open-cod-orders.md with two server instances on one PostgreSQL database and
 * one Redis, as they run behind a reverse proxy: the open-COD limit holds for checkouts split across
 * both (the advisory locks are the database's, not a process's), and both instances' expiry jobs
 * cancel a buyer-confirmed order staff never confirmed once. Runs in the `server-scale` project (TEST_DATABASE_URL and TEST_REDIS_URL).
 */
describe('open COD orders across two instances', () => {
  let shared: SharedServices;
  let database: Database;
  let a: Instance;
  let b: Instance;
  /** an app in this process on the suite's database, never made ready (no workers): test data only */
  let setup: FastifyInstance;
  let phones = 0;

  const addToCart = async (base: string, headers: Headers, productId: string) => {
    const res = await call(base, 'POST', '/api/cart/addItem', headers, { productId, size: 'S', quantity: 1 });
    expect(res.status).toBe(200);
  };
  const checkout = (base: string, headers: Headers, shipping: object) =>
    call(base, 'POST', '/api/payment/create-checkout-cod', headers, checkoutBody(shipping));
  /** A phone and street no other checkout of the suite uses. */
  const own = () => {
    phones += 1;
    return { phone: `0939${String(100_000 + phones).slice(-6)}`, street: `${phones} Tôn Đức Thắng` };
  };
  const stockOf = async (productId: string) =>
    (await database.db.select().from(productSizes).where(eq(productSizes.productId, productId)))[0]!.stock;

  beforeAll(async () => {
    shared = await startSharedServices('hoard', SECRET);
    database = await openDatabase({ url: shared.databaseUrl, dataDir: shared.dataDir(), poolSize: 4 });
    await runMigrations(database);
    setup = await buildApp(loadConfig({ ...shared.env(), REDIS_URL: '', SMTP_URL: '' }), { database });
    [a, b] = await Promise.all([startInstance(shared.env()), startInstance(shared.env())]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await setup?.close();
    await database?.close();
    await shared?.close();
  }, 60_000);

  it('8 accounts on one phone, checking out at once across both instances: exactly 3 orders', async () => {
    const product = await createProduct(setup, { sizes: { S: 100 } });
    const phone = own().phone;
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(setup)));
    for (const [i, buyer] of buyers.entries())
      await addToCart(i % 2 ? a.base : b.base, buyer.headers, product.id);
    const results = await Promise.all(
      buyers.map((buyer, i) => checkout(i % 2 ? b.base : a.base, buyer.headers, { ...own(), phone })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect([r.status, r.json().code]).toEqual([409, 'TOO_MANY_OPEN_ORDERS']);
    expect(await stockOf(product.id)).toBe(97);
    expect(await database.db.select().from(orders).where(eq(orders.shippingPhone, phone))).toHaveLength(3);
  });

  it('8 accounts at one address (spelled several ways) at once across both instances: exactly 3 orders', async () => {
    const product = await createProduct(setup, { sizes: { S: 100 } });
    const n = own().street.split(' ')[0];
    const spellings = [`${n} Hàm Nghi`, `${n}, HÀM NGHI`, `${n} ham nghi`, ` ${n}  Ham Nghi. `];
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(setup)));
    for (const [i, buyer] of buyers.entries())
      await addToCart(i % 2 ? a.base : b.base, buyer.headers, product.id);
    const results = await Promise.all(
      buyers.map((buyer, i) =>
        checkout(i % 2 ? a.base : b.base, buyer.headers, {
          ...own(),
          street: spellings[i % spellings.length],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409 && r.json().code === 'TOO_MANY_OPEN_ORDERS')).toHaveLength(
      5,
    );
    expect(await stockOf(product.id)).toBe(97);
  });

  it('one account checking out 8 times at once across both instances: exactly 3 orders', async () => {
    const product = await createProduct(setup, { sizes: { S: 100 } });
    const buyer = await createUser(setup);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const instance = i % 2 ? a : b;
        // one cart for all of them: a checkout that finds it emptied by another adds again
        for (let n = 0; n < 30; n++) {
          await addToCart(instance.base, buyer.headers, product.id);
          const res = await checkout(instance.base, buyer.headers, own());
          if (res.status === 400 && res.json().code === 'CART_EMPTY') continue;
          return res.status === 201 ? 'placed' : res.json().code;
        }
        return 'gave up';
      }),
    );
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'TOO_MANY_OPEN_ORDERS')).toHaveLength(5);
    expect(await database.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toHaveLength(3);
  });

  it('both instances’ expiry jobs on a buyer-confirmed order staff never confirmed: canceled once, one mail, stock back once', async () => {
    const product = await createProduct(setup, { sizes: { S: 5 } });
    const buyer = await createUser(setup);
    const shipping = { ...own(), email: `hoard-${shared.suffix}@example.vn` };
    await addToCart(a.base, buyer.headers, product.id);
    const placed = await checkout(a.base, buyer.headers, shipping);
    expect(placed.status).toBe(201);
    const order = placed.json().order as { id: string; code: string };
    // the buyer confirms from the link, which only the account's own address receives
    const mail = await shared.smtp.waitFor(
      (m) => m.to === buyer.user.email && m.subject.includes(order.code),
      20_000,
    );
    const token = decodeURIComponent(/\/confirm-order\?token=([^\s"&<]+)/.exec(mail.text)![1]!);
    const confirmed = await call(b.base, 'POST', '/api/order/confirm-by-buyer', {}, { token });
    expect(confirmed.json().code).toBe('buyerConfirmed');
    expect(
      shared.smtp.messages.filter((m) => m.to === shipping.email && /confirm-order/.test(m.text)),
    ).toEqual([]);
    expect(await stockOf(product.id)).toBe(4);

    // eight days later, nobody at the shop having confirmed it; both instances start together and
    // each runs its expiry job at once
    await database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(orders.id, order.id));
    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([startInstance(shared.env()), startInstance(shared.env())]);

    const canceledMail = await shared.smtp.waitFor(
      (m) => m.to === shipping.email && m.subject === `Your order ${order.code} is now Canceled`,
      30_000,
    );
    expect(canceledMail.text).toContain('we could not confirm it within 7 days');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row?.status, row?.paymentStatus, row?.cancelReason]).toEqual([
      'Canceled',
      'failed',
      'NOT_CONFIRMED_BY_STAFF',
    ]);
    // both have swept by now (each at start): the cancel mail was queued once, whichever sent it
    const canceledMails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, shipping.email), like(mailOutbox.subject, '%Canceled%')));
    expect(canceledMails).toHaveLength(1);
    const notes = await database.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.note, NOTE)));
    expect(notes).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
  }, 120_000);
});
