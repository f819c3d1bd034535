import {
  CHECKOUT_MESSAGES,
  type CheckoutSummary,
  COUPON_MESSAGES,
  type Order,
  priceCart,
} from '@shop/shared';
import { type FakeExchangeRate, startFakeExchangeRate } from '@shop/test-fakes/exchange-rate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCart, checkoutBody, placeOk, placeOrder, SHIPPING_VN } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import {
  blacklist,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  mailOutbox,
  orderItems,
  orders,
  productSizes,
  products,
  users,
} from '../../db/schema/index.js';

type Headers = Record<string, string>;

let shippedTo = 0;
/**
 * Shipping details of their own (phone and street): the shop allows 3 open COD orders a phone and
 * an address, and this suite's shoppers would otherwise all ship to SHIPPING_VN.
 */
const own = () => {
  shippedTo += 1;
  return checkoutBody({
    phone: `0903${String(100_000 + shippedTo).slice(-6)}`,
    street: `${shippedTo} Pasteur`,
  });
};

describe('checkout (COD)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let rates: FakeExchangeRate;

  const shopper = async () => (await createUser(app)).headers;
  const stockOf = async (productId: string, size: string) => {
    const rows = await t.database.db.select().from(productSizes).where(eq(productSizes.productId, productId));
    return rows.find((r) => r.size === size)?.stock;
  };
  const cartOf = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/cart', headers })).json().cartItem as unknown[];
  const makeCoupon = (code: string, extra: Record<string, unknown> = {}) =>
    app.services.coupons.create({
      code,
      name: code,
      discount: { type: 'FIXED_AMOUNT', value: 50_000 },
      conditions: [],
      expirationDate: new Date(Date.now() + 86_400_000),
      active: true,
      ...extra,
    } as Parameters<typeof app.services.coupons.create>[0]);
  const applyCoupon = async (headers: Headers, code: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/coupon/apply', headers, payload: { code } });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    rates = await startFakeExchangeRate(25_000);
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', EXCHANGE_RATE_URL: rates.url });
    app = t.app;
  });
  afterAll(async () => {
    await app.close();
    await rates.stop();
  });

  it('places the cart as a Pending COD order: prices from the database, stock taken, cart emptied', async () => {
    const { headers, user } = await createUser(app);
    const blouse = await createProduct(app, {
      name: 'Áo sơ mi Lụa',
      price: 450_000,
      discountPrice: 390_000,
      sizes: { S: 5, M: 2 },
    });
    const skirt = await createProduct(app, { name: 'Chân váy Vintage', price: 520_000, sizes: { M: 3 } });
    await addToCart(app, headers, [
      { productId: blouse.id, size: 'S', quantity: 2 },
      { productId: skirt.id, size: 'M', quantity: 1 },
    ]);
    const res = await placeOrder(app, headers, 'COD');
    expect(res.statusCode).toBe(201);
    const { order } = res.json() as { order: Order };
    const expected = priceCart({
      lines: [
        { unitPrice: 390_000, quantity: 2 },
        { unitPrice: 520_000, quantity: 1 },
      ],
    });
    expect(order).toMatchObject({
      code: expect.stringMatching(/^DH-[A-Z0-9]{6}$/),
      status: 'Pending',
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      subtotal: 1_300_000,
      discount: 0,
      couponCode: null,
      rankName: 'Blush Babe',
      shippingFee: 15_000,
      total: expected.total,
      userId: user.id,
      expiresAt: null,
      payment: null,
      shipping: { ...SHIPPING_VN, province: 'Thành phố Hồ Chí Minh', email: 'lan@example.vn' },
    });
    expect(order.total).toBe(1_315_000);
    expect(order.items).toEqual([
      {
        productId: blouse.id,
        name: 'Áo sơ mi Lụa',
        size: 'S',
        quantity: 2,
        unitPrice: 390_000,
        lineTotal: 780_000,
        soldAsIs: false,
      },
      {
        productId: skirt.id,
        name: 'Chân váy Vintage',
        size: 'M',
        quantity: 1,
        unitPrice: 520_000,
        lineTotal: 520_000,
        soldAsIs: false,
      },
    ]);
    expect(order.history).toEqual([
      expect.objectContaining({
        status: 'Pending',
        paymentStatus: 'pending',
        by: 'customer',
        byName: user.name,
      }),
    ]);
    expect(await stockOf(blouse.id, 'S')).toBe(3);
    expect(await stockOf(blouse.id, 'M')).toBe(2);
    expect(await stockOf(skirt.id, 'M')).toBe(2);
    const [sold] = await t.database.db
      .select({ n: products.soldCount })
      .from(products)
      .where(eq(products.id, blouse.id));
    expect(sold?.n).toBe(2);
    expect(await cartOf(headers)).toEqual([]);
    // the order-placed mail is queued with the lines and the total
    const mailsTo = (to: string) =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .then((all) => all.filter((m) => m.subject.includes(order.code)));
    const ofOrder = await mailsTo('lan@example.vn');
    const placed = ofOrder.find((m) => m.kind === 'order-placed');
    expect(placed?.subject).toBe(`Your order ${order.code} has been placed`);
    expect(placed?.text).toContain('Áo sơ mi Lụa');
    expect(placed?.text).toContain('1,315,000 ₫');
    // and, with it, the request to confirm it (COD without a deposit),
    // to the account's own proven e-mail only, not to the shipping e-mail
    expect(ofOrder.map((m) => m.kind)).toEqual(['order-placed']);
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['order-confirm']);
  });

  it('shows the new stock at once through the cached product detail', async () => {
    const me = await shopper();
    const p = await createProduct(app, { sizes: { S: 4 } });
    const before = await app.inject({ method: 'GET', url: `/api/product/${p.id}` });
    expect(before.json().sizes).toEqual([{ size: 'S', stock: 4 }]);
    await addToCart(app, me, [{ productId: p.id, quantity: 3 }]);
    await placeOk(app, me, 'COD', own());
    const after = await app.inject({ method: 'GET', url: `/api/product/${p.id}` });
    expect(after.json().sizes).toEqual([{ size: 'S', stock: 1 }]);
  });

  it('keeps the listings cached through an order, unless a size runs out or comes back', async () => {
    const me = await shopper();
    const name = `Scoped ${Date.now()}`;
    const p = await createProduct(app, { name: `${name} blouse`, sizes: { S: 4, M: 1 } });
    const q = await createProduct(app, { name: `${name} skirt`, sizes: { S: 5 } });
    // what the search matches (the test products are written straight to the database)
    for (const { id, name } of [p, q]) {
      await t.database.db.update(products).set({ searchText: name.toLowerCase() }).where(eq(products.id, id));
    }
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    const listing = `/api/product?q=${encodeURIComponent(name)}`;
    const cards = async () =>
      Object.fromEntries(
        (await get(listing)).products.map((c: { id: string; price: number; inStockSizes: string[] }) => [
          c.id,
          c,
        ]),
      );
    const bestSelling = async () =>
      (await get(`${listing}&sort=best-selling`)).products.map((c: { id: string }) => c.id);
    // cached, each of them: a response is kept from its second request on
    for (let round = 0; round < 2; round += 1) {
      expect(Object.keys(await cards())).toHaveLength(2);
      await bestSelling();
      expect((await get(`/api/product/${q.id}`)).price).toBe(300_000);
    }
    // behind the cache's back (not through the app): what shows the old price is a kept response
    const priceBehind = (price: number) =>
      t.database.db.update(products).set({ price }).where(eq(products.id, q.id));
    await priceBehind(111_000);

    await addToCart(app, me, [{ productId: p.id, size: 'S' }]);
    await placeOk(app, me, 'COD', own());
    // the ordered product's detail and what is sorted by sales are current ...
    const detail = await get(`/api/product/${p.id}`);
    expect(detail.sizes).toEqual([
      { size: 'S', stock: 3 },
      { size: 'M', stock: 1 },
    ]);
    expect(detail.soldCount).toBe(1);
    expect(await bestSelling()).toEqual([p.id, q.id]);
    // ... and the rest is still served from the cache
    expect((await cards())[q.id].price).toBe(300_000);
    expect((await get(`/api/product/${q.id}`)).price).toBe(300_000);

    // the last M: every card that shows p's sizes changes, and everything is dropped
    await addToCart(app, me, [{ productId: p.id, size: 'M' }]);
    const { order } = await placeOk(app, me, 'COD', own());
    let now = await cards();
    expect(now[p.id].inStockSizes).toEqual(['S']);
    expect(now[q.id].price).toBe(111_000);

    // a cancel gives the M back: from 0, so again everything
    await priceBehind(222_000);
    const cancel = await app.inject({ method: 'POST', url: `/api/order/cancel/${order.id}`, headers: me });
    expect(cancel.statusCode).toBe(200);
    now = await cards();
    expect(now[p.id].inStockSizes).toEqual(['S', 'M']);
    expect(now[q.id].price).toBe(222_000);
  });

  it('picks another order code when the one picked is taken, and places the order once', async () => {
    const [first, second] = [await shopper(), await shopper()];
    const p = await createProduct(app, { sizes: { S: 5 } });
    await addToCart(app, first, [{ productId: p.id }]);
    await addToCart(app, second, [{ productId: p.id }]);
    // the code's random bytes are all zero for both first picks: the second checkout's code is taken
    const zeros = vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementationOnce((bytes) => bytes)
      .mockImplementationOnce((bytes) => bytes);
    try {
      const a = (await placeOk(app, first, 'COD', own())).order;
      const b = (await placeOk(app, second, 'COD', own())).order;
      expect(b.code).not.toBe(a.code);
    } finally {
      zeros.mockRestore();
    }
    expect(await stockOf(p.id, 'S')).toBe(3);
    expect(await cartOf(second)).toEqual([]);
    const mine = await t.database.db.select().from(orders).where(eq(orders.code, 'DH-AAAAAA'));
    expect(mine).toHaveLength(1);
  });

  it('ignores prices, totals, status, items and role sent by the client', async () => {
    const me = await shopper();
    const p = await createProduct(app, { price: 600_000, sizes: { S: 5 } });
    await addToCart(app, me, [{ productId: p.id, quantity: 1 }]);
    const body = {
      ...own(),
      items: [{ productId: p.id, size: 'S', quantity: 1, unitPrice: 1 }],
      total: 1,
      subtotal: 1,
      discount: 600_000,
      status: 'Completed',
      paymentStatus: 'completed',
      role: 'ADMIN',
      shippingFee: 0,
    };
    const { order } = await placeOk(app, me, 'COD', body);
    expect(order).toMatchObject({
      status: 'Pending',
      paymentStatus: 'pending',
      subtotal: 600_000,
      discount: 0,
      shippingFee: 10_000,
      total: 610_000,
    });
    expect(order.items).toHaveLength(1);
  });

  it('redeems the applied coupon within the order and records who used it', async () => {
    const me = await createUser(app);
    const p = await createProduct(app, { price: 400_000, sizes: { S: 5 } });
    const coupon = await makeCoupon('FIFTYK');
    await addToCart(app, me.headers, [{ productId: p.id, quantity: 2 }]);
    await applyCoupon(me.headers, 'FIFTYK');
    const { order } = await placeOk(app, me.headers, 'COD', own());
    expect(order).toMatchObject({
      subtotal: 800_000,
      discount: 50_000,
      couponCode: 'FIFTYK',
      shippingFee: 10_000,
      total: 760_000,
    });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(1);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toEqual([expect.objectContaining({ userId: me.user.id, orderId: order.id })]);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, me.user.id));
    expect(cart?.couponId).toBeNull();
  });

  describe('error responses change nothing', () => {
    async function snapshot(userId: string, productId: string) {
      const db = t.database.db;
      return {
        stock: await db.select().from(productSizes).where(eq(productSizes.productId, productId)),
        cart: await db.select().from(cartItems).where(eq(cartItems.userId, userId)),
        cartRow: await db.select().from(carts).where(eq(carts.userId, userId)),
        orders: await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)),
        coupons: await db.select({ id: coupons.id, used: coupons.usedCount }).from(coupons),
        sold: await db.select({ n: products.soldCount }).from(products).where(eq(products.id, productId)),
      };
    }

    it('400 CART_EMPTY for an empty cart', async () => {
      const res = await placeOrder(app, await shopper());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: CHECKOUT_MESSAGES.cartEmpty, code: 'CART_EMPTY' });
    });

    it.each([
      ['shipping.phone', { phone: '12345' }, CHECKOUT_MESSAGES.phoneInvalidVn],
      ['shipping.email', { email: 'not-an-email' }, CHECKOUT_MESSAGES.emailInvalid],
      ['shipping.province', { province: 'Gotham' }, CHECKOUT_MESSAGES.provinceUnknown],
      ['shipping.ward', { ward: '' }, CHECKOUT_MESSAGES.wardRequired],
      ['shipping.street', { street: '   ' }, CHECKOUT_MESSAGES.streetRequired],
      ['shipping.name', { name: '' }, CHECKOUT_MESSAGES.nameRequired],
      ['shipping.country', { country: 'Atlantis' }, CHECKOUT_MESSAGES.countryUnsupported],
    ])('400 VALIDATION_ERROR naming %s', async (field, shipping, message) => {
      const me = await createUser(app);
      const p = await createProduct(app, { sizes: { S: 3 } });
      await addToCart(app, me.headers, [{ productId: p.id }]);
      const before = await snapshot(me.user.id, p.id);
      const res = await placeOrder(app, me.headers, 'COD', checkoutBody(shipping as never));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: `${field}: ${message}`, code: 'VALIDATION_ERROR' });
      expect(await snapshot(me.user.id, p.id)).toEqual(before);
    });

    it('400 VALIDATION_ERROR without the return-policy agreement', async () => {
      const me = await shopper();
      const res = await placeOrder(app, me, 'COD', { shipping: SHIPPING_VN, acceptPolicy: false });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: `acceptPolicy: ${CHECKOUT_MESSAGES.acceptPolicy}`,
        code: 'VALIDATION_ERROR',
      });
    });

    it('409 OUT_OF_STOCK naming the line and what is left; the other line keeps its stock', async () => {
      const me = await createUser(app);
      const ok = await createProduct(app, { name: 'Enough', sizes: { S: 5 } });
      const short = await createProduct(app, { name: 'Camisole Swan', sizes: { M: 3 } });
      await addToCart(app, me.headers, [
        { productId: ok.id, quantity: 2 },
        { productId: short.id, size: 'M', quantity: 3 },
      ]);
      // someone else takes stock meanwhile
      await t.database.db.update(productSizes).set({ stock: 1 }).where(eq(productSizes.productId, short.id));
      const before = await snapshot(me.user.id, ok.id);
      const res = await placeOrder(app, me.headers, 'COD', own());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Only 1 left of Camisole Swan in size M',
        code: 'OUT_OF_STOCK',
        productId: short.id,
        size: 'M',
        name: 'Camisole Swan',
        available: 1,
      });
      expect(await snapshot(me.user.id, ok.id)).toEqual(before);
      expect(await stockOf(short.id, 'M')).toBe(1);
    });

    it('409 COUPON_INVALID with its message when the applied coupon no longer holds', async () => {
      const me = await createUser(app);
      const p = await createProduct(app, { price: 400_000, sizes: { S: 5 } });
      const coupon = await makeCoupon('GONESOON');
      await addToCart(app, me.headers, [{ productId: p.id }]);
      await applyCoupon(me.headers, 'GONESOON');
      await t.database.db.update(coupons).set({ active: false }).where(eq(coupons.id, coupon.id));
      const before = await snapshot(me.user.id, p.id);
      const res = await placeOrder(app, me.headers, 'COD', own());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: COUPON_MESSAGES.inactive, code: 'COUPON_INVALID' });
      expect(await snapshot(me.user.id, p.id)).toEqual(before);
    });

    it('409 COUPON_INVALID when the per-user limit is used up, and the stock taken is given back', async () => {
      const me = await createUser(app);
      const p = await createProduct(app, { sizes: { S: 5 } });
      await makeCoupon('ONCEEACH', { perUserLimit: 1 });
      await addToCart(app, me.headers, [{ productId: p.id }]);
      await applyCoupon(me.headers, 'ONCEEACH');
      await placeOk(app, me.headers, 'COD', own());
      await addToCart(app, me.headers, [{ productId: p.id }]);
      // the apply check would refuse; force the coupon onto the cart as a stale client would have it
      const [c] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONCEEACH'));
      await t.database.db.update(carts).set({ couponId: c!.id }).where(eq(carts.userId, me.user.id));
      const before = await snapshot(me.user.id, p.id);
      const res = await placeOrder(app, me.headers, 'COD', own());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: COUPON_MESSAGES.perUserLimitReached, code: 'COUPON_INVALID' });
      expect(await snapshot(me.user.id, p.id)).toEqual(before);
    });

    it.each([
      ['the user', 'user'],
      ['the phone, in another format', 'phone'],
      ['the e-mail of the order', 'email'],
      ['the status BLACKLISTED', 'status'],
      ['the e-mail of the account', 'account'],
    ] as const)('403 ACCOUNT_BLACKLISTED when the blacklist names %s', async (_name, kind) => {
      const me = await createUser(app);
      const p = await createProduct(app, { sizes: { S: 5 } });
      await addToCart(app, me.headers, [{ productId: p.id }]);
      const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const email = `boom${Date.now()}@example.vn`;
      const db = t.database.db;
      if (kind === 'user') await db.insert(blacklist).values({ userId: me.user.id, reason: 'BOOM HÀNG' });
      if (kind === 'phone') await db.insert(blacklist).values({ phone, reason: 'FRAUD' });
      if (kind === 'email') await db.insert(blacklist).values({ email, reason: 'SPAM' });
      if (kind === 'account') await db.insert(blacklist).values({ email: me.user.email, reason: 'OTHER' });
      if (kind === 'status')
        await db.update(users).set({ status: 'BLACKLISTED' }).where(eq(users.id, me.user.id));
      const before = await snapshot(me.user.id, p.id);
      const res = await placeOrder(
        app,
        me.headers,
        'COD',
        checkoutBody({
          phone: kind === 'phone' ? `+84 ${phone.slice(1)}` : SHIPPING_VN.phone,
          email: kind === 'email' ? email.toUpperCase() : SHIPPING_VN.email,
        }),
      );
      expect(res.statusCode).toBe(403);
      // the error response speaks of what the blacklist named: a phone is told as a phone
      const error =
        kind === 'phone'
          ? CHECKOUT_MESSAGES.blacklistedPhone
          : kind === 'email'
            ? CHECKOUT_MESSAGES.blacklistedEmail
            : CHECKOUT_MESSAGES.blacklisted;
      expect(res.json()).toEqual({ error, code: 'ACCOUNT_BLACKLISTED' });
      expect(await snapshot(me.user.id, p.id)).toEqual(before);
    });

    it('401 for a visitor, 403 for an unverified user', async () => {
      expect((await placeOrder(app, {})).statusCode).toBe(401);
      const unverified = await createUser(app, 'CUSTOMER', false);
      const res = await placeOrder(app, unverified.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    });
  });

  it('does not order a hidden product: its line stays in the cart', async () => {
    const me = await shopper();
    const shown = await createProduct(app, { price: 300_000, sizes: { S: 5 } });
    const hidden = await createProduct(app, { price: 900_000, sizes: { S: 5 } });
    await addToCart(app, me, [{ productId: shown.id }, { productId: hidden.id }]);
    await t.database.db.update(products).set({ visible: false }).where(eq(products.id, hidden.id));
    const { order } = await placeOk(app, me, 'COD', own());
    expect(order.items.map((i) => i.productId)).toEqual([shown.id]);
    expect(order.subtotal).toBe(300_000);
    expect(await stockOf(hidden.id, 'S')).toBe(5);
    expect((await cartOf(me)).length).toBe(1);
  });

  describe('international shipping', () => {
    it('prices the country table by item count in dollars at the current rate', async () => {
      const me = await shopper();
      const p = await createProduct(app, { price: 500_000, sizes: { S: 10 } });
      await addToCart(app, me, [{ productId: p.id, quantity: 3 }]);
      const res = await app.inject({
        method: 'GET',
        url: '/api/payment/order-summary?country=Singapore',
        headers: me,
      });
      expect(res.statusCode).toBe(200);
      const s = res.json() as CheckoutSummary;
      // Singapore, 3 items: 73 USD × 25,000
      expect(s).toMatchObject({
        country: 'Singapore',
        cartSubTotal: 1_500_000,
        shippingFee: 1_825_000,
        shippingFeeUsd: 73,
        cartTotalValue: 3_325_000,
        exchangeRate: { vndPerUsd: 25_000, source: 'live' },
        totalUsd: '133.00',
      });
      const vn = (await app.inject({ method: 'GET', url: '/api/payment/order-summary', headers: me })).json();
      expect(vn).toMatchObject({ country: 'Vietnam', shippingFee: 15_000, shippingFeeUsd: 0 });

      const body = checkoutBody({
        country: 'Singapore',
        phone: '+65 6123 4567',
        province: '',
        ward: '',
        street: '1 Orchard Rd, 238801',
      });
      const { order } = await placeOk(app, me, 'COD', body);
      expect(order).toMatchObject({
        shippingFee: 1_825_000,
        total: 3_325_000,
        shipping: { country: 'Singapore' },
      });
    });

    it('uses 5 or more items as the last tier', async () => {
      const me = await shopper();
      const p = await createProduct(app, { price: 100_000, sizes: { S: 20 } });
      await addToCart(app, me, [{ productId: p.id, quantity: 7 }]);
      const s = (
        await app.inject({ method: 'GET', url: '/api/payment/order-summary?country=Portugal', headers: me })
      ).json();
      expect(s).toMatchObject({ shippingFeeUsd: 151, shippingFee: 3_775_000 });
    });

    it('refuses a country not in the table', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/payment/order-summary?country=Mars',
        headers: await shopper(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });
  });

  it('a product named by an order is hidden, not erased, when staff delete it', async () => {
    const me = await shopper();
    const p = await createProduct(app, { sizes: { S: 5 } });
    await addToCart(app, me, [{ productId: p.id }]);
    const { order } = await placeOk(app, me, 'COD', own());
    const admin = await createUser(app, 'ADMIN');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${p.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deleted: false, hidden: true });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line?.productId).toBe(p.id);
    expect((await app.inject({ method: 'GET', url: `/api/product/${p.id}` })).statusCode).toBe(404);
    expect(await stockOf(p.id, 'S')).toBe(4);
  });
});
