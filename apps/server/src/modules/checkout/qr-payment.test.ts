import fs from 'node:fs';
import type { Order, QrPayment } from '@shop/shared';
import { sendBankTransfer } from '@shop/test-fakes/bank';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  placeOk,
  stockOf as stockOfProduct,
  orderRow as storedOrder,
} from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, onPostgres, type TestApp, testConfig } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { bankTransactions, orderHistory, orders } from '../../db/schema/index.js';
import { vietQrPayload } from './vietqr.js';

type Headers = Record<string, string>;

describe('VietQR checkout, bank webhook and payment expiry', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;

  const stockOf = (productId: string) => stockOfProduct(app, productId);
  const orderRow = (id: string) => storedOrder(app, id);
  const getOrder = async (id: string, headers: Headers) =>
    (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers })).json().order as Order;

  async function qrOrder(price = 350_000, quantity = 2) {
    const customer = await createUser(app);
    const product = await createProduct(app, { price, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity }]);
    const res = await placeOk(app, customer.headers, 'QR');
    return { customer, product, order: res.order, payment: res.payment as QrPayment };
  }
  /** a memo as banks deliver it: prefixes, dots, no dash, lower case */
  const noisy = (code: string) =>
    `MBVCB.3278945.${code.replace('-', '').toLowerCase()}.CT tu 0071000123 NGUYEN THI LAN`;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_TTL_MINUTES: '30' });
    app = t.app;
    staff = (await createUser(app, 'ADMIN')).headers;
  });
  afterAll(() => app.close());

  it('responds with the VietQR payment: payload for the shop account, amount, memo = order code, QR image, expiry', async () => {
    const before = Date.now();
    const { order, payment } = await qrOrder();
    const { bank } = t.config;
    expect(order).toMatchObject({
      paymentMethod: 'QR',
      paymentStatus: 'pending',
      status: 'Pending',
      total: 710_000,
    });
    expect(payment).toMatchObject({
      payload: vietQrPayload({
        bankBin: bank.bin,
        accountNumber: bank.accountNo,
        amount: 710_000,
        memo: order.code,
      }),
      bankBin: '970416',
      bankName: 'ACB',
      accountNumber: bank.accountNo,
      accountName: bank.accountName,
      amount: 710_000,
      memo: order.code,
    });
    expect(payment.payload).toContain(`62130809${order.code}`);
    const png = Buffer.from(payment.qrImage.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(payment.qrImage.startsWith('data:image/png;base64,')).toBe(true);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const expires = Date.parse(payment.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    expect(order.expiresAt).toBe(payment.expiresAt);
  });

  it('the transfer notified by the bank pays the order; the client sees it by polling GET /order/{id}', async () => {
    const { order, customer } = await qrOrder();
    const waiting = await getOrder(order.id, customer.headers);
    expect(waiting.paymentStatus).toBe('pending');
    expect(waiting.payment?.memo).toBe(order.code);
    const res = await sendBankTransfer(app, { amount: order.total, content: noisy(order.code) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const paid = await getOrder(order.id, customer.headers);
    expect(paid).toMatchObject({
      paymentStatus: 'completed',
      status: 'Pending',
      paidAmount: order.total,
      payment: null,
      expiresAt: null,
    });
    expect(paid.history.at(-1)).toMatchObject({
      paymentStatus: 'completed',
      by: 'system',
      note: 'Bank transfer received',
    });
    // a paid order never expires
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await app.services.paymentExpiry.expireUnpaid();
    expect((await orderRow(order.id)).status).toBe('Pending');
  });

  it.each([
    ['with the code as typed', (c: string) => c],
    ['inside other words', (c: string) => `Thanh toan don hang ${c} cho shop`],
    ['with a space instead of the dash', (c: string) => `IBFT ${c.replace('-', ' ')}`],
    ['after a code-shaped word that is not an order', (c: string) => `REF DHAB12CD ${c}`],
  ])('finds the order code %s', async (_name, memo) => {
    const { order } = await qrOrder();
    await sendBankTransfer(app, { amount: order.total, content: memo(order.code) });
    expect((await orderRow(order.id)).paymentStatus).toBe('completed');
  });

  it('401 without the shared secret, and nothing is recorded', async () => {
    const { order } = await qrOrder();
    for (const secret of ['wrong', '']) {
      const res = await sendBankTransfer(app, {
        id: 770_001,
        amount: order.total,
        content: order.code,
        secret,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    const bare = await app.inject({ method: 'POST', url: '/api/payment/bank-webhook', payload: {} });
    expect(bare.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(bankTransactions).where(eq(bankTransactions.providerId, '770001')),
    ).toEqual([]);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('an under-payment is flagged, not completed; the rest completes it', async () => {
    const { order, customer } = await qrOrder();
    await sendBankTransfer(app, { amount: 500_000, content: noisy(order.code) });
    let row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'pending', paidAmount: 500_000, paymentFlag: 'UNDERPAID' });
    expect((await getOrder(order.id, staff)).paymentFlag).toBe('UNDERPAID');
    await sendBankTransfer(app, { amount: order.total - 500_000, content: noisy(order.code) });
    row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'completed', paidAmount: order.total, paymentFlag: null });
    expect((await getOrder(order.id, customer.headers)).paymentStatus).toBe('completed');
  });

  it('an over-payment is flagged for staff and not completed; staff can mark it paid', async () => {
    const { order } = await qrOrder();
    await sendBankTransfer(app, { amount: order.total + 100_000, content: noisy(order.code) });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', paymentFlag: 'OVERPAID' });
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/order/edit-order/${order.id}`,
      headers: staff,
      payload: { paymentStatus: 'completed' },
    });
    expect(res.json().order).toMatchObject({ paymentStatus: 'completed', paymentFlag: null });
  });

  it('after a partial transfer the order shows what arrived and what is due, and its QR asks for the rest', async () => {
    // 552,500 ₫ of a 1,105,000 ₫ order (2 × 545,000 + 15,000 shipping)
    const { order, customer, payment } = await qrOrder(545_000, 2);
    expect(order.total).toBe(1_105_000);
    expect(order).toMatchObject({ paidAmount: 0, amountDue: 1_105_000, overpaidAmount: 0 });
    expect(payment).toMatchObject({ amount: 1_105_000, paidAmount: 0 });
    await sendBankTransfer(app, { amount: 552_500, content: noisy(order.code) });
    const { bank } = t.config;
    const rest = vietQrPayload({
      bankBin: bank.bin,
      accountNumber: bank.accountNo,
      amount: 552_500,
      memo: order.code,
    });
    for (const headers of [customer.headers, staff]) {
      const half = await getOrder(order.id, headers);
      expect(half).toMatchObject({
        status: 'Pending',
        paymentStatus: 'pending',
        paymentFlag: 'UNDERPAID',
        total: 1_105_000,
        paidAmount: 552_500,
        amountDue: 552_500,
        overpaidAmount: 0,
      });
      expect(half.payment).toMatchObject({
        payload: rest,
        amount: 552_500,
        paidAmount: 552_500,
        memo: order.code,
      });
      expect(half.payment?.qrImage).not.toBe(payment.qrImage);
    }
    // the list shows the same figures
    const listed = (await app.inject({ method: 'GET', url: '/api/order', headers: customer.headers })).json()
      .orders as Order[];
    expect(listed.find((o) => o.id === order.id)).toMatchObject({ paidAmount: 552_500, amountDue: 552_500 });

    // the remainder, transferred as the QR asks, completes the payment
    await sendBankTransfer(app, { amount: 552_500, content: noisy(order.code) });
    expect(await getOrder(order.id, customer.headers)).toMatchObject({
      paymentStatus: 'completed',
      paymentFlag: null,
      paidAmount: 1_105_000,
      amountDue: 0,
      overpaidAmount: 0,
      payment: null,
    });
  });

  it('a transfer of the full total: paid, nothing due, no QR', async () => {
    const { order, customer } = await qrOrder();
    await sendBankTransfer(app, { amount: order.total, content: order.code });
    expect(await getOrder(order.id, customer.headers)).toMatchObject({
      paymentStatus: 'completed',
      paidAmount: order.total,
      amountDue: 0,
      overpaidAmount: 0,
      payment: null,
    });
  });

  it('an over-payment shows what arrived above the total, with nothing due and no QR to scan again', async () => {
    const { order, customer } = await qrOrder();
    await sendBankTransfer(app, { amount: 300_000, content: noisy(order.code) });
    await sendBankTransfer(app, { amount: order.total, content: noisy(order.code) });
    for (const headers of [customer.headers, staff]) {
      expect(await getOrder(order.id, headers)).toMatchObject({
        status: 'Pending',
        paymentStatus: 'pending',
        paymentFlag: 'OVERPAID',
        paidAmount: order.total + 300_000,
        amountDue: 0,
        overpaidAmount: 300_000,
        payment: null,
      });
    }
    // staff settle it: paid, and the difference to refund stays shown
    await app.inject({
      method: 'PATCH',
      url: `/api/order/edit-order/${order.id}`,
      headers: staff,
      payload: { paymentStatus: 'completed' },
    });
    expect(await getOrder(order.id, staff)).toMatchObject({
      paymentStatus: 'completed',
      amountDue: 0,
      overpaidAmount: 300_000,
    });
  });

  it('ignores transfers to another account, outgoing transfers and memos without a known code', async () => {
    const { order } = await qrOrder();
    const cases = [
      { amount: order.total, content: order.code, accountNumber: '999999999' },
      { amount: order.total, content: order.code, transferType: 'out' as const },
      { amount: order.total, content: 'chuyen tien DH-ZZZZZZ' },
      { amount: order.total, content: 'no code at all' },
    ];
    for (const c of cases) {
      const res = await sendBankTransfer(app, c);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
    const outcomes = (await t.database.db.select().from(bankTransactions)).map((b) => b.outcome);
    expect(outcomes).toEqual(expect.arrayContaining(['wrong-account', 'ignored', 'no-order']));
  });

  it('an unpaid QR order expires: Canceled, payment failed, stock back, by the system; once', async () => {
    const { order, product } = await qrOrder(200_000, 3);
    expect(await stockOf(product.id)).toBe(7);
    await app.services.paymentExpiry.expireUnpaid();
    expect((await orderRow(order.id)).status).toBe('Pending');
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await app.services.paymentExpiry.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Canceled', paymentStatus: 'failed' });
    expect(await stockOf(product.id)).toBe(10);
    await app.services.paymentExpiry.expireUnpaid();
    expect(await stockOf(product.id)).toBe(10);
    const history = await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => [h.status, h.actor, h.note])).toEqual([
      ['Pending', 'customer', null],
      ['Canceled', 'system', 'Payment not received in time'],
    ]);
    // a transfer arriving after the expiry is flagged for staff
    await sendBankTransfer(app, { amount: order.total, content: order.code });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'Canceled',
      paymentStatus: 'failed',
      paymentFlag: 'LATE',
    });
  });

  it('COD orders never expire', async () => {
    const customer = await createUser(app);
    const product = await createProduct(app, { sizes: { S: 3 } });
    await addToCart(app, customer.headers, [{ productId: product.id }]);
    const { order } = await placeOk(app, customer.headers, 'COD');
    expect(order.expiresAt).toBeNull();
    await app.services.paymentExpiry.expireUnpaid();
    expect((await orderRow(order.id)).status).toBe('Pending');
  });

  it('the expiry job runs at start: an order that expired while the server was down is canceled', async () => {
    const { order } = await qrOrder();
    await app.services.paymentExpiry.stop();
    await t.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    app.services.paymentExpiry.start();
    await vi.waitFor(
      async () =>
        expect((await orderRow(order.id)).status, 'the order canceled by the expiry job at start').toBe(
          'Canceled',
        ),
      { timeout: 15_000, interval: 20 },
    );
  });

  if (onPostgres) {
    it('two instances running the expiry job at once cancel each order once and give its stock back once', async () => {
      const pool = t.database.raw.kind === 'postgres' ? t.database.raw.pool : undefined;
      const url = (pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const config = testConfig();
      const second = await openDatabase({ url, dataDir: config.dataDir, poolSize: 5 });
      const other = await buildApp(config, { database: second, paymentExpiry: { intervalMs: 3_600_000 } });
      await other.ready();
      try {
        const placed = await Promise.all(Array.from({ length: 6 }, () => qrOrder(100_000, 2)));
        await t.database.db
          .update(orders)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(orders.paymentMethod, 'QR'));
        const [a, b] = await Promise.all([
          app.services.paymentExpiry.expireUnpaid(),
          other.services.paymentExpiry.expireUnpaid(),
        ]);
        expect(a + b).toBeGreaterThanOrEqual(6);
        for (const p of placed) {
          expect(await stockOf(p.product.id)).toBe(10);
          const history = await t.database.db
            .select()
            .from(orderHistory)
            .where(eq(orderHistory.orderId, p.order.id));
          expect(history.filter((h) => h.status === 'Canceled')).toHaveLength(1);
        }
      } finally {
        await other.close();
        await second.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });
  }
});
