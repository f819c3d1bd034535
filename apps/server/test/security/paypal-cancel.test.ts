import type { FakePaypal } from '@shop/test-fakes/paypal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.js';
import { addToCart, placeOk, stockOf as stockOfProduct, orderRow as storedOrder } from '../orders.js';
import { type PaypalShop, startPaypalShop } from '../paypal-shop.js';
import { createProduct } from '../products.js';
import type { TestApp } from '../test-app.js';
import { createUser } from '../users.js';

const RETURN_PATH = '/api/payment/checkout-success';

/**
 * PayPal's order id (the `token` of its return and cancel links) shows in the buyer's address bar,
 * history and any link shared from there, so holding it must not be enough to cancel the buyer's
 * order with `GET /api/payment/checkout-success?token=…&cancelled=1`. Only the cancel link the shop
 * gave PayPal, which carries a value signed for that order, cancels it.
 */
describe('cancelling a PayPal order through its return link', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let paypal: FakePaypal;

  const orderRow = (id: string) => storedOrder(app, id);
  const stockOf = (productId: string) => stockOfProduct(app, productId);
  const visit = (pathAndQuery: string) => app.inject({ method: 'GET', url: pathAndQuery });

  /** The cancel link the shop gave PayPal for this order, as PayPal sends the buyer back to it. */
  function cancelLinkOf(token: string): string {
    const given = paypal.orders.get(token)?.body.application_context?.cancel_url;
    expect(given).toBeDefined();
    const url = new URL(given!);
    // PayPal adds its order id to the link, keeping the shop's own parameters
    url.searchParams.set('token', token);
    return `${url.pathname}${url.search}`;
  }

  async function paypalOrder() {
    const customer = await createUser(app);
    const product = await createProduct(app, { price: 300_000, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity: 2 }]);
    const res = await placeOk(app, customer.headers, 'PAYPAL');
    const token = new URL(res.approveUrl!).searchParams.get('token')!;
    return { order: res.order, product, token };
  }

  const expectStillPending = async (orderId: string, productId: string) => {
    expect(await orderRow(orderId)).toMatchObject({ status: 'Pending', paymentStatus: 'pending' });
    expect(await stockOf(productId)).toBe(8);
  };

  let shop: PaypalShop | undefined;
  beforeAll(async () => {
    shop = await startPaypalShop();
    ({ app, paypal } = shop);
    t = shop;
  });
  afterAll(() => shop?.stop());

  it('refuses a cancel made with only the PayPal token (no signature): the order stays pending', async () => {
    const { order, product, token } = await paypalOrder();
    const res = await visit(`${RETURN_PATH}?token=${token}&cancelled=1`);
    await expectStillPending(order.id, product.id);
    expect(res.statusCode).toBe(303);
    // nothing about the order is told to whoever holds only its token
    expect(res.headers.location).toBe('/purchase-cancel');
  });

  it('refuses a cancel with a forged signature: the order stays pending', async () => {
    const { order, product, token } = await paypalOrder();
    const real = new URL(cancelLinkOf(token), 'https://shop.example.vn').searchParams.get('sig')!;
    expect(real).toBeTruthy();
    const flipped = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    for (const sig of [
      '',
      'x',
      'A'.repeat(real.length),
      flipped,
      `${real}A`,
      encodeURIComponent('é'.repeat(22)),
    ]) {
      const res = await visit(`${RETURN_PATH}?token=${token}&cancelled=1&sig=${sig}`);
      expect(res.statusCode, sig).toBe(303);
      expect(res.headers.location, sig).toBe('/purchase-cancel');
    }
    await expectStillPending(order.id, product.id);
  });

  it("refuses another order's signed cancel link used with this order's token", async () => {
    const mine = await paypalOrder();
    const victim = await paypalOrder();
    const link = new URL(cancelLinkOf(mine.token), 'https://shop.example.vn');
    link.searchParams.set('token', victim.token);
    const res = await visit(`${link.pathname}${link.search}`);
    await expectStillPending(victim.order.id, victim.product.id);
    await expectStillPending(mine.order.id, mine.product.id);
    expect(res.headers.location).toBe('/purchase-cancel');
  });

  it('cancels the order through the cancel link the shop gave PayPal: payment failed, stock back', async () => {
    const { order, product, token } = await paypalOrder();
    const res = await visit(cancelLinkOf(token));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase-cancel?orderId=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a return without cancel before the buyer approved (the token alone) cancels nothing, and the buyer can still pay', async () => {
    const { order, product, token } = await paypalOrder();
    // due in a minute: a capture's hold would push it 10 minutes ahead
    const dueAt = new Date(Date.now() + 60_000);
    await t.database.db.update(orders).set({ expiresAt: dueAt }).where(eq(orders.id, order.id));
    const res = await visit(`${RETURN_PATH}?token=${token}`);
    await expectStillPending(order.id, product.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/purchase-cancel');
    // and it does not keep the order off the payment expiry job either (a token holder could repeat it)
    expect((await orderRow(order.id)).expiresAt).toEqual(dueAt);
    paypal.approve(token);
    const paid = await visit(`${RETURN_PATH}?token=${token}&PayerID=BUYER123`);
    expect(paid.headers.location).toBe(`/purchase-success?orderId=${order.id}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Pending', paymentStatus: 'completed' });
  });
});
