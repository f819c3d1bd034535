import { CHECKOUT_MESSAGES } from '@shop/shared';
import type { FakePaypal } from '@shop/test-fakes/paypal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  placeOk,
  placeOrder,
  stockOf as stockOfProduct,
  orderRow as storedOrder,
} from '../../../test/orders.js';
import { type PaypalShop, startPaypalShop } from '../../../test/paypal-shop.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { cartItems, orders } from '../../db/schema/index.js';

describe('PayPal checkout (Orders v2 over fetch)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let paypal: FakePaypal;

  const stockOf = (productId: string) => stockOfProduct(app, productId);
  const orderRow = (id: string) => storedOrder(app, id);
  const back = (query: string) =>
    app.inject({ method: 'GET', url: `/api/payment/checkout-success?${query}` });

  async function paypalOrder(price = 300_000, quantity = 2) {
    const customer = await createUser(app);
    const product = await createProduct(app, { price, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity }]);
    const res = await placeOk(app, customer.headers, 'PAYPAL');
    const token = new URL(res.approveUrl!).searchParams.get('token')!;
    return { customer, product, order: res.order, approveUrl: res.approveUrl!, token };
  }

  let shop: PaypalShop | undefined;
  beforeAll(async () => {
    shop = await startPaypalShop();
    ({ app, paypal } = shop);
    t = shop;
  });
  afterAll(() => shop?.stop());

  it('offers PayPal among the payment methods when configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/methods' });
    expect(res.json()).toEqual({ methods: { COD: true, QR: true, PAYPAL: true }, paymentTtlMinutes: 30 });
  });

  it('creates the PayPal order in USD at the current rate with PayPal-Request-Id, and responds with the approve link', async () => {
    const { order, approveUrl, token, product } = await paypalOrder();
    // 600,000 + 10,000 shipping = 610,000 ₫ at 25,000 ₫/$ = 24.40 $
    expect(order).toMatchObject({
      paymentMethod: 'PAYPAL',
      paymentStatus: 'pending',
      total: 610_000,
      totalUsd: '24.40',
    });
    expect(order.expiresAt).not.toBeNull();
    expect(approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${token}`);
    const created = paypal.orders.get(token)!;
    expect(created.body.purchase_units[0]).toMatchObject({
      reference_id: order.code,
      custom_id: order.id,
      amount: { currency_code: 'USD', value: '24.40' },
    });
    expect(created.body).toMatchObject({
      application_context: {
        return_url: 'https://shop.example.vn/api/payment/checkout-success',
        // signed for this order: PayPal's token alone cancels nothing (paypal-cancel.ts)
        cancel_url: expect.stringMatching(
          /^https:\/\/shop\.example\.vn\/api\/payment\/checkout-success\?cancelled=1&sig=[\w-]{43}$/,
        ),
      },
    });
    const create = paypal.calls.find((c) => c.path === '/v2/checkout/orders' && c.requestId === order.id);
    expect(create).toBeDefined();
    expect(await stockOf(product.id)).toBe(8);
  });

  it('captures on return and redirects to /purchase-success; a second visit changes nothing', async () => {
    const { order, token } = await paypalOrder();
    paypal.approve(token);
    const res = await back(`token=${token}&PayerID=BUYER123`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase-success?orderId=${order.id}`);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      paymentStatus: 'completed',
      status: 'Pending',
      paypalCaptureId: paypal.orders.get(token)!.captureId,
    });
    const again = await back(`token=${token}&PayPerID=BUYER123`);
    expect(again.headers.location).toBe(`/purchase-success?orderId=${order.id}`);
    const captures = paypal.calls.filter((c) => c.path.endsWith(`/${token}/capture`));
    expect(captures).toHaveLength(1);
    expect(captures[0]?.requestId).toBe(`capture-${order.id}-BUYER123`);
  });

  it('concurrent returns capture once and complete the payment once', async () => {
    const { order, token } = await paypalOrder();
    paypal.approve(token);
    const results = await Promise.all(Array.from({ length: 4 }, () => back(`token=${token}`)));
    for (const r of results) expect(r.headers.location).toBe(`/purchase-success?orderId=${order.id}`);
    const full = (await app.services.orders.get({ userId: order.userId!, staff: true }, order.id)).history;
    expect(full.filter((h) => h.paymentStatus === 'completed')).toHaveLength(1);
  });

  it('a declined capture cancels the order: payment failed, stock back, /purchase-cancel', async () => {
    const { order, token, product } = await paypalOrder(300_000, 3);
    paypal.approve(token);
    paypal.decline(token);
    const res = await back(`token=${token}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase-cancel?orderId=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('the buyer cancelling on PayPal cancels the order', async () => {
    const { order, token, product } = await paypalOrder();
    // PayPal sends the buyer to the order's cancel link with its token added
    const link = new URL(paypal.orders.get(token)!.body.application_context!.cancel_url!);
    link.searchParams.set('token', token);
    const res = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe(`/purchase-cancel?orderId=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a capture before approval is refused by PayPal: the order stays payable (test/security/paypal-cancel.test.ts)', async () => {
    const { order, token } = await paypalOrder();
    const res = await back(`token=${token}`);
    expect(res.headers.location).toBe('/purchase-cancel');
    expect(await orderRow(order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'pending' });
  });

  it('an unknown or malformed token goes to /purchase-cancel', async () => {
    expect((await back('token=NOSUCHORDER123')).headers.location).toBe('/purchase-cancel');
    expect((await back('token=%3Cscript%3E')).headers.location).toBe('/purchase-cancel');
    expect((await back('')).headers.location).toBe('/purchase-cancel');
  });

  it('PayPal unreachable at capture: the buyer is told, the order stays payable', async () => {
    const { order, token } = await paypalOrder();
    paypal.approve(token);
    paypal.fail(true);
    try {
      const res = await back(`token=${token}`);
      expect(res.headers.location).toBe(`/purchase-cancel?orderId=${order.id}`);
      expect(await orderRow(order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'pending' });
    } finally {
      paypal.fail(false);
    }
    expect((await back(`token=${token}`)).headers.location).toBe(`/purchase-success?orderId=${order.id}`);
  });

  it('PayPal unreachable at checkout: 503 and nothing changed (cart and stock as before)', async () => {
    const customer = await createUser(app);
    const product = await createProduct(app, { sizes: { S: 5 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity: 2 }]);
    paypal.fail(true);
    try {
      const res = await placeOrder(app, customer.headers, 'PAYPAL');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: CHECKOUT_MESSAGES.paypalFailed, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      paypal.fail(false);
    }
    expect(await stockOf(product.id)).toBe(5);
    expect(
      await t.database.db.select().from(cartItems).where(eq(cartItems.userId, customer.user.id)),
    ).toHaveLength(1);
  });

  it('a buyer returning after the order expired is not charged', async () => {
    const { order, token } = await paypalOrder();
    paypal.approve(token);
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await app.services.paymentExpiry.expireUnpaid();
    const res = await back(`token=${token}`);
    expect(res.headers.location).toBe(`/purchase-cancel?orderId=${order.id}`);
    expect(paypal.calls.filter((c) => c.path.endsWith(`/${token}/capture`))).toHaveLength(0);
    expect(paypal.orders.get(token)?.status).toBe('APPROVED');
  });

  it('a capture keeps the order off the expiry job', async () => {
    const { order, token } = await paypalOrder();
    paypal.approve(token);
    // due, but not swept yet when the buyer comes back
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const [res] = await Promise.all([back(`token=${token}`), app.services.paymentExpiry.expireUnpaid()]);
    const row = await orderRow(order.id);
    if (res.headers.location === `/purchase-success?orderId=${order.id}`) {
      expect(row).toMatchObject({ status: 'Pending', paymentStatus: 'completed' });
    } else {
      // the expiry job won the row first: nothing was captured
      expect(row).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
      expect(paypal.orders.get(token)?.status).toBe('APPROVED');
    }
  });

  it('an unpaid PayPal order expires like a QR one', async () => {
    const { order, product } = await paypalOrder();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await app.services.paymentExpiry.expireUnpaid();
    expect(await orderRow(order.id)).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(10);
  });
});

describe('PayPal not configured', () => {
  it('responds 503 with a clear message and changes nothing', async () => {
    const { app } = await createTestApp();
    try {
      const customer = await createUser(app);
      const product = await createProduct(app, { sizes: { S: 5 } });
      await addToCart(app, customer.headers, [{ productId: product.id }]);
      const methods = await app.inject({ method: 'GET', url: '/api/payment/methods' });
      expect(methods.json().methods).toEqual({ COD: true, QR: true, PAYPAL: false });
      const res = await placeOrder(app, customer.headers, 'PAYPAL');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: CHECKOUT_MESSAGES.paypalUnavailable, code: 'SERVICE_UNAVAILABLE' });
      const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: customer.headers })).json();
      expect(cart.cartItem).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
