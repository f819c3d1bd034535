import { depositAmount, formatVnd, type Order } from '@shop/shared';
import { bankWebhookBody, sendBankTransfer } from '@shop/test-fakes/bank';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCodOfOwnBuyer, stockOf } from '../../../test/orders.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { mailOutbox, orderHistory, orders } from '../../db/schema/index.js';
import { PaymentExpiry } from './payment-expiry.js';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

/**
 * COD risk at checkout and after (docs/decisions/0045-cod-risk-and-deposit.md): a HIGH-risk COD order asks a
 * deposit by VietQR (the bank's transfers add up; the carrier collects the rest), an unpaid one expires like
 * a QR order, and a COD order confirmed by no one within COD_CONFIRM_HOURS is canceled by its expiry job,
 * with a mail saying why.
 */
describe('COD deposit and unconfirmed orders', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', COD_DEPOSIT: '30%' });
    app = t.app;
    staff = (await createUser(app, 'MANAGER')).headers;
  });
  afterAll(() => app.close());

  /** A COD order of a buyer of its own: a first order of 5,000,000 ₫ or more is HIGH (15 + 15 + 20). */
  async function place(price: number, language: 'en' | 'vi' = 'en') {
    return placeCodOfOwnBuyer(app, { price, language });
  }
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    t.database.db.update(orders).set(values).where(eq(orders.id, id));
  const view = async (id: string, headers: Headers): Promise<Order> =>
    (await app.inject({ method: 'GET', url: `/api/order/${id}`, headers })).json().order;
  const notes = async (id: string, note: string) =>
    (await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).filter(
      (h) => h.note === note,
    );
  const mails = (to: string, kind: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));

  describe('the deposit', () => {
    it('a HIGH-risk COD order responds with the deposit’s VietQR; transfers add up to it; the rest stays for the carrier', async () => {
      const { order, deposit, customer, email } = await place(5_000_000);
      const amount = depositAmount({ kind: 'percent', percent: 30 }, order);
      expect(order.total).toBe(5_015_000);
      expect(amount).toBe(1_505_000);
      expect(deposit).toMatchObject({ amount, memo: order.code });
      expect(deposit?.payload).toContain(`54${String(amount).length.toString().padStart(2, '0')}${amount}`);
      expect(deposit?.qrImage).toMatch(/^data:image\/png;base64,/);
      expect(order).toMatchObject({ depositAmount: amount, depositPaid: false, risk: null });
      expect(order.payment?.amount).toBe(amount);
      const stored = await row(order.id);
      expect([stored.riskLevel, stored.riskScore, stored.depositAmount]).toEqual(['HIGH', 50, amount]);
      expect(stored.expiresAt).not.toBeNull();

      // the placed mail says the deposit and what the carrier collects; no confirm request is sent
      const [placedMail] = await mails(email, 'order-placed');
      expect(placedMail?.text).toContain(`deposit of ${formatVnd(amount, 'en')}`);
      expect(placedMail?.text).toContain(`remaining ${formatVnd(order.total - amount, 'en')}`);
      expect(await mails(email, 'order-confirm')).toHaveLength(0);

      // short of the deposit: flagged, the QR asks for what is left of it
      const first = await sendBankTransfer(app, { amount: amount - 100_000, content: `CK ${order.code}` });
      expect(first.statusCode).toBe(200);
      let seen = await view(order.id, customer.headers);
      expect([seen.paymentFlag, seen.depositPaid, seen.payment?.amount]).toEqual([
        'UNDERPAID',
        false,
        100_000,
      ]);

      const rest = bankWebhookBody(
        { amount: 100_000, content: `${order.code} coc` },
        t.config.bank.accountNo,
      );
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/payment/bank-webhook',
          headers: { authorization: `Apikey ${t.config.bank.webhookSecret}` },
          payload: rest,
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200); // the bank's retry: a duplicate
      seen = await view(order.id, staff);
      expect(seen).toMatchObject({
        status: 'Pending',
        paymentStatus: 'pending',
        paymentFlag: null,
        depositPaid: true,
        paidAmount: amount,
        amountDue: order.total - amount,
        expiresAt: null,
        payment: null,
      });
      expect(seen.risk?.level).toBe('HIGH');
      expect(await notes(order.id, 'Deposit received')).toHaveLength(1);
      expect((await row(order.id)).depositPaidAt).not.toBeNull();

      // a paid deposit counts as confirmed: neither job cancels it, however old
      await setRow(order.id, { createdAt: new Date(Date.now() - 72 * HOUR) });
      await app.services.paymentExpiry.expireUnpaid();
      await app.services.paymentExpiry.cancelUnconfirmed();
      expect((await row(order.id)).status).toBe('Pending');

      // the whole total: the payment completes
      await sendBankTransfer(app, { amount: order.total - amount, content: order.code });
      expect((await view(order.id, staff)).paymentStatus).toBe('completed');
    });

    it('an unpaid deposit expires like a QR order: canceled, stock back; a late transfer is flagged', async () => {
      const { order, product } = await place(6_000_000);
      expect(order.depositAmount).toBeGreaterThan(0);
      expect(await stockOf(app, product.id)).toBe(4);
      await setRow(order.id, { expiresAt: new Date(Date.now() - 1000) });
      expect(await app.services.paymentExpiry.expireUnpaid()).toBeGreaterThanOrEqual(1);
      const gone = await row(order.id);
      expect([gone.status, gone.paymentStatus]).toEqual(['Canceled', 'failed']);
      expect(await stockOf(app, product.id)).toBe(5);
      await sendBankTransfer(app, { amount: order.depositAmount, content: order.code });
      expect((await row(order.id)).paymentFlag).toBe('LATE');
    });

    it('a LOW-risk COD order asks no deposit and keeps its risk', async () => {
      const { order, deposit } = await place(300_000);
      expect(deposit).toBeUndefined();
      expect([order.depositAmount, order.payment, order.expiresAt]).toEqual([0, null, null]);
      const stored = await row(order.id);
      expect([stored.riskLevel, stored.riskScore]).toEqual(['LOW', 15]);
    });
  });

  describe('the unconfirmed-COD job', () => {
    it('cancels a pending COD order no one confirmed in time, as UNCONFIRMED, and the mail says why', async () => {
      const old = new Date(Date.now() - 49 * HOUR);
      const due = await place(300_000);
      const dueVi = await place(300_000, 'vi');
      const fresh = await place(300_000);
      const byBuyer = await place(300_000);
      const byStaff = await place(300_000);
      for (const x of [due, dueVi, byBuyer, byStaff]) await setRow(x.order.id, { createdAt: old });
      await setRow(fresh.order.id, { createdAt: new Date(Date.now() - 47 * HOUR) });
      await setRow(byBuyer.order.id, { confirmedByBuyerAt: new Date() });
      const confirm = await app.inject({
        method: 'PATCH',
        url: `/api/order/edit-order/${byStaff.order.id}`,
        headers: staff,
        payload: { status: 'Confirmed' },
      });
      expect(confirm.statusCode).toBe(200);

      expect(await app.services.paymentExpiry.cancelUnconfirmed()).toBe(2);
      for (const x of [due, dueVi]) {
        const gone = await row(x.order.id);
        expect([gone.status, gone.paymentStatus, gone.cancelReason]).toEqual([
          'Canceled',
          'failed',
          'UNCONFIRMED',
        ]);
        expect(await stockOf(app, x.product.id)).toBe(5);
        expect(await notes(x.order.id, 'Not confirmed in time (cash on delivery)')).toHaveLength(1);
      }
      expect((await row(fresh.order.id)).status).toBe('Pending');
      expect((await row(byBuyer.order.id)).status).toBe('Pending');
      expect((await row(byStaff.order.id)).status).toBe('Confirmed');

      const [en] = await mails(due.email, 'order-status');
      expect(en?.text).toContain('This cash-on-delivery order was not confirmed in time, so we canceled it.');
      const [vi] = await mails(dueVi.email, 'order-status');
      expect(vi?.text).toContain('không được xác nhận kịp thời');
      expect(await app.services.paymentExpiry.cancelUnconfirmed()).toBe(0);
    });

    it('several instances running the job at once cancel each order once', async () => {
      const placed = await Promise.all([place(300_000), place(300_000), place(300_000)]);
      for (const x of placed) await setRow(x.order.id, { createdAt: new Date(Date.now() - 50 * HOUR) });
      const instance = () =>
        new PaymentExpiry(t.database.db, app.services.orders, app.log, {
          intervalMs: 60_000,
          batchSize: 2,
          codConfirmHours: 48,
        });
      const counts = await Promise.all([
        instance().cancelUnconfirmed(),
        instance().cancelUnconfirmed(),
        instance().cancelUnconfirmed(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      for (const x of placed) {
        expect(await notes(x.order.id, 'Not confirmed in time (cash on delivery)')).toHaveLength(1);
        expect(await stockOf(app, x.product.id)).toBe(5);
      }
    });
  });
});
