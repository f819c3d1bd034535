import {
  type CheckoutBody,
  OPEN_COD_ORDERS_LIMIT,
  type Order,
  TOO_MANY_OPEN_ORDERS_MESSAGE,
} from '@shop/shared';
import { sendBankTransfer } from '@shop/test-fakes/bank';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk, placeOrder, stockOf } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { cartItems, mailOutbox, orders } from '../../db/schema/index.js';

type Headers = Record<string, string>;
type Shipping = Partial<CheckoutBody['shipping']>;
let buyers = 0;

/** Shipping details no other buyer of the suite uses: phone, e-mail and address (street) of its own. */
function identity(): Required<Pick<CheckoutBody['shipping'], 'phone' | 'email' | 'street'>> {
  const n = ++buyers;
  const digits = `${process.pid % 100}${String(n).padStart(4, '0')}`.padStart(6, '0').slice(-6);
  return {
    phone: `0938${digits}`,
    email: `open-cod${n}-${Date.now()}@example.vn`,
    street: `${n} Lý Tự Trọng`,
  };
}

const TOO_MANY = { error: TOO_MANY_OPEN_ORDERS_MESSAGE, code: 'TOO_MANY_OPEN_ORDERS' };

/**
 * at most OPEN_COD_ORDERS_LIMIT (3) open COD orders (Pending or Confirmed, nothing
 * paid) per account, per phone and per address key; the fourth is refused with 409
 * TOO_MANY_OPEN_ORDERS and nothing is written. Open orders also count in the COD risk.
 */
