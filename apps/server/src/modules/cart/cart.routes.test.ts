import {
  CART_MAX_LINES,
  CART_MESSAGES,
  type CartLine,
  effectiveUnitPrice,
  MESSAGES,
  type OrderSummary,
  priceCart,
  SIZES,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { carts, productSizes, products } from '../../db/schema/index.js';
import { imageUrls } from '../../lib/images.js';

type Headers = Record<string, string>;

describe('cart', () => {
  let t: TestApp;
  let app: FastifyInstance;

  const shopper = async () => (await createUser(app, 'CUSTOMER')).headers;
  const add = (headers: Headers, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/cart/addItem', headers, payload: payload as object });
  const getCart = async (headers: Headers): Promise<CartLine[]> => {
    const res = await app.inject({ method: 'GET', url: '/api/cart', headers });
    expect(res.statusCode).toBe(200);
    return res.json().cartItem;
  };
  const summary = async (headers: Headers): Promise<OrderSummary> => {
    const res = await app.inject({ method: 'GET', url: '/api/cart/order-summary', headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const update = (headers: Headers, productId: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/cart/update-quantity/${productId}`,
      headers,
      payload: payload as object,
    });
  const remove = (headers: Headers, productId: string, payload?: unknown) =>
    app.inject({
      method: 'DELETE',
      url: `/api/cart/removeItem/${productId}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const clear = (headers: Headers) =>
    app.inject({ method: 'DELETE', url: '/api/cart/removeAllItems', headers });
  const couponOf = async (headers: Headers) => (await summary(headers)).appliedCoupon?.code ?? null;
  async function applyCoupon(headers: Headers, code: string) {
    const res = await app.inject({ method: 'POST', url: '/api/coupon/apply', headers, payload: { code } });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    await app.services.coupons.create({
      code: 'WELCOME',
      name: 'Welcome',
      discount: { type: 'FIXED_AMOUNT', value: 20_000 },
      conditions: [],
      expirationDate: new Date(Date.now() + 86_400_000),
      active: true,
    });
  });
  afterAll(() => app.close());

  describe('access (signed-in, verified users)', () => {
    it.each([
      ['GET', '/api/cart'],
      ['GET', '/api/cart/order-summary'],
      ['POST', '/api/cart/addItem'],
      ['PATCH', '/api/cart/update-quantity/x'],
      ['DELETE', '/api/cart/removeItem/x'],
      ['DELETE', '/api/cart/removeAllItems'],
    ] as const)('%s %s: 401 for a visitor, 403 for an unverified user', async (method, url) => {
      const visitor = await app.inject({ method, url, payload: {} });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHORIZED');
      const unverified = (await createUser(app, 'CUSTOMER', false)).headers;
      const res = await app.inject({ method, url, headers: unverified, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    });
  });

  describe('add item', () => {
    it('adds a line and responds with cartItems and the product details', async () => {
      const me = await shopper();
      const p = await createProduct(app, {
        name: 'Camisole Swan',
        price: 450_000,
        discountPrice: 390_000,
        sizes: { S: 5 },
      });
      const res = await add(me, { productId: p.id, size: 'S', quantity: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: CART_MESSAGES.added,
        cartItems: [
          {
            productId: p.id,
            size: 'S',
            quantity: 2,
            name: 'Camisole Swan',
            price: 450_000,
            discountPrice: 390_000,
            image: null,
            availability: 'AVAILABLE',
            stock: 5,
            isUnavailable: false,
          },
        ],
      });
    });

    it('adds up the quantities of an existing product + size; another size is another line', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 10, M: 10 } });
      await add(me, { productId: p.id, size: 'S', quantity: 1 });
      await add(me, { productId: p.id, size: 'S', quantity: 3 });
      await add(me, { productId: p.id, size: 'M', quantity: 2 });
      const lines = await getCart(me);
      expect(lines.map((l) => [l.size, l.quantity])).toEqual([
        ['S', 4],
        ['M', 2],
      ]);
    });

    it('GET /cart responds { cartItem } with name, prices, image and availability', async () => {
      const me = await shopper();
      const p = await createProduct(app, {
        name: 'Pre-order skirt',
        availability: 'PRE-ORDER',
        sizes: { L: 3 },
      });
      await t.database.db
        .update(products)
        .set({ coverImageKey: 'abc', coverWidth: 800, coverHeight: 1000 })
        .where(eq(products.id, p.id));
      expect((await add(me, { productId: p.id, size: 'L', quantity: 1 })).statusCode).toBe(200);
      const res = await app.inject({ method: 'GET', url: '/api/cart', headers: me });
      const [line] = res.json().cartItem;
      expect(line).toMatchObject({
        name: 'Pre-order skirt',
        availability: 'PRE-ORDER',
        stock: 3,
        price: 300_000,
      });
      expect(line.image).toEqual(imageUrls('abc', 800, 1000));
    });

    it('an empty cart is an empty list', async () => {
      expect(await getCart(await shopper())).toEqual([]);
    });

    it.each([
      ['an empty body', {}],
      ['no size and quantity', { productId: '11111111-1111-4111-8111-111111111111' }],
      ['no quantity', { productId: '11111111-1111-4111-8111-111111111111', size: 'S' }],
      ['no product', { size: 'S', quantity: 1 }],
      ['an empty product id', { productId: '', size: 'S', quantity: 1 }],
      ['a null quantity', { productId: '11111111-1111-4111-8111-111111111111', size: 'S', quantity: null }],
      ['a missing field and a bad quantity', { size: 'S', quantity: -5 }],
      [
        'an array of 10,000 lines',
        Array.from({ length: 10_000 }, () => ({ productId: 'x', size: 'S', quantity: 1 })),
      ],
    ])('refuses %s: 400 VALIDATION_ERROR with the specified message', async (_name, body) => {
      const res = await add(await shopper(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.cartMissingFields, code: 'VALIDATION_ERROR' });
    });

    it.each([
      ['zero', 0, MESSAGES.quantityPositive],
      ['negative', -1, MESSAGES.quantityPositive],
      ['very negative', -1e12, MESSAGES.quantityPositive],
      ['fractional', 1.5, CART_MESSAGES.quantityWhole],
      ['a tiny fraction', 0.0001, CART_MESSAGES.quantityWhole],
      ['a string', '2', CART_MESSAGES.quantityWhole],
      ['a boolean', true, CART_MESSAGES.quantityWhole],
      ['above the line maximum', 100, CART_MESSAGES.quantityTooLarge],
      ['huge', 1e9, CART_MESSAGES.quantityTooLarge],
      ['beyond safe integers', Number.MAX_SAFE_INTEGER + 2, CART_MESSAGES.quantityTooLarge],
      ['1e300', 1e300, CART_MESSAGES.quantityTooLarge],
    ])('refuses a %s quantity: 400 INVALID_QUANTITY, nothing stored', async (_name, quantity, message) => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 1000 } });
      const res = await add(me, { productId: p.id, size: 'S', quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'INVALID_QUANTITY' });
      expect(await getCart(me)).toEqual([]);
    });

    it('refuses a quantity written as a JSON number too large for a double (Infinity)', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/cart/addItem',
        headers: { ...me, 'content-type': 'application/json' },
        payload: `{"productId":"${p.id}","size":"S","quantity":1e400}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_QUANTITY');
    });

    it.each([
      ['an unknown product', '5b0e1a5e-9c1a-4d2e-8f00-000000000000'],
      ['a malformed product id', 'not-a-uuid'],
      ['a product id of 100 KB', 'x'.repeat(100_000)],
      ['SQL in the product id', "' or 1=1; drop table cart_items; --"],
    ])('responds 404 for %s', async (_name, productId) => {
      const res = await add(await shopper(), { productId, size: 'S', quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CART_MESSAGES.productNotFound, code: 'NOT_FOUND' });
    });

    it('refuses a product id that is not a string', async () => {
      const res = await add(await shopper(), { productId: 42, size: 'S', quantity: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    });

    it('refuses a size the product lacks (a size of another product, or no size at all)', async () => {
      const me = await shopper();
      const blouse = await createProduct(app, { sizes: { S: 5, M: 5 } });
      const other = await createProduct(app, { sizes: { XL: 5 } });
      expect((await add(me, { productId: other.id, size: 'XL', quantity: 1 })).statusCode).toBe(200);
      for (const size of ['XL', 'XXL', 's', '']) {
        const res = await add(me, { productId: blouse.id, size, quantity: 1 });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(
          size === ''
            ? { error: MESSAGES.cartMissingFields, code: 'VALIDATION_ERROR' }
            : { error: CART_MESSAGES.sizeNotStocked(size), code: 'VALIDATION_ERROR' },
        );
      }
      expect((await getCart(me)).map((l) => l.productId)).toEqual([other.id]);
    });

    it('refuses a hidden product: 409 with a clear message', async () => {
      const p = await createProduct(app, { visible: false });
      const res = await add(await shopper(), { productId: p.id, size: 'S', quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: CART_MESSAGES.productHidden, code: 'CONFLICT' });
    });

    it.each([
      ['SOLD OUT', 'OUT_OF_STOCK', 'This product is sold out'],
      ['OUT OF STOCK', 'OUT_OF_STOCK', 'This product is out of stock'],
      ['ARRIVING SOON', 'CONFLICT', 'This product is arriving soon and cannot be ordered yet'],
    ] as const)('refuses a product whose availability is %s: 409 %s', async (availability, code, error) => {
      const p = await createProduct(app, { availability });
      const res = await add(await shopper(), { productId: p.id, size: 'S', quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error, code });
    });

    it('sells a DEFECTIVE piece with stock as is, at its price', async () => {
      const me = await shopper();
      const p = await createProduct(app, { availability: 'DEFECTIVE', sizes: { S: 2, M: 0 } });
      const res = await add(me, { productId: p.id, size: 'S', quantity: 2 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await getCart(me)).toEqual([
        expect.objectContaining({ productId: p.id, size: 'S', quantity: 2, availability: 'DEFECTIVE' }),
      ]);
      // its stock still bounds it, as any piece's
      expect((await add(me, { productId: p.id, size: 'M', quantity: 1 })).statusCode).toBe(409);
    });

    it('refuses more than the stock of that size: 409 OUT_OF_STOCK "Only N left in size S"', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 3, M: 0 } });
      let res = await add(me, { productId: p.id, size: 'S', quantity: 4 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Only 3 left in size S',
        code: 'OUT_OF_STOCK',
        available: 3,
        inCart: 0,
      });

      expect((await add(me, { productId: p.id, size: 'S', quantity: 2 })).statusCode).toBe(200);
      res = await add(me, { productId: p.id, size: 'S', quantity: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Only 3 left in size S',
        code: 'OUT_OF_STOCK',
        available: 3,
        inCart: 2,
      });
      expect((await add(me, { productId: p.id, size: 'S', quantity: 1 })).statusCode).toBe(200);

      res = await add(me, { productId: p.id, size: 'M', quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'Size M is out of stock', code: 'OUT_OF_STOCK' });
      expect((await getCart(me)).map((l) => [l.size, l.quantity])).toEqual([['S', 3]]);
    });

    it('keeps a line within the line maximum when adds add up', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 500 } });
      expect((await add(me, { productId: p.id, size: 'S', quantity: 60 })).statusCode).toBe(200);
      const res = await add(me, { productId: p.id, size: 'S', quantity: 60 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: CART_MESSAGES.quantityTooLarge, code: 'INVALID_QUANTITY' });
      expect((await getCart(me))[0]?.quantity).toBe(60);
    });

    it(`stops a 10,000-line cart at ${CART_MAX_LINES} lines`, async () => {
      const me = await shopper();
      const all = Object.fromEntries(SIZES.map((s) => [s, 5]));
      // 9 products × 7 sizes: more distinct lines than the limit; the loop would go on to 10,000
      const made = await Promise.all(Array.from({ length: 9 }, () => createProduct(app, { sizes: all })));
      const lines = made.flatMap((p) => SIZES.map((size) => ({ productId: p.id, size })));
      let accepted = 0;
      let refused: { statusCode: number; body: unknown } | undefined;
      for (let i = 0; i < 10_000 && !refused; i++) {
        const line = lines[i % lines.length]!;
        const res = await add(me, { ...line, quantity: 1 });
        if (res.statusCode === 200) accepted += 1;
        else refused = { statusCode: res.statusCode, body: res.json() };
      }
      expect(accepted).toBe(CART_MAX_LINES);
      expect(refused).toEqual({
        statusCode: 400,
        body: { error: CART_MESSAGES.tooManyLines, code: 'VALIDATION_ERROR' },
      });
      expect(await getCart(me)).toHaveLength(CART_MAX_LINES);
      // a line already in the cart can still grow
      expect((await add(me, { ...lines[0]!, quantity: 1 })).statusCode).toBe(200);
      expect((await getCart(me))[0]?.quantity).toBe(2);
    });
  });

  describe('update quantity', () => {
    it('sets the quantity of a line', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 5 } });
      await add(me, { productId: p.id, size: 'S', quantity: 1 });
      const res = await update(me, p.id, { size: 'S', quantity: 4 });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(CART_MESSAGES.updated);
      expect(res.json().cartItems[0].quantity).toBe(4);
      // the body may carry the product id as well
      expect(
        (await update(me, p.id, { productId: p.id, size: 'S', quantity: 2 })).json().cartItems[0].quantity,
      ).toBe(2);
    });

    it.each([
      ['an empty body', {}],
      ['no size', { quantity: 2 }],
      ['no quantity', { size: 'S' }],
      ['a null size', { size: null, quantity: 1 }],
    ])('refuses %s: 400 with the specified message', async (_name, body) => {
      const res = await update(await shopper(), '11111111-1111-4111-8111-111111111111', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.updateQuantityFields, code: 'VALIDATION_ERROR' });
    });

    it.each([
      [0, MESSAGES.quantityPositive],
      [-2, MESSAGES.quantityPositive],
      [2.5, CART_MESSAGES.quantityWhole],
      [1e9, CART_MESSAGES.quantityTooLarge],
    ])('refuses quantity %s: 400 INVALID_QUANTITY and keeps the line', async (quantity, message) => {
      const me = await shopper();
      const p = await createProduct(app);
      await add(me, { productId: p.id, size: 'S', quantity: 3 });
      const res = await update(me, p.id, { size: 'S', quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'INVALID_QUANTITY' });
      expect((await getCart(me))[0]?.quantity).toBe(3);
    });

    it('refuses a quantity above the stock of that size', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { M: 4 } });
      await add(me, { productId: p.id, size: 'M', quantity: 1 });
      const res = await update(me, p.id, { size: 'M', quantity: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'Only 4 left in size M',
        code: 'OUT_OF_STOCK',
        available: 4,
      });
      expect((await getCart(me))[0]?.quantity).toBe(1);
    });

    it('responds 404 for a line not in the cart, 400 when path and body disagree', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      await add(me, { productId: p.id, size: 'S', quantity: 1 });
      for (const [id, size] of [
        [p.id, 'M'],
        [p.id, 'XXL'],
        ['not-a-uuid', 'S'],
        ['5b0e1a5e-9c1a-4d2e-8f00-000000000000', 'S'],
      ] as const) {
        const res = await update(me, id, { size, quantity: 1 });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: CART_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
      }
      const other = await createProduct(app);
      const res = await update(me, p.id, { productId: other.id, size: 'S', quantity: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: CART_MESSAGES.productIdMismatch, code: 'VALIDATION_ERROR' });
    });
  });

  describe('remove', () => {
    it('removes one line (product id in the body, as the web app sends it)', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      await add(me, { productId: p.id, size: 'S', quantity: 1 });
      await add(me, { productId: p.id, size: 'M', quantity: 1 });
      const res = await remove(me, p.id, { productId: p.id, size: 'S' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(CART_MESSAGES.removed);
      expect(res.json().cartItems.map((l: CartLine) => l.size)).toEqual(['M']);
    });

    it.each([
      ['no body', undefined],
      ['an empty body', {}],
      ['no size', { productId: '11111111-1111-4111-8111-111111111111' }],
    ])('refuses %s: 400 "Product ID and size are required"', async (_name, body) => {
      const res = await remove(await shopper(), '11111111-1111-4111-8111-111111111111', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.removeItemFields, code: 'VALIDATION_ERROR' });
    });

    it('responds 404 for a line that is not in the cart', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      const res = await remove(me, p.id, { productId: p.id, size: 'S' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CART_MESSAGES.itemNotFound, code: 'NOT_FOUND' });
    });

    it('clears the applied coupon when the last line goes', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      await add(me, { productId: p.id, size: 'S', quantity: 1 });
      await add(me, { productId: p.id, size: 'M', quantity: 1 });
      await applyCoupon(me, 'welcome');
      await remove(me, p.id, { productId: p.id, size: 'S' });
      expect(await couponOf(me)).toBe('WELCOME');
      await remove(me, p.id, { productId: p.id, size: 'M' });
      expect(await couponOf(me)).toBeNull();
    });

    it('remove-all empties the cart and clears the coupon', async () => {
      const me = await shopper();
      const p = await createProduct(app);
      await add(me, { productId: p.id, size: 'S', quantity: 2 });
      await applyCoupon(me, 'WELCOME');
      const res = await clear(me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CART_MESSAGES.cleared, cartItems: [] });
      expect(await getCart(me)).toEqual([]);
      expect(await couponOf(me)).toBeNull();
      // on an empty cart too
      expect((await clear(me)).statusCode).toBe(200);
    });

    it("one user's changes never touch another's cart", async () => {
      const [a, b] = [await shopper(), await shopper()];
      const p = await createProduct(app);
      await add(a, { productId: p.id, size: 'S', quantity: 1 });
      await add(b, { productId: p.id, size: 'S', quantity: 2 });
      await clear(a);
      expect((await remove(a, p.id, { productId: p.id, size: 'S' })).statusCode).toBe(404);
      expect((await getCart(b))[0]?.quantity).toBe(2);
    });
  });

  describe('unavailable products', () => {
    it("shows a hidden product's line as 'Product unavailable' at price 0, outside the summary", async () => {
      const me = await shopper();
      const kept = await createProduct(app, { price: 200_000 });
      const hidden = await createProduct(app, { price: 900_000 });
      await add(me, { productId: kept.id, size: 'S', quantity: 1 });
      await add(me, { productId: hidden.id, size: 'S', quantity: 2 });
      await t.database.db.update(products).set({ visible: false }).where(eq(products.id, hidden.id));
      const lines = await getCart(me);
      expect(lines[1]).toMatchObject({
        productId: hidden.id,
        name: MESSAGES.productUnavailable,
        price: 0,
        discountPrice: 0,
        image: null,
        isUnavailable: true,
      });
      expect(lines[0]?.isUnavailable).toBe(false);
      const s = await summary(me);
      expect(s.cartSubTotal).toBe(200_000);
      expect(s.itemCount).toBe(1);
      // it can still be removed
      expect((await remove(me, hidden.id, { productId: hidden.id, size: 'S' })).statusCode).toBe(200);
    });

    it('drops the line of a deleted product; shows a size no longer stocked with stock 0', async () => {
      const me = await shopper();
      const gone = await createProduct(app);
      const resized = await createProduct(app, { sizes: { S: 3, M: 3 } });
      await add(me, { productId: gone.id, size: 'S', quantity: 1 });
      await add(me, { productId: resized.id, size: 'M', quantity: 1 });
      await t.database.db.delete(products).where(eq(products.id, gone.id));
      await t.database.db.delete(productSizes).where(eq(productSizes.productId, resized.id));
      const lines = await getCart(me);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ productId: resized.id, stock: 0, isUnavailable: false });
    });
  });

  describe('order summary', () => {
    it('an empty cart costs nothing and shows the rank', async () => {
      const s = await summary(await shopper());
      expect(s).toEqual({
        cartSubTotal: 0,
        discountAmount: 0,
        cartTotalValue: 0,
        shippingFee: 0,
        appliedCoupon: null,
        discountSource: null,
        itemCount: 0,
        rank: {
          name: 'Blush Babe',
          discountPercent: 0,
          spend: 0,
          nextRank: { name: 'Rosé Darling', threshold: 2_000_000, discountPercent: 5 },
          amountToNext: 2_000_000,
          hint: 'Spend 2,000,000 ₫ more to reach Rosé Darling',
        },
      });
    });

    it.each([
      [[[300_000, 0, 1]], 0],
      [[[300_000, 280_000, 2]], 10_000],
      [
        [
          [450_000, 390_000, 1],
          [235_000, 0, 2],
        ],
        15_000,
      ],
    ])('equals priceCart of the stored lines (%j → shipping %i)', async (specs, fee) => {
      const me = await shopper();
      const expected = [];
      for (const [price, discountPrice, quantity] of specs as [number, number, number][]) {
        const p = await createProduct(app, { price, discountPrice });
        await add(me, { productId: p.id, size: 'S', quantity });
        expected.push({ unitPrice: effectiveUnitPrice({ price, discountPrice }), quantity });
      }
      const priced = priceCart({ lines: expected, lifetimeSpend: 0 });
      const s = await summary(me);
      expect(s).toMatchObject({
        cartSubTotal: priced.subtotal,
        discountAmount: priced.discountAmount,
        shippingFee: priced.shippingFee,
        cartTotalValue: priced.total,
        discountSource: null,
      });
      expect(s.shippingFee).toBe(fee);
    });

    it('follows price changes made after the item was added (never stale client numbers)', async () => {
      const me = await shopper();
      const p = await createProduct(app, { price: 100_000 });
      await add(me, { productId: p.id, size: 'S', quantity: 2 });
      await t.database.db.update(products).set({ discountPrice: 80_000 }).where(eq(products.id, p.id));
      expect((await summary(me)).cartSubTotal).toBe(160_000);
    });
  });

  describe('concurrency', () => {
    it('20 parallel adds of the same line end with the exact sum', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 90 } });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => add(me, { productId: p.id, size: 'S', quantity: (i % 3) + 1 })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const expected = Array.from({ length: 20 }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);
      expect(await getCart(me)).toMatchObject([{ productId: p.id, size: 'S', quantity: expected }]);
    });

    it('20 parallel adds against a stock of 7 never pass the stock', async () => {
      const me = await shopper();
      const p = await createProduct(app, { sizes: { S: 7 } });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => add(me, { productId: p.id, size: 'S', quantity: 1 })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
      expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'OUT_OF_STOCK')).toBe(
        true,
      );
      expect((await getCart(me))[0]?.quantity).toBe(7);
    });

    it('parallel adds of new lines never pass the line limit', async () => {
      const me = await shopper();
      const all = Object.fromEntries(SIZES.map((s) => [s, 5]));
      const made = await Promise.all(Array.from({ length: 9 }, () => createProduct(app, { sizes: all })));
      const lines = made.flatMap((p) => SIZES.map((size) => ({ productId: p.id, size, quantity: 1 })));
      const results = await Promise.all(lines.map((l) => add(me, l)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(CART_MAX_LINES);
      expect(await getCart(me)).toHaveLength(CART_MAX_LINES);
    });

    it('two tabs adding and removing at once end consistent', async () => {
      const me = await shopper();
      const [x, y, z] = await Promise.all([
        createProduct(app, { sizes: { S: 50 } }),
        createProduct(app, { sizes: { M: 50 } }),
        createProduct(app, { sizes: { L: 50 } }),
      ]);
      await add(me, { productId: z.id, size: 'L', quantity: 5 });
      // tab A: adds X ten times; tab B: adds Y ten times, changes Z, then removes Z
      const tabA = (async () => {
        for (let i = 0; i < 10; i++)
          expect((await add(me, { productId: x.id, size: 'S', quantity: 1 })).statusCode).toBe(200);
      })();
      const tabB = (async () => {
        for (let i = 0; i < 10; i++)
          expect((await add(me, { productId: y.id, size: 'M', quantity: 2 })).statusCode).toBe(200);
        expect((await update(me, z.id, { size: 'L', quantity: 3 })).statusCode).toBe(200);
        expect((await remove(me, z.id, { productId: z.id, size: 'L' })).statusCode).toBe(200);
      })();
      // both tabs also read while the other writes
      const reads = Promise.all(Array.from({ length: 10 }, () => getCart(me)));
      await Promise.all([tabA, tabB, reads]);
      for (const snapshot of await reads) {
        for (const line of snapshot) expect(line.quantity).toBeGreaterThan(0);
      }
      const lines = await getCart(me);
      expect(lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
        [
          [x.id, 10],
          [y.id, 20],
        ].sort(),
      );
      expect((await summary(me)).itemCount).toBe(30);
    });

    it('one tab emptying the cart while another adds never leaves a coupon on an empty cart', async () => {
      for (let round = 0; round < 5; round++) {
        const me = await shopper();
        const p = await createProduct(app, { sizes: { S: 50 } });
        await add(me, { productId: p.id, size: 'S', quantity: 1 });
        await applyCoupon(me, 'WELCOME');
        const results = await Promise.all([
          clear(me),
          add(me, { productId: p.id, size: 'S', quantity: 1 }),
          app.inject({ method: 'POST', url: '/api/coupon/apply', headers: me, payload: { code: 'WELCOME' } }),
          clear(me),
          add(me, { productId: p.id, size: 'S', quantity: 2 }),
        ]);
        for (const r of results) expect([200, 400]).toContain(r.statusCode);
        const lines = await getCart(me);
        const userId = (await app.ctx.tokens.verify(me.authorization!.slice(7)))!.sub;
        const [row] = await t.database.db.select().from(carts).where(eq(carts.userId, userId));
        if (lines.length === 0) expect(row?.couponId ?? null).toBeNull();
        for (const line of lines) expect(line.quantity).toBeGreaterThan(0);
      }
    });
  });
});
