import { ORDER_MESSAGES, ORDER_TRANSITIONS, type Order, type OrderSummary } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import {
  couponRedemptions,
  coupons,
  mailOutbox,
  orders,
  productSizes,
  products,
  users,
} from '../../db/schema/index.js';

type Headers = Record<string, string>;

let shippedTo = 0;
/** A phone and street of their own: the shop allows 3 open COD orders a phone and an address. */
const ownAddress = () => {
  shippedTo += 1;
  return { phone: `0905${String(100_000 + shippedTo).slice(-6)}`, street: `${shippedTo} Lê Duẩn` };
};

describe('orders', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;
  let staffName: string;

  const req = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const stockOf = async (productId: string, size = 'S') => {
    const rows = await t.database.db.select().from(productSizes).where(eq(productSizes.productId, productId));
    return rows.find((r) => r.size === size)?.stock;
  };
  const soldOf = async (productId: string) =>
    (
      await t.database.db.select({ n: products.soldCount }).from(products).where(eq(products.id, productId))
    )[0]?.n;
  const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  /** A customer with one Pending COD order of `quantity` units of a fresh product. */
  async function customerWithOrder(
    options: { quantity?: number; price?: number; email?: string; coupon?: string; phone?: string } = {},
  ) {
    const customer = await createUser(app);
    const product = await createProduct(app, { price: options.price ?? 300_000, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity: options.quantity ?? 2 }]);
    if (options.coupon) {
      const res = await req('POST', '/coupon/apply', customer.headers, { code: options.coupon });
      expect(res.statusCode).toBe(200);
    }
    const { order } = await placeOk(
      app,
      customer.headers,
      'COD',
      checkoutBody({
        email: options.email ?? 'buyer@example.vn',
        ...ownAddress(),
        ...(options.phone && { phone: options.phone }),
      }),
    );
    return { customer, product, order };
  }
  const edit = (id: string, body: object, headers = staff) =>
    req('PATCH', `/order/edit-order/${id}`, headers, body);
  async function walkTo(id: string, ...statuses: string[]) {
    for (const status of statuses) {
      const res = await edit(id, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    const manager = await createUser(app, 'MANAGER');
    staff = manager.headers;
    staffName = manager.user.name;
  });
  afterAll(() => app.close());

  describe('reading', () => {
    it('a customer lists only their own orders, newest first; staff list every order', async () => {
      const a = await customerWithOrder();
      const b = await customerWithOrder();
      await addToCart(app, a.customer.headers, [{ productId: a.product.id }]);
      const { order: second } = await placeOk(app, a.customer.headers, 'COD', checkoutBody(ownAddress()));

      const mine = await req('GET', '/order', a.customer.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ page: 1, pageSize: 20, total: 2 });
      expect(mine.json().orders.map((o: Order) => o.id)).toEqual([second.id, a.order.id]);

      const all = await req('GET', '/order?pageSize=100', staff);
      const ids = all.json().orders.map((o: Order) => o.id);
      expect(ids).toEqual(expect.arrayContaining([a.order.id, b.order.id, second.id]));
      expect(all.json().total).toBeGreaterThanOrEqual(3);
    });

    it('staff filter by status, payment, method, dates and search by code, phone or e-mail', async () => {
      const { order } = await customerWithOrder({ email: 'findme@example.vn', phone: '0912 345 678' });
      await customerWithOrder();
      const ids = async (query: string) =>
        (await req('GET', `/order?pageSize=100&${query}`, staff)).json().orders.map((o: Order) => o.id);
      expect(await ids(`q=${order.code}`)).toEqual([order.id]);
      expect(await ids(`q=${order.code.toLowerCase().replace('-', '')}`)).toEqual([order.id]);
      expect(await ids('q=FINDME@example.vn')).toEqual([order.id]);
      expect(await ids(`q=${encodeURIComponent('+84 912 345 678')}`)).toContain(order.id);
      expect(await ids('q=nothing-like-this')).toEqual([]);
      await walkTo(order.id, 'Confirmed');
      expect(await ids('status=Confirmed')).toEqual([order.id]);
      expect(await ids('status=Confirmed&paymentMethod=QR')).toEqual([]);
      expect(await ids('status=Confirmed&paymentStatus=pending&paymentMethod=COD')).toEqual([order.id]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await ids(`status=Confirmed&from=${today}&to=${today}`)).toEqual([order.id]);
      expect(await ids(`status=Confirmed&to=2020-01-01`)).toEqual([]);
      const bad = await req('GET', '/order?status=Shipped', staff);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    });

    it('a customer cannot widen their list with filters meant for staff', async () => {
      const a = await customerWithOrder();
      const b = await customerWithOrder();
      const res = await req('GET', `/order?q=${b.order.code}`, a.customer.headers);
      expect(res.json().orders.map((o: Order) => o.id)).toEqual([a.order.id]);
    });

    it("GET /order/{id}: the owner and staff; another customer's order is 404", async () => {
      const a = await customerWithOrder();
      const b = await customerWithOrder();
      const own = await req('GET', `/order/${a.order.id}`, a.customer.headers);
      expect(own.statusCode).toBe(200);
      expect(own.json().order).toMatchObject({ id: a.order.id, code: a.order.code });
      expect((await req('GET', `/order/${a.order.id}`, staff)).statusCode).toBe(200);
      const other = await req('GET', `/order/${a.order.id}`, b.customer.headers);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: ORDER_MESSAGES.notFound, code: 'NOT_FOUND' });
      expect((await req('GET', '/order/not-a-uuid', staff)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/order/${a.order.id}` })).statusCode).toBe(401);
    });
  });

  describe('life cycle', () => {
    it('staff walk an order to Completed: COD is paid on completion, history records who and when', async () => {
      const { order, customer } = await customerWithOrder({ price: 1_000_000, quantity: 3 });
      await walkTo(order.id, 'Confirmed', 'Being Packed', 'Shipped to Carrier');
      const done = await edit(order.id, { status: 'Completed' });
      expect(done.statusCode).toBe(200);
      const o = done.json().order as Order;
      expect(o).toMatchObject({ status: 'Completed', paymentStatus: 'completed' });
      expect(o.completedAt).not.toBeNull();
      expect(o.history.map((h) => [h.status, h.paymentStatus, h.by])).toEqual([
        ['Pending', 'pending', 'customer'],
        ['Confirmed', 'pending', 'staff'],
        ['Being Packed', 'pending', 'staff'],
        ['Shipped to Carrier', 'pending', 'staff'],
        ['Completed', 'completed', 'staff'],
      ]);
      expect(o.history[1]?.byName).toBe(staffName);
      // the completed total counts toward the rank
      const summary = (await req('GET', '/cart/order-summary', customer.headers)).json() as OrderSummary;
      expect(summary.rank).toMatchObject({ spend: o.total, name: 'Rosé Darling' });
      // every status change mailed the customer
      const subjects = (await mailsTo('buyer@example.vn'))
        .map((m) => m.subject)
        .filter((s) => s.includes(order.code));
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Your order ${order.code} has been placed`,
          `Your order ${order.code} is now Confirmed`,
          `Your order ${order.code} is now Completed`,
        ]),
      );
    });

    it('an illegal step responds 409 INVALID_TRANSITION naming the allowed ones, and changes nothing', async () => {
      const { order } = await customerWithOrder();
      const res = await edit(order.id, { status: 'Completed' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'An order that is Pending cannot become Completed',
        code: 'INVALID_TRANSITION',
        allowed: ['Confirmed', 'Canceled'],
      });
      const pay = await edit(order.id, { paymentStatus: 'refunded' });
      expect(pay.statusCode).toBe(409);
      expect(pay.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['completed', 'failed'] });
      await walkTo(order.id, 'Confirmed', 'Being Packed');
      const back = await edit(order.id, { status: 'Pending' });
      expect(back.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        allowed: [...ORDER_TRANSITIONS['Being Packed']],
      });
      const now = (await req('GET', `/order/${order.id}`, staff)).json().order as Order;
      expect(now).toMatchObject({ status: 'Being Packed', paymentStatus: 'pending' });
      expect(now.history).toHaveLength(3);
    });

    it('edit-order is for staff: 403 for a customer, even the owner', async () => {
      const { order, customer } = await customerWithOrder();
      const res = await edit(order.id, { status: 'Confirmed' }, customer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await edit(order.id, {})).statusCode).toBe(400);
    });

    it('the owner cancels while Pending: stock, sold count and coupon use come back, payment fails', async () => {
      await app.services.coupons.create({
        code: 'CANCELME',
        name: 'x',
        discount: { type: 'FIXED_AMOUNT', value: 20_000 },
        conditions: [],
        expirationDate: new Date(Date.now() + 86_400_000),
        usageLimit: 1,
        active: true,
      });
      const { order, customer, product } = await customerWithOrder({ quantity: 3, coupon: 'CANCELME' });
      expect(await stockOf(product.id)).toBe(7);
      expect(await soldOf(product.id)).toBe(3);
      const res = await req('POST', `/order/cancel/${order.id}`, customer.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: ORDER_MESSAGES.canceled,
        order: { status: 'Canceled', paymentStatus: 'failed' },
      });
      expect(await stockOf(product.id)).toBe(10);
      expect(await soldOf(product.id)).toBe(0);
      const [c] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'CANCELME'));
      expect(c?.usedCount).toBe(0);
      expect(
        await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c!.id)),
      ).toEqual([]);
      // canceling twice gives the stock back once
      const again = await req('POST', `/order/cancel/${order.id}`, customer.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('INVALID_TRANSITION');
      expect(await stockOf(product.id)).toBe(10);
      // the product detail shows the stock back at once
      const detail = (await app.inject({ method: 'GET', url: `/api/product/${product.id}` })).json();
      expect(detail.sizes).toEqual([{ size: 'S', stock: 10 }]);
    });

    it('concurrent cancels of one order give the stock back once', async () => {
      const { order, customer, product } = await customerWithOrder({ quantity: 4 });
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          req('POST', `/order/cancel/${order.id}`, i % 2 ? staff : customer.headers),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(10);
    });

    it('a customer cannot cancel after confirmation (staff can), nor cancel another customer’s order', async () => {
      const a = await customerWithOrder();
      const b = await customerWithOrder();
      const other = await req('POST', `/order/cancel/${a.order.id}`, b.customer.headers);
      expect(other.statusCode).toBe(404);
      await walkTo(a.order.id, 'Confirmed');
      const late = await req('POST', `/order/cancel/${a.order.id}`, a.customer.headers);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        error: ORDER_MESSAGES.customerCancelPendingOnly,
        code: 'INVALID_TRANSITION',
      });
      const byStaff = await req('POST', `/order/cancel/${a.order.id}`, staff);
      expect(byStaff.statusCode).toBe(200);
      expect(await stockOf(a.product.id)).toBe(10);
    });

    it('a return within 7 days: requested by the owner, accepted by staff: stock back, refund, rank down', async () => {
      const { order, customer, product } = await customerWithOrder({ price: 2_000_000, quantity: 1 });
      await walkTo(order.id, 'Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed');
      expect(await stockOf(product.id)).toBe(9);
      const other = await createUser(app);
      const notMine = await req('POST', `/order/return-order/${order.id}`, other.headers, { reason: 'x' });
      expect(notMine.statusCode).toBe(404);
      const noReason = await req('POST', `/order/return-order/${order.id}`, customer.headers, {
        reason: ' ',
      });
      expect(noReason.statusCode).toBe(400);
      const asked = await req('POST', `/order/return-order/${order.id}`, customer.headers, {
        reason: 'Too small',
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().order).toMatchObject({ status: 'Return Requested', returnReason: 'Too small' });
      // not Completed any more: the spend no longer counts it
      const s1 = (await req('GET', '/cart/order-summary', customer.headers)).json() as OrderSummary;
      expect(s1.rank.spend).toBe(0);
      const byCustomer = await req('POST', `/order/process-return/${order.id}`, customer.headers, {
        accept: true,
      });
      expect(byCustomer.statusCode).toBe(403);
      const accepted = await req('POST', `/order/process-return/${order.id}`, staff, { accept: true });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        message: ORDER_MESSAGES.returnAccepted,
        order: { status: 'Returned', paymentStatus: 'refunded' },
      });
      expect(await stockOf(product.id)).toBe(10);
      const again = await req('POST', `/order/process-return/${order.id}`, staff, { accept: true });
      expect(again.statusCode).toBe(409);
      expect(await stockOf(product.id)).toBe(10);
    });

    it('a refused return goes back to Completed; a return after 7 days is refused', async () => {
      const { order, customer, product } = await customerWithOrder();
      await walkTo(order.id, 'Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed');
      await req('POST', `/order/return-order/${order.id}`, customer.headers, { reason: 'Changed my mind' });
      const refused = await req('POST', `/order/process-return/${order.id}`, staff, { accept: false });
      expect(refused.json().order).toMatchObject({ status: 'Completed', paymentStatus: 'completed' });
      expect(await stockOf(product.id)).toBe(8);

      const late = await customerWithOrder();
      await walkTo(late.order.id, 'Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed');
      await t.database.db
        .update(orders)
        .set({ completedAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(orders.id, late.order.id));
      const res = await req('POST', `/order/return-order/${late.order.id}`, late.customer.headers, {
        reason: 'Late',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: ORDER_MESSAGES.returnWindowOver(7),
        code: 'INVALID_TRANSITION',
      });
      const pending = await customerWithOrder();
      const early = await req('POST', `/order/return-order/${pending.order.id}`, pending.customer.headers, {
        reason: 'x',
      });
      expect(early.json()).toMatchObject({
        error: ORDER_MESSAGES.returnCompletedOnly,
        code: 'INVALID_TRANSITION',
      });
    });

    it('staff delete only a Canceled order', async () => {
      const { order, customer } = await customerWithOrder();
      const early = await req('DELETE', `/order/delete/${order.id}`, staff);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: ORDER_MESSAGES.deleteCanceledOnly, code: 'CONFLICT' });
      expect((await req('DELETE', `/order/delete/${order.id}`, customer.headers)).statusCode).toBe(403);
      await req('POST', `/order/cancel/${order.id}`, customer.headers);
      const res = await req('DELETE', `/order/delete/${order.id}`, staff);
      expect(res.statusCode).toBe(200);
      expect((await req('GET', `/order/${order.id}`, staff)).statusCode).toBe(404);
    });

    it('staff mark a payment completed or failed within the payment table', async () => {
      const { order } = await customerWithOrder();
      const paid = await edit(order.id, { paymentStatus: 'completed' });
      expect(paid.json().order).toMatchObject({ status: 'Pending', paymentStatus: 'completed' });
      const back = await edit(order.id, { paymentStatus: 'pending' });
      expect(back.json()).toMatchObject({ code: 'INVALID_TRANSITION', allowed: ['refunded'] });
      // canceling a paid order refunds it
      const canceled = await edit(order.id, { status: 'Canceled' });
      expect(canceled.json().order).toMatchObject({ status: 'Canceled', paymentStatus: 'refunded' });
    });
  });

  describe('payment reminders and mails', () => {
    it('staff send a reminder while the payment is pending, in the customer’s language', async () => {
      const customer = await createUser(app);
      await t.database.db.update(users).set({ language: 'vi' }).where(eq(users.id, customer.user.id));
      const p = await createProduct(app, { price: 250_000, sizes: { S: 5 } });
      await addToCart(app, customer.headers, [{ productId: p.id }]);
      const { order } = await placeOk(
        app,
        customer.headers,
        'COD',
        checkoutBody({ email: 'hoa@example.vn', ...ownAddress() }),
      );
      const res = await req('POST', `/order/payment-reminders/send/${order.id}`, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ORDER_MESSAGES.reminderSent });
      const mails = await mailsTo('hoa@example.vn');
      const reminder = mails.find((m) => m.kind === 'payment-reminder');
      expect(reminder?.subject).toBe(`Nhắc nhở: đơn hàng ${order.code} đang chờ thanh toán`);
      expect(reminder?.text).toContain('250.000 ₫');
      expect(mails.find((m) => m.kind === 'order-placed')?.subject).toBe(
        `Đơn hàng ${order.code} của bạn đã được đặt`,
      );
      expect(
        (await req('POST', `/order/payment-reminders/send/${order.id}`, customer.headers)).statusCode,
      ).toBe(403);

      await edit(order.id, { paymentStatus: 'completed' });
      const done = await req('POST', `/order/payment-reminders/send/${order.id}`, staff);
      expect(done.statusCode).toBe(409);
      expect(done.json()).toEqual({ error: ORDER_MESSAGES.reminderNotPending, code: 'CONFLICT' });
      const reminders = (await mailsTo('hoa@example.vn')).filter((m) => m.kind === 'payment-reminder');
      expect(reminders).toHaveLength(1);
    });

    it('the mail worker sends the order mails (durable queue)', async () => {
      const { order } = await customerWithOrder({ email: 'sent@example.vn' });
      await app.services.mail.drain();
      const sent = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, 'sent@example.vn'), eq(mailOutbox.kind, 'order-placed')));
      expect(sent.map((m) => [m.subject, m.status])).toEqual([
        [`Your order ${order.code} has been placed`, 'sent'],
      ]);
    });
  });
});
