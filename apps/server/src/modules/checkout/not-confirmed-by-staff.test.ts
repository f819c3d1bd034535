import { COD_STAFF_CONFIRM_DAYS, type Order } from '@shop/shared';
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
const DAY = 24 * HOUR;
const NOTE = 'Not confirmed by staff within 7 days (cash on delivery)';

/**
 * a COD order the buyer confirmed from the mail but staff never confirmed is canceled
 * COD_STAFF_CONFIRM_DAYS (7) days after it was placed, as NOT_CONFIRMED_BY_STAFF: stock back, a
 * history entry, the status mail saying why; each once with several instances running the job. Time is moved
 * the way the other expiry jobs' tests move it: the order's `created_at` set back in the database.
 */
describe('the expiry job of COD orders staff never confirmed', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    app = t.app;
    staff = (await createUser(app, 'MANAGER')).headers;
  });
  afterAll(() => app.close());

  /** A COD order of one piece by a buyer of its own (phone, e-mail, address), `ageMs` old. */
  async function place(options: { language?: 'en' | 'vi'; byBuyer?: boolean; ageMs?: number } = {}) {
    const { customer, product, order, email } = await placeCodOfOwnBuyer(app, { language: options.language });
    const at = new Date(Date.now() - (options.ageMs ?? COD_STAFF_CONFIRM_DAYS * DAY + HOUR));
    await t.database.db
      .update(orders)
      .set({
        createdAt: at,
        ...(options.byBuyer === false ? {} : { confirmedByBuyerAt: new Date(at.getTime() + HOUR) }),
      })
      .where(eq(orders.id, order.id));
    return { customer, product, order, email };
  }
  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const notes = async (id: string, note: string) =>
    (await t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).filter(
      (h) => h.note === note,
    );
  const statusMails = (to: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'order-status')));

  it('cancels a buyer-confirmed order 7 days old: stock back, a history entry, the mail says why (EN and VI)', async () => {
    const due = await place();
    const dueVi = await place({ language: 'vi' });
    expect(await stockOf(app, due.product.id)).toBe(4);

    expect(await app.services.paymentExpiry.cancelNotConfirmedByStaff()).toBe(2);
    for (const x of [due, dueVi]) {
      const gone = await row(x.order.id);
      expect([gone.status, gone.paymentStatus, gone.cancelReason]).toEqual([
        'Canceled',
        'failed',
        'NOT_CONFIRMED_BY_STAFF',
      ]);
      expect(await stockOf(app, x.product.id)).toBe(5);
      const history = await notes(x.order.id, NOTE);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ status: 'Canceled', actor: 'system' });
    }
    const [en] = await statusMails(due.email);
    expect(en?.subject).toBe(`Your order ${due.order.code} is now Canceled`);
    expect(en?.text).toContain('we could not confirm it within 7 days, so we canceled it');
    const [vi] = await statusMails(dueVi.email);
    expect(vi?.text).toContain('chúng tôi không thể xác nhận trong vòng 7 ngày nên đã hủy đơn');

    // staff and the buyer see why
    const staffView = (
      await app.inject({ method: 'GET', url: `/api/order/${due.order.id}`, headers: staff })
    ).json().order as Order;
    expect(staffView.cancelReason).toBe('NOT_CONFIRMED_BY_STAFF');
    const mine = (
      await app.inject({ method: 'GET', url: `/api/order/${due.order.id}`, headers: due.customer.headers })
    ).json().order as Order;
    expect([mine.status, mine.cancelReason]).toEqual(['Canceled', 'NOT_CONFIRMED_BY_STAFF']);
    // nothing left to do: a second run cancels nothing, sends nothing, gives no stock back again
    expect(await app.services.paymentExpiry.cancelNotConfirmedByStaff()).toBe(0);
    expect(await statusMails(due.email)).toHaveLength(1);
    expect(await stockOf(app, due.product.id)).toBe(5);
  });

  it('leaves a buyer-confirmed order younger than 7 days, and one staff confirmed, however old', async () => {
    const young = await place({ ageMs: COD_STAFF_CONFIRM_DAYS * DAY - HOUR });
    const byStaff = await place();
    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/order/edit-order/${byStaff.order.id}`,
      headers: staff,
      payload: { status: 'Confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await app.services.paymentExpiry.cancelNotConfirmedByStaff()).toBe(0);
    expect((await row(young.order.id)).status).toBe('Pending');
    expect((await row(byStaff.order.id)).status).toBe('Confirmed');
    expect(await stockOf(app, young.product.id)).toBe(4);
  });

  it('leaves a paid deposit to staff, and an order no one confirmed to its own 48-hour rule', async () => {
    const deposit = await place();
    await t.database.db
      .update(orders)
      .set({ depositAmount: 30_000, paidAmount: 30_000, depositPaidAt: new Date() })
      .where(eq(orders.id, deposit.order.id));
    // no buyer confirmation: the unconfirmed-COD job's (COD_CONFIRM_HOURS, 48), as UNCONFIRMED
    const unconfirmed = await place({ byBuyer: false, ageMs: 49 * HOUR });
    const recent = await place({ byBuyer: false, ageMs: 47 * HOUR });
    expect(await app.services.paymentExpiry.cancelNotConfirmedByStaff()).toBe(0);
    expect((await row(deposit.order.id)).status).toBe('Pending');
    expect((await row(unconfirmed.order.id)).status).toBe('Pending');
    expect(await app.services.paymentExpiry.cancelUnconfirmed()).toBe(1);
    expect((await row(unconfirmed.order.id)).cancelReason).toBe('UNCONFIRMED');
    expect((await row(recent.order.id)).status).toBe('Pending');
  });

  it('several instances at once cancel each order once: one mail, the stock back once', async () => {
    const placed = await Promise.all([place(), place(), place()]);
    const instance = () =>
      new PaymentExpiry(t.database.db, app.services.orders, app.log, { intervalMs: 60_000, batchSize: 2 });
    const counts = await Promise.all([
      instance().cancelNotConfirmedByStaff(),
      instance().cancelNotConfirmedByStaff(),
      app.services.paymentExpiry.cancelNotConfirmedByStaff(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const x of placed) {
      expect(await notes(x.order.id, NOTE)).toHaveLength(1);
      expect(await statusMails(x.email)).toHaveLength(1);
      expect(await stockOf(app, x.product.id)).toBe(5);
    }
  });

  it('runs on the expiry schedule: an instance starting up runs it at once', async () => {
    const due = await place();
    const expiry = new PaymentExpiry(t.database.db, app.services.orders, app.log, {
      intervalMs: 60_000,
      batchSize: 25,
      staffConfirmDays: COD_STAFF_CONFIRM_DAYS,
    });
    expiry.start();
    await expiry.stop();
    expect((await row(due.order.id)).cancelReason).toBe('NOT_CONFIRMED_BY_STAFF');
  });
});