describe('open COD orders: the limit per account, phone and address', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    app = t.app;
    staff = (await createUser(app, 'MANAGER')).headers;
  });
  afterAll(() => app.close());

  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    t.database.db.update(orders).set(values).where(eq(orders.id, id));
  const ordersOf = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
  const cartOf = (userId: string) =>
    t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));
  const mailsTo = async (to: string) =>
    (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!.n;

  /** A product of its own with `stock` pieces of S. */
  const product = (stock = 50, price = 300_000) => createProduct(app, { price, sizes: { S: stock } });

  /** One COD checkout of one piece of `productId` by `headers`, shipped as `shipping`: the raw response. */
  async function attempt(
    headers: Headers,
    productId: string,
    shipping: Shipping,
    method: 'COD' | 'QR' = 'COD',
  ) {
    await addToCart(app, headers, [{ productId }]);
    return placeOrder(app, headers, method, checkoutBody(shipping));
  }
  async function placed(headers: Headers, productId: string, shipping: Shipping) {
    const res = await attempt(headers, productId, shipping);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as Order;
  }

  /** The fourth attempt was refused and wrote nothing: no order, stock and cart as they were, no mail. */
  async function expectRefusedUnchanged(
    customer: { user: { id: string }; headers: Headers },
    productId: string,
    shipping: Shipping,
  ) {
    const before = {
      orders: await ordersOf(customer.user.id),
      stock: await stockOf(app, productId),
      mails: await mailsTo(shipping.email ?? ''),
    };
    const res = await attempt(customer.headers, productId, shipping);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(TOO_MANY);
    expect(await ordersOf(customer.user.id)).toBe(before.orders);
    expect(await stockOf(app, productId)).toBe(before.stock);
    expect(await mailsTo(shipping.email ?? '')).toBe(before.mails);
    // the cart keeps the line the refused checkout would have ordered
    expect((await cartOf(customer.user.id)).map((l) => [l.productId, l.quantity])).toEqual([[productId, 1]]);
  }

  it('refuses a fourth open COD order of one account (each to another phone and address), writing nothing', async () => {
    const customer = await createUser(app);
    const item = await product();
    for (let i = 0; i < OPEN_COD_ORDERS_LIMIT; i++) await placed(customer.headers, item.id, identity());
    expect(await stockOf(app, item.id)).toBe(47);
    await expectRefusedUnchanged(customer, item.id, identity());
    // the same again (a replay, a double click): refused again, still nothing written
    const again = await placeOrder(app, customer.headers, 'COD', checkoutBody(identity()));
    expect([again.statusCode, again.json().code]).toEqual([409, 'TOO_MANY_OPEN_ORDERS']);
    expect(await ordersOf(customer.user.id)).toBe(3);
  });

  it('refuses a second account on the same phone, however the phone is typed', async () => {
    const phone = identity().phone;
    const item = await product();
    for (let i = 0; i < OPEN_COD_ORDERS_LIMIT; i++) {
      const other = await createUser(app);
      await placed(other.headers, item.id, { ...identity(), phone });
    }
    const next = await createUser(app);
    // +84 and spaces: the same phone once normalised
    await expectRefusedUnchanged(next, item.id, {
      ...identity(),
      phone: `+84 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
    });
  });

  it('refuses a second account at the same address, spelled without accents, in capitals, with other punctuation', async () => {
    const item = await product();
    const spellings = ['12 Nguyễn Huệ', '12, NGUYỄN HUỆ', '12 nguyen hue'];
    for (const street of spellings) {
      const other = await createUser(app);
      await placed(other.headers, item.id, { ...identity(), street, ward: 'Phường Sài Gòn' });
    }
    const next = await createUser(app);
    await expectRefusedUnchanged(next, item.id, {
      ...identity(),
      street: '12 - Nguyen  Hue',
      ward: 'phuong sai gon',
    });
  });

  it('counts only open orders: completed, canceled, paid or past Confirmed orders leave room; Confirmed ones do not', async () => {
    const customer = await createUser(app);
    const item = await product();
    const first = await placed(customer.headers, item.id, identity());
    const second = await placed(customer.headers, item.id, identity());
    const third = await placed(customer.headers, item.id, identity());
    await expectRefusedUnchanged(customer, item.id, identity());

    // the buyer cancels one (the real endpoint): a slot is free
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/order/cancel/${first.id}`,
      headers: customer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const fourth = await placed(customer.headers, item.id, identity());
    // staff confirm one: still open (nothing paid), still counted
    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/order/edit-order/${second.id}`,
      headers: staff,
      payload: { status: 'Confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await attempt(customer.headers, item.id, identity())).statusCode).toBe(409);

    // completed, paid, a deposit paid, or gone on to packing: none of them is open any more
    await setRow(second.id, { status: 'Being Packed' });
    const fifth = await placed(customer.headers, item.id, identity());
    await setRow(third.id, { status: 'Completed', paymentStatus: 'completed' });
    const sixth = await placed(customer.headers, item.id, identity());
    await setRow(fourth.id, { paymentStatus: 'completed' });
    const seventh = await placed(customer.headers, item.id, identity());
    await setRow(fifth.id, { depositAmount: 30_000, depositPaidAt: new Date(), paidAmount: 30_000 });
    await placed(customer.headers, item.id, identity());
    // sixth, seventh and the last are open: the limit again
    expect([sixth.status, seventh.status]).toEqual(['Pending', 'Pending']);
    const res = await attempt(customer.headers, item.id, identity());
    expect([res.statusCode, res.json().code]).toEqual([409, 'TOO_MANY_OPEN_ORDERS']);
  });

  it('a deposit paid through the bank frees its slot; an unpaid deposit order is open', async () => {
    const customer = await createUser(app);
    const me = identity();
    const item = await product();
    await placed(customer.headers, item.id, { ...me, street: `${me.street} A` });
    await placed(customer.headers, item.id, { ...me, street: `${me.street} B` });
    // two open orders of this phone: the third is HIGH (a deposit asked) and open until it is paid
    const res = await attempt(customer.headers, item.id, { ...me, street: `${me.street} C` });
    expect(res.statusCode).toBe(201);
    const third = res.json() as { order: Order; deposit?: { amount: number } };
    expect(third.deposit?.amount).toBeGreaterThan(0);
    expect((await attempt(customer.headers, item.id, identity())).statusCode).toBe(409);
    await sendBankTransfer(app, { amount: third.deposit!.amount, content: `CK ${third.order.code}` });
    const paid = (
      await app.inject({ method: 'GET', url: `/api/order/${third.order.id}`, headers: staff })
    ).json().order as Order;
    expect(paid.depositPaid).toBe(true);
    await placed(customer.headers, item.id, identity());
  });

  it('bank transfer (and PayPal) are not limited: a QR order with 3 open COD orders is placed', async () => {
    const customer = await createUser(app);
    const item = await product();
    for (let i = 0; i < OPEN_COD_ORDERS_LIMIT; i++) await placed(customer.headers, item.id, identity());
    const qr = await attempt(customer.headers, item.id, identity(), 'QR');
    expect(qr.statusCode, qr.body).toBe(201);
    expect(qr.json().order.paymentMethod).toBe('QR');
    // and an unpaid QR order is not an open COD order: the COD limit is where it was
    expect((await attempt(customer.headers, item.id, identity())).statusCode).toBe(409);
  });

  describe('at once', () => {
    it('8 COD checkouts of one account at once (each adding to the cart first): exactly 3 orders', async () => {
      const customer = await createUser(app);
      const item = await product(100);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, async () => {
          // the cart is the account's: a checkout that finds it emptied by another adds again
          for (let n = 0; n < 30; n++) {
            await addToCart(app, customer.headers, [{ productId: item.id }]);
            const res = await placeOrder(app, customer.headers, 'COD', checkoutBody(identity()));
            if (res.statusCode === 400 && res.json().code === 'CART_EMPTY') continue;
            return res.statusCode === 201 ? 'placed' : res.json().code;
          }
          return 'gave up';
        }),
      );
      expect(outcomes.filter((o) => o === 'placed')).toHaveLength(3);
      expect(outcomes.filter((o) => o === 'TOO_MANY_OPEN_ORDERS')).toHaveLength(5);
      expect(await ordersOf(customer.user.id)).toBe(3);
      const lines = await t.database.db
        .select({ total: orders.total })
        .from(orders)
        .where(and(eq(orders.userId, customer.user.id), eq(orders.paymentMethod, 'COD')));
      expect(lines).toHaveLength(3);
    });

    it('8 accounts on one phone at once: exactly 3 orders, the stock of 3 taken', async () => {
      const phone = identity().phone;
      const item = await product(100);
      const customers = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
      for (const c of customers) await addToCart(app, c.headers, [{ productId: item.id }]);
      const results = await Promise.all(
        customers.map((c) => placeOrder(app, c.headers, 'COD', checkoutBody({ ...identity(), phone }))),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual(TOO_MANY);
      expect(await stockOf(app, item.id)).toBe(97);
      const [row] = await t.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.shippingPhone, phone));
      expect(row?.n).toBe(3);
    });

    it('8 accounts at one address (spelled 8 ways) at once: exactly 3 orders', async () => {
      const item = await product(100);
      const street = `${identity().street.split(' ')[0]} Hàm Nghi`;
      const plain = street.replace('Hàm', 'Ham');
      const spellings = [
        street,
        street.toUpperCase(),
        plain,
        plain.toLowerCase(),
        `${plain},`,
        ` ${street} `,
      ];
      const customers = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
      for (const c of customers) await addToCart(app, c.headers, [{ productId: item.id }]);
      const results = await Promise.all(
        customers.map((c, i) =>
          placeOrder(
            app,
            c.headers,
            'COD',
            checkoutBody({ ...identity(), street: spellings[i % spellings.length]! }),
          ),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(
        results.filter((r) => r.statusCode === 409 && r.json().code === 'TOO_MANY_OPEN_ORDERS'),
      ).toHaveLength(5);
      expect(await stockOf(app, item.id)).toBe(97);
    });
  });

  describe('in the risk', () => {
    it('a buyer with two orders waiting scores higher: the third is HIGH and asks a deposit; staff see why', async () => {
      const me = identity();
      const item = await product();
      const first = await createUser(app);
      await addToCart(app, first.headers, [{ productId: item.id }]);
      const a = await placeOk(app, first.headers, 'COD', checkoutBody(me));
      expect(a.deposit).toBeUndefined();
      // another account, the same phone, e-mail and address: one order waits (20) and nothing was delivered
      // (15)
      const second = await createUser(app);
      await addToCart(app, second.headers, [{ productId: item.id }]);
      const b = await placeOk(app, second.headers, 'COD', checkoutBody(me));
      expect(b.deposit).toBeUndefined();
      const third = await createUser(app);
      await addToCart(app, third.headers, [{ productId: item.id }]);
      const c = await placeOk(app, third.headers, 'COD', checkoutBody(me));
      const stored = async (id: string) =>
        (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
      expect([(await stored(a.order.id)).riskScore, (await stored(b.order.id)).riskScore]).toEqual([15, 35]);
      expect([(await stored(c.order.id)).riskLevel, (await stored(c.order.id)).riskScore]).toEqual([
        'HIGH',
        55,
      ]);
      expect(c.deposit?.amount).toBeGreaterThan(0);
      expect(c.order.depositAmount).toBe(c.deposit?.amount);
      const seen = (
        await app.inject({ method: 'GET', url: `/api/order/${c.order.id}`, headers: staff })
      ).json().order as Order;
      expect(seen.risk?.factors).toContainEqual({ rule: 'OPEN_ORDERS', count: 2, points: 40 });
      expect(seen.risk?.reasons).toContain('2 other orders waiting for delivery (+40)');
    });
  });
});

/**
 * with COD_DEPOSIT=shipping, an order whose shipping is free (below 560,000 ₫)
 * still asks a deposit: the least fee charges, 10,000 ₫.
 */
describe('the shipping-fee deposit of a free-shipping order', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', COD_DEPOSIT: 'shipping' });
    app = t.app;
  });
  afterAll(() => app.close());

  it('asks 10,000 ₫ of a HIGH-risk order with free shipping, and its page (the order’s payment) shows it', async () => {
    const me = identity();
    const customer = await createUser(app);
    const item = await createProduct(app, { price: 300_000, sizes: { S: 5 } });
    await addToCart(app, customer.headers, [{ productId: item.id }]);
    const refused = await placeOk(app, customer.headers, 'COD', checkoutBody(me));
    // refused at the door, nothing delivered: the next order is HIGH (50 + 15)
    await t.database.db
      .update(orders)
      .set({ status: 'Canceled', paymentStatus: 'failed', cancelReason: 'REFUSED_AT_DOOR' })
      .where(eq(orders.id, refused.order.id));
    await addToCart(app, customer.headers, [{ productId: item.id }]);
    const placed = await placeOk(app, customer.headers, 'COD', checkoutBody(me));
    expect(placed.order.shippingFee).toBe(0);
    expect(placed.deposit?.amount).toBe(10_000);
    expect(placed.order.depositAmount).toBe(10_000);
    expect(placed.order.payment?.amount).toBe(10_000);
    const page = (
      await app.inject({ method: 'GET', url: `/api/order/${placed.order.id}`, headers: customer.headers })
    ).json().order as Order;
    expect([page.depositAmount, page.payment?.amount, page.amountDue]).toEqual([10_000, 10_000, 300_000]);
  });
});
