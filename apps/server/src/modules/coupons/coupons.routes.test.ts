import {
  COUPON_MESSAGES,
  type CouponCreateBody,
  couponDiscount,
  MESSAGES,
  type OrderSummary,
  priceCart,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import {
  carts,
  couponRedemptions,
  coupons,
  type NewCouponRow,
  products,
  users,
} from '../../db/schema/index.js';

type Headers = Record<string, string>;
const DAY = 86_400_000;
const future = () => new Date(Date.now() + 30 * DAY).toISOString();

describe('coupons', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Headers;
  let manager: Headers;
  let seq = 0;

  const code = (prefix = 'C') => `${prefix}${++seq}X${Date.now() % 100_000}`;
  const post = (url: string, headers: Headers, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  /** a valid body by default; tests override fields, including with invalid values */
  const create = (
    body: Partial<Record<keyof CouponCreateBody, unknown>> & Record<string, unknown>,
    headers = admin,
  ) =>
    post('/api/coupon/create', headers, {
      code: code(),
      name: 'Test coupon',
      discount: { type: 'FIXED_AMOUNT', value: 50_000 },
      conditions: [],
      expirationDate: future(),
      ...body,
    });
  /** A coupon straight in the database (for states the API refuses to create, such as expired). */
  async function insertCoupon(values: Partial<NewCouponRow> = {}) {
    const [row] = await t.database.db
      .insert(coupons)
      .values({
        code: code('DB'),
        name: 'Stored coupon',
        discountType: 'FIXED_AMOUNT',
        discountValue: 50_000,
        expirationDate: new Date(Date.now() + DAY),
        ...values,
      })
      .returning();
    return row!;
  }
  const shopper = async () => createUser(app, 'CUSTOMER');
  const addItem = async (headers: Headers, productId: string, quantity = 1, size = 'S') => {
    const res = await post('/api/cart/addItem', headers, { productId, size, quantity });
    expect(res.statusCode).toBe(200);
  };
  const summary = async (headers: Headers): Promise<OrderSummary> =>
    (await app.inject({ method: 'GET', url: '/api/cart/order-summary', headers })).json();
  const validate = (headers: Headers, c: string) => post('/api/coupon/validate', headers, { code: c });
  const apply = (headers: Headers, c: string) => post('/api/coupon/apply', headers, { code: c });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    admin = (await createUser(app, 'ADMIN')).headers;
    manager = (await createUser(app, 'MANAGER')).headers;
  });
  afterAll(() => app.close());

  describe('staff: create, list, delete', () => {
    it('creates a coupon with the code upper-cased (201), for ADMIN and MANAGER', async () => {
      const res = await create({
        code: 'summer-15',
        name: 'Summer',
        discount: { type: 'PERCENTAGE', value: 15, maxDiscount: 100_000 },
        conditions: [{ type: 'MINIMUM_ITEMS', value: 2 }],
        usageLimit: 100,
        perUserLimit: 1,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().coupon).toMatchObject({
        code: 'SUMMER-15',
        name: 'Summer',
        discount: { type: 'PERCENTAGE', value: 15, maxDiscount: 100_000 },
        conditions: [{ type: 'MINIMUM_ITEMS', value: 2, description: 'At least 2 item(s) in the cart' }],
        usageLimit: 100,
        perUserLimit: 1,
        usedCount: 0,
        active: true,
      });
      expect((await create({}, manager)).statusCode).toBe(201);
    });

    it('refuses a duplicate code, whatever its case: 409 CONFLICT', async () => {
      expect((await create({ code: 'DUPE-1' })).statusCode).toBe(201);
      const res = await create({ code: 'dupe-1' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: COUPON_MESSAGES.duplicateCode('DUPE-1'), code: 'CONFLICT' });
    });

    it.each([
      ['a percentage of 0', { discount: { type: 'PERCENTAGE', value: 0 } }, /^discount\.value: /],
      ['a percentage of 150', { discount: { type: 'PERCENTAGE', value: 150 } }, /at most 100/],
      ['a negative fixed amount', { discount: { type: 'FIXED_AMOUNT', value: -5 } }, /^discount\.value: /],
      ['an unknown condition', { conditions: [{ type: 'FIRST_ORDER', value: 1 }] }, /Condition type must be/],
      ['a USER_TYPE of GOLD', { conditions: [{ type: 'USER_TYPE', value: 'GOLD' }] }, /VIP or REGULAR/],
      ['a past expiry', { expirationDate: '2020-01-01' }, /in the future/],
      ['a code with spaces', { code: 'NO SPACES' }, /^code: /],
      ['a usedCount (mass assignment)', { usedCount: 3 }, /usedCount/],
    ])('refuses %s: 400 VALIDATION_ERROR', async (_name, body, message) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toMatch(message);
    });

    it('refuses SPECIFIC_PRODUCTS naming a product that does not exist', async () => {
      const res = await create({
        conditions: [{ type: 'SPECIFIC_PRODUCTS', value: ['5b0e1a5e-9c1a-4d2e-8f00-000000000000'] }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: COUPON_MESSAGES.unknownProducts, code: 'VALIDATION_ERROR' });
    });

    it('lists coupons newest first with usedCount', async () => {
      const stored = await insertCoupon({ usedCount: 4, usageLimit: 10 });
      const res = await app.inject({ method: 'GET', url: '/api/coupon', headers: manager });
      expect(res.statusCode).toBe(200);
      const listed = res.json().coupons;
      expect(listed[0]).toMatchObject({ id: stored.id, code: stored.code, usedCount: 4, usageLimit: 10 });
    });

    it('deletes a coupon (404 when unknown), taking it off carts', async () => {
      const { headers } = await shopper();
      const p = await createProduct(app);
      const made = (await create({})).json().coupon;
      await addItem(headers, p.id);
      expect((await apply(headers, made.code)).statusCode).toBe(200);
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/coupon/delete/${made.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: COUPON_MESSAGES.deleted });
      expect((await summary(headers)).appliedCoupon).toBeNull();
      for (const id of [made.id, 'not-a-uuid']) {
        const again = await app.inject({ method: 'DELETE', url: `/api/coupon/delete/${id}`, headers: admin });
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({ error: COUPON_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
    });

    it('is staff only: 401 for a visitor, 403 for a customer', async () => {
      const customer = (await shopper()).headers;
      for (const [method, url] of [
        ['GET', '/api/coupon'],
        ['POST', '/api/coupon/create'],
        ['DELETE', '/api/coupon/delete/5b0e1a5e-9c1a-4d2e-8f00-000000000000'],
      ] as const) {
        expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
        const res = await app.inject({ method, url, headers: customer, payload: {} });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    });
  });

  describe('shoppers: validate, apply, remove', () => {
    it('need a verified sign-in', async () => {
      const unverified = (await createUser(app, 'CUSTOMER', false)).headers;
      for (const url of ['/api/coupon/validate', '/api/coupon/apply', '/api/coupon/remove']) {
        expect((await app.inject({ method: 'POST', url, payload: { code: 'X' } })).statusCode).toBe(401);
        expect((await post(url, unverified, { code: 'X' })).statusCode).toBe(403);
      }
    });

    it('refuses a missing code (400) and an unknown one (404)', async () => {
      const { headers } = await shopper();
      for (const body of [{}, { code: '' }, { code: '   ' }, { code: 42 }]) {
        const res = await post('/api/coupon/apply', headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: COUPON_MESSAGES.codeRequired, code: 'VALIDATION_ERROR' });
      }
      for (const send of [validate, apply]) {
        const res = await send(headers, 'NO-SUCH-CODE');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: COUPON_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
    });

    it('applies a coupon (any case, spaces trimmed): the summary equals priceCart with it', async () => {
      const { headers } = await shopper();
      const a = await createProduct(app, { price: 450_000, discountPrice: 390_000 });
      const b = await createProduct(app, { price: 235_000 });
      await addItem(headers, a.id, 1);
      await addItem(headers, b.id, 2);
      const made = (
        await create({ discount: { type: 'PERCENTAGE', value: 20, maxDiscount: 150_000 } })
      ).json().coupon;
      const res = await apply(headers, `  ${made.code.toLowerCase()} `);
      expect(res.statusCode).toBe(200);
      const lines = [
        { unitPrice: 390_000, quantity: 1 },
        { unitPrice: 235_000, quantity: 2 },
      ];
      const rule = { type: 'PERCENTAGE' as const, value: 20, maxDiscount: 150_000 };
      const expected = priceCart({ lines, coupon: rule, lifetimeSpend: 0 });
      expect(res.json().message).toBe(COUPON_MESSAGES.applied);
      expect(res.json().summary).toMatchObject({
        cartSubTotal: expected.subtotal,
        discountAmount: expected.discountAmount,
        shippingFee: expected.shippingFee,
        cartTotalValue: expected.total,
        discountSource: 'coupon',
        appliedCoupon: { code: made.code, conditionsMet: true, valid: true, message: null },
      });
      expect(expected.discountAmount).toBe(150_000); // capped by maxDiscount
      expect(await summary(headers)).toEqual(res.json().summary);
    });

    it('a fixed amount is capped at the subtotal', async () => {
      const { headers } = await shopper();
      const p = await createProduct(app, { price: 30_000 });
      await addItem(headers, p.id);
      const made = (await create({ discount: { type: 'FIXED_AMOUNT', value: 50_000 } })).json().coupon;
      const s = (await apply(headers, made.code)).json().summary;
      expect(s.discountAmount).toBe(couponDiscount(30_000, { type: 'FIXED_AMOUNT', value: 50_000 }));
      expect(s.cartTotalValue).toBe(0);
    });

    it('applying another coupon replaces the first; remove takes it off', async () => {
      const { headers } = await shopper();
      const p = await createProduct(app);
      await addItem(headers, p.id);
      const first = (await create({})).json().coupon.code;
      const second = (await create({ discount: { type: 'FIXED_AMOUNT', value: 10_000 } })).json().coupon.code;
      await apply(headers, first);
      await apply(headers, second);
      expect((await summary(headers)).appliedCoupon?.code).toBe(second);
      const res = await post('/api/coupon/remove', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(COUPON_MESSAGES.removed);
      expect(res.json().summary).toMatchObject({
        appliedCoupon: null,
        discountAmount: 0,
        discountSource: null,
      });
      // removing again is harmless
      expect((await post('/api/coupon/remove', headers)).statusCode).toBe(200);
    });

    it('validate responds with the verdict without changing the cart', async () => {
      const { headers } = await shopper();
      const p = await createProduct(app, { price: 200_000 });
      await addItem(headers, p.id);
      const made = (await create({ conditions: [{ type: 'MINIMUM_ITEMS', value: 3 }] })).json().coupon;
      let res = await validate(headers, made.code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: false,
        message: 'Add 2 more item(s) to use this coupon',
        coupon: {
          code: made.code,
          name: 'Test coupon',
          discount: { type: 'FIXED_AMOUNT', value: 50_000, maxDiscount: null },
          expirationDate: made.expirationDate,
          conditions: [{ type: 'MINIMUM_ITEMS', value: 3, description: 'At least 3 item(s) in the cart' }],
        },
        conditions: [
          {
            type: 'MINIMUM_ITEMS',
            value: 3,
            description: 'At least 3 item(s) in the cart',
            met: false,
            message: 'Add 2 more item(s) to use this coupon',
          },
        ],
        conditionsMet: false,
        discountAmount: 0,
      });
      await addItem(headers, p.id, 2);
      res = await validate(headers, made.code);
      expect(res.json()).toMatchObject({
        valid: true,
        message: COUPON_MESSAGES.valid,
        conditionsMet: true,
        discountAmount: 50_000,
      });
      expect((await summary(headers)).appliedCoupon).toBeNull();
    });

    describe('error responses', () => {
      it('an empty cart: 400 CART_EMPTY', async () => {
        const { headers } = await shopper();
        const made = (await create({})).json().coupon;
        const res = await apply(headers, made.code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: COUPON_MESSAGES.cartEmpty, code: 'CART_EMPTY' });
        expect((await validate(headers, made.code)).json()).toMatchObject({
          valid: false,
          message: COUPON_MESSAGES.cartEmpty,
        });
      });

      it('a cart whose amount is 0: 400 CART_EMPTY', async () => {
        const { headers } = await shopper();
        const free = await createProduct(app, { price: 0 });
        await addItem(headers, free.id);
        const res = await apply(headers, (await create({})).json().coupon.code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: COUPON_MESSAGES.cartNoAmount, code: 'CART_EMPTY' });
      });

      it('a cart of only unavailable products counts as empty', async () => {
        const { headers } = await shopper();
        const p = await createProduct(app);
        await addItem(headers, p.id);
        await t.database.db.update(products).set({ visible: false }).where(eq(products.id, p.id));
        const res = await apply(headers, (await create({})).json().coupon.code);
        expect(res.json().code).toBe('CART_EMPTY');
      });

      it('MINIMUM_ITEMS: "Add N more item(s) to use this coupon"', async () => {
        const { headers } = await shopper();
        const p = await createProduct(app);
        await addItem(headers, p.id, 2);
        const made = (await create({ conditions: [{ type: 'MINIMUM_ITEMS', value: 5 }] })).json().coupon;
        const res = await apply(headers, made.code);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'Add 3 more item(s) to use this coupon',
          code: 'COUPON_INVALID',
        });
        await addItem(headers, p.id, 3);
        expect((await apply(headers, made.code)).statusCode).toBe(200);
      });

      it('MINIMUM_AMOUNT: "Spend X more to use this coupon", X in dong', async () => {
        const { headers } = await shopper();
        const p = await createProduct(app, { price: 300_000, discountPrice: 250_000 });
        await addItem(headers, p.id, 1);
        const made = (await create({ conditions: [{ type: 'MINIMUM_AMOUNT', value: 500_000 }] })).json()
          .coupon;
        const res = await apply(headers, made.code);
        expect(res.statusCode).toBe(409);
        // the sale price counts: 500,000 − 250,000
        expect(res.json()).toEqual({
          error: 'Spend 250,000 ₫ more to use this coupon',
          code: 'COUPON_INVALID',
        });
        await addItem(headers, p.id, 1);
        expect((await apply(headers, made.code)).statusCode).toBe(200);
      });

      it('SPECIFIC_PRODUCTS: "This coupon requires specific products in your cart"', async () => {
        const { headers } = await shopper();
        const wanted = await createProduct(app);
        const other = await createProduct(app);
        await addItem(headers, other.id);
        const made = (
          await create({ conditions: [{ type: 'SPECIFIC_PRODUCTS', value: [wanted.id] }] })
        ).json().coupon;
        const res = await apply(headers, made.code);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: MESSAGES.couponSpecificProducts, code: 'COUPON_INVALID' });
        await addItem(headers, wanted.id);
        expect((await apply(headers, made.code)).statusCode).toBe(200);
      });

      it('SPECIFIC_PRODUCTS names the products it needs; a hidden one as no longer on sale', async () => {
        const { headers } = await shopper();
        const wanted = await createProduct(app, { name: 'Áo dài lụa tơ tằm' });
        const hidden = await createProduct(app, { name: 'Secret dress' });
        const other = await createProduct(app);
        await addItem(headers, other.id);
        const made = (
          await create({ conditions: [{ type: 'SPECIFIC_PRODUCTS', value: [wanted.id, hidden.id] }] })
        ).json().coupon;
        await t.database.db.update(products).set({ visible: false }).where(eq(products.id, hidden.id));
        const v = (await validate(headers, made.code)).json();
        expect(v).toMatchObject({ valid: false, message: MESSAGES.couponSpecificProducts });
        expect(v.conditions).toEqual([
          {
            type: 'SPECIFIC_PRODUCTS',
            value: [wanted.id, hidden.id],
            description: 'Only with selected products in the cart',
            met: false,
            message: MESSAGES.couponSpecificProducts,
            products: [
              { id: wanted.id, name: 'Áo dài lụa tơ tằm' },
              { id: hidden.id, name: null },
            ],
          },
        ]);
        // applied, the summary names them too
        await addItem(headers, wanted.id);
        const applied = (await apply(headers, made.code)).json();
        expect(applied.summary.appliedCoupon.conditions[0]).toMatchObject({
          met: true,
          products: [
            { id: wanted.id, name: 'Áo dài lụa tơ tằm' },
            { id: hidden.id, name: null },
          ],
        });
        expect((await summary(headers)).appliedCoupon?.conditions[0]?.products).toHaveLength(2);
      });

      it('USER_TYPE VIP: refused for a regular customer, applied for a VIP', async () => {
        const regular = await shopper();
        const vip = await shopper();
        await t.database.db.update(users).set({ userType: 'VIP' }).where(eq(users.id, vip.user.id));
        const p = await createProduct(app);
        await addItem(regular.headers, p.id);
        await addItem(vip.headers, p.id);
        const made = (await create({ conditions: [{ type: 'USER_TYPE', value: 'VIP' }] })).json().coupon;
        const res = await apply(regular.headers, made.code);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'This coupon is only for VIP customers',
          code: 'COUPON_INVALID',
        });
        const ok = await apply(vip.headers, made.code);
        expect(ok.statusCode).toBe(200);
        expect(ok.json().summary.appliedCoupon.conditions).toEqual([
          { type: 'USER_TYPE', value: 'VIP', description: 'VIP customers only', met: true },
        ]);
      });

      it('reports the first unmet of several conditions', async () => {
        const { headers } = await shopper();
        const p = await createProduct(app, { price: 100_000 });
        await addItem(headers, p.id);
        const made = (
          await create({
            conditions: [
              { type: 'MINIMUM_AMOUNT', value: 50_000 },
              { type: 'MINIMUM_ITEMS', value: 2 },
              { type: 'USER_TYPE', value: 'VIP' },
            ],
          })
        ).json().coupon;
        expect((await apply(headers, made.code)).json().error).toBe('Add 1 more item(s) to use this coupon');
        const v = (await validate(headers, made.code)).json();
        expect(v.conditions.map((c: { met: boolean }) => c.met)).toEqual([true, false, false]);
      });

      it.each([
        ['expired', { expirationDate: new Date(Date.now() - 1000) }, COUPON_MESSAGES.expired],
        ['inactive', { active: false }, COUPON_MESSAGES.inactive],
        ['used up', { usageLimit: 3, usedCount: 3 }, COUPON_MESSAGES.usageLimitReached],
      ])('an %s coupon: 409 COUPON_INVALID', async (_name, values, message) => {
        const { headers } = await shopper();
        const p = await createProduct(app);
        await addItem(headers, p.id);
        const stored = await insertCoupon(values);
        const res = await apply(headers, stored.code);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: message, code: 'COUPON_INVALID' });
        expect((await validate(headers, stored.code)).json()).toMatchObject({ valid: false, message });
        expect((await summary(headers)).appliedCoupon).toBeNull();
      });

      it('a coupon this user has used up: 409 COUPON_INVALID; others may still use it', async () => {
        const me = await shopper();
        const other = await shopper();
        const p = await createProduct(app);
        await addItem(me.headers, p.id);
        await addItem(other.headers, p.id);
        const stored = await insertCoupon({ perUserLimit: 1, usageLimit: 10, usedCount: 1 });
        await t.database.db.insert(couponRedemptions).values({ couponId: stored.id, userId: me.user.id });
        const res = await apply(me.headers, stored.code);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: COUPON_MESSAGES.perUserLimitReached, code: 'COUPON_INVALID' });
        expect((await apply(other.headers, stored.code)).statusCode).toBe(200);
      });
    });

    describe('an applied coupon is checked again on every summary', () => {
      it('removing items makes it "not met": no discount, with the reason', async () => {
        const { headers } = await shopper();
        const p = await createProduct(app, { price: 200_000 });
        await addItem(headers, p.id, 2);
        const made = (await create({ conditions: [{ type: 'MINIMUM_ITEMS', value: 2 }] })).json().coupon;
        expect((await apply(headers, made.code)).json().summary.discountAmount).toBe(50_000);

        const res = await app.inject({
          method: 'PATCH',
          url: `/api/cart/update-quantity/${p.id}`,
          headers,
          payload: { size: 'S', quantity: 1 },
        });
        expect(res.statusCode).toBe(200);
        const s = await summary(headers);
        expect(s).toMatchObject({
          cartSubTotal: 200_000,
          discountAmount: 0,
          discountSource: null,
          cartTotalValue: 200_000,
          appliedCoupon: {
            code: made.code,
            conditionsMet: false,
            valid: false,
            message: 'Add 1 more item(s) to use this coupon',
            conditions: [
              {
                type: 'MINIMUM_ITEMS',
                value: 2,
                met: false,
                message: 'Add 1 more item(s) to use this coupon',
              },
            ],
          },
        });
        // and it holds again once the items are back
        await addItem(headers, p.id, 1);
        expect((await summary(headers)).discountAmount).toBe(50_000);
      });

      it.each([
        ['expires', { expirationDate: new Date(Date.now() - 1000) }, COUPON_MESSAGES.expired],
        ['is deactivated', { active: false }, COUPON_MESSAGES.inactive],
        ['reaches its usage limit', { usageLimit: 1, usedCount: 1 }, COUPON_MESSAGES.usageLimitReached],
      ])('a coupon that %s after being applied gives no discount', async (_name, values, message) => {
        const { headers } = await shopper();
        const p = await createProduct(app);
        await addItem(headers, p.id);
        const stored = await insertCoupon();
        expect((await apply(headers, stored.code)).statusCode).toBe(200);
        await t.database.db.update(coupons).set(values).where(eq(coupons.id, stored.id));
        const s = await summary(headers);
        expect(s.discountAmount).toBe(0);
        expect(s.appliedCoupon).toMatchObject({
          code: stored.code,
          valid: false,
          message,
          conditionsMet: true,
        });
      });

      it('the cart row keeps the coupon only while the cart has items', async () => {
        const me = await shopper();
        const p = await createProduct(app);
        await addItem(me.headers, p.id);
        await apply(me.headers, (await create({})).json().coupon.code);
        await app.inject({ method: 'DELETE', url: '/api/cart/removeAllItems', headers: me.headers });
        const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, me.user.id));
        expect(row?.couponId).toBeNull();
      });
    });
  });
});
