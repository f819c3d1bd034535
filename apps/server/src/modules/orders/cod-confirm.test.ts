import fs from 'node:fs';
import path from 'node:path';
import { codRisk, type Order } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import {
  blacklist,
  orderCalls,
  orderHistory,
  orders,
  productSizes,
  shipments,
} from '../../db/schema/index.js';
import { addressKey, addressKeySql } from './address-key.js';

type Headers = Record<string, string>;
let buyers = 0;

/** A buyer of its own: phone, e-mail and address no other test uses. */
function buyer() {
  buyers += 1;
  const n = `${process.pid % 1000}${buyers}`.padStart(6, '0').slice(-6);
  return { phone: `0987${n}`, email: `cod-buyer${n}-${buyers}@example.vn`, street: `${n} Lê Lợi` };
}

/**
 * The staff's side of confirming COD orders: the buyer's history and the risk on the
 * staff view (never the customer's), the "To confirm" queue, cancel with a reason, calls noted.
 */
describe('confirming COD orders (staff)', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;
  let staffName: string;

  const req = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    t.database.db.update(orders).set(values).where(eq(orders.id, id));

  /** A customer's COD order of one piece at `price`, for the given phone, e-mail and address. */
  async function place(
    who: { phone: string; email: string; street: string },
    options: { price?: number; method?: 'COD' | 'QR' } = {},
  ) {
    const customer = await createUser(app);
    const product = await createProduct(app, { price: options.price ?? 300_000, sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id }]);
    const placed = await placeOk(app, customer.headers, options.method ?? 'COD', checkoutBody(who));
    return { customer, product, order: placed.order };
  }
  const staffView = async (id: string): Promise<Order> =>
    (await req('GET', `/order/${id}`, staff)).json().order;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    const manager = await createUser(app, 'MANAGER');
    staff = manager.headers;
    staffName = manager.user.name;
  });
  afterAll(() => app.close());

  describe("the buyer's history", () => {
    it('counts each kind of OTHER order matched by phone, e-mail or address, and the blacklist', async () => {
      const me = buyer();
      const someone = buyer();
      // the phone written another way, the address in capitals without its comma: the same buyer
      // (each moved on before the next is placed: the shop allows 3 open COD orders a phone)
      const completed = await place({ ...someone, phone: `+84 ${me.phone.slice(1)}` });
      await setRow(completed.order.id, { status: 'Completed', paymentStatus: 'completed' });
      const canceled = await place({ ...someone, email: me.email.toUpperCase() });
      await setRow(canceled.order.id, { status: 'Canceled', paymentStatus: 'failed' });
      const refused = await place({ ...someone, street: me.street.toUpperCase().replace(' ', ', ') });
      await setRow(refused.order.id, {
        status: 'Canceled',
        paymentStatus: 'failed',
        cancelReason: 'REFUSED_AT_DOOR',
      });
      const returned = await place({ ...someone, phone: me.phone });
      await setRow(returned.order.id, { status: 'Returned' });
      const asked = await place({ ...someone, phone: me.phone });
      await setRow(asked.order.id, { status: 'Return Requested' });
      // a parcel failing at the door right now (the carrier's flag, still out): a refusal at the door already
      const failing = await place({ ...someone, phone: me.phone });
      await setRow(failing.order.id, { status: 'Shipped to Carrier', deliveryFlag: 'Khách không nhận hàng' });
      const stranger = await place(buyer());
      await setRow(stranger.order.id, { status: 'Completed' });

      const mine = await place(me);
      // checkout refuses a blacklisted e-mail: the entry comes after the order
      await t.database.db.insert(blacklist).values({ email: me.email, reason: 'BOOM HÀNG' });

      const order = await staffView(mine.order.id);
      const history = {
        placed: 6,
        completed: 1,
        canceled: 1,
        refused: 2,
        returns: 2,
        blacklisted: 1,
        open: 0,
      };
      // the open orders (none of these is) count in the risk; the staff's history list shows the rest
      const { open: _open, ...shown } = history;
      expect(order.buyerHistory).toEqual(shown);
      expect(order.risk).toEqual(codRisk(history, order.total));
      expect(order.risk?.level).toBe('HIGH');
      expect(order.risk?.factors.map((f) => f.rule)).toContain('BLACKLISTED');

      // the other side: the completed order's history holds `mine` (pending) and not itself
      const first = await staffView(completed.order.id);
      expect(first.buyerHistory?.placed).toBe(6);
      expect(first.buyerHistory?.completed).toBe(0);
      // the stranger shares nothing with them
      expect((await staffView(stranger.order.id)).buyerHistory).toMatchObject({ placed: 0, blacklisted: 0 });
    });

    it('stores the risk every COD order was placed at (a first order is LOW, 15)', async () => {
      const { order } = await place(buyer());
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect([row?.riskLevel, row?.riskScore, row?.depositAmount, row?.expiresAt]).toEqual([
        'LOW',
        15,
        0,
        null,
      ]);
      const qr = await place(buyer(), { method: 'QR' });
      expect((await staffView(qr.order.id)).risk).toBeNull();
    });

    it('computes the address key in SQL exactly as the shared searchKey does in JS', async () => {
      const addresses = [
        { street: '42, Đồng Khởi', ward: 'Phường Sài Gòn', province: 'Thành phố Hồ Chí Minh' },
        { street: '42 ĐỒNG  KHỞI', ward: 'phuong sai gon', province: 'THÀNH PHỐ HỒ CHÍ MINH' },
        // decomposed (NFD) input, as some keyboards send it
        { street: '7 Nguyễn Huệ'.normalize('NFD'), ward: 'Bến Nghé', province: 'Đà Nẵng' },
        { street: 'Ấp Mỹ Hòa – Tổ 3/5', ward: 'Xã Ỷ La', province: 'Tuyên Quang' },
      ];
      for (const a of addresses) {
        const result = await t.database.db.execute(
          sql`select ${addressKeySql(sql`${a.street}::text`, sql`${a.ward}::text`, sql`${a.province}::text`)} as key`,
        );
        const [row] = (result as unknown as { rows: { key: string }[] }).rows;
        expect(row?.key).toBe(addressKey(a));
      }
      expect(addressKey(addresses[0]!)).toBe(addressKey(addresses[1]!));
      expect(addressKey(addresses[0]!)).toBe('42 dong khoi phuong sai gon thanh pho ho chi minh');
      // migration 0015 filled the orders placed before it with this very SQL form
      const migration = fs.readFileSync(
        path.resolve(import.meta.dirname, '../../../drizzle/0015_address_key.sql'),
        'utf8',
      );
      const rendered = new PgDialect().sqlToQuery(
        addressKeySql(
          sql.raw(`"shipping"->>'street'`),
          sql.raw(`"shipping"->>'ward'`),
          sql.raw(`"shipping"->>'province'`),
        ),
      );
      const inline = rendered.params.reduce<string>(
        (text, param, i) => text.replace(`$${i + 1}`, `'${String(param).replace(/'/g, "''")}'`),
        rendered.sql,
      );
      expect(migration).toContain(`SET "shipping_address_key" = ${inline};`);
    });

    it('never shows a customer the risk, the history, the calls or the carrier’s fee', async () => {
      const { customer, order } = await place(buyer());
      expect(order.risk).toBeNull();
      const noted = await req('POST', `/order/call/${order.id}`, staff, { outcome: 'NO_ANSWER' });
      expect(noted.statusCode).toBe(200);
      await t.database.db.insert(shipments).values({
        orderId: order.id,
        carrier: 'GHN',
        trackingCode: `GHN${order.code.slice(3)}`,
        status: 'ready_to_pick',
        fee: 32_000,
        codAmount: order.total,
        weight: 300,
        length: 30,
        width: 25,
        height: 3,
      });
      const own = (await req('GET', `/order/${order.id}`, customer.headers)).json().order as Order;
      expect([own.risk, own.buyerHistory, own.calls, own.shipment?.fee]).toEqual([null, null, [], 0]);
      const listed = (await req('GET', '/order', customer.headers)).json().orders as Order[];
      expect(listed[0]).toMatchObject({ id: order.id, risk: null, buyerHistory: null, calls: [] });
      expect(listed[0]?.shipment?.fee).toBe(0);
      const canceled = (await req('POST', `/order/cancel/${order.id}`, customer.headers)).json().order;
      expect([canceled.risk, canceled.calls]).toEqual([null, []]);

      const seen = await staffView(order.id);
      expect(seen.shipment?.fee).toBe(32_000);
      expect(seen.calls).toHaveLength(1);
      expect(seen.risk?.level).toBe('LOW');
      const list = (await req('GET', `/order?q=${order.code}`, staff)).json().orders as Order[];
      expect(list[0]?.risk?.score).toBe(seen.risk?.score);
    });
  });

  describe('the "To confirm" queue', () => {
    it('lists pending COD orders only, riskiest first, then oldest first, with what staff need', async () => {
      const low1 = await place(buyer());
      const risky = buyer();
      const before = await place(risky);
      await setRow(before.order.id, { status: 'Canceled', cancelReason: 'REFUSED_AT_DOOR' });
      // one delivered order too: a refusal at the door after a delivery is a call (MEDIUM), not a deposit
      const delivered = await place(risky);
      await setRow(delivered.order.id, { status: 'Completed' });
      const medium = await place(risky);
      const low2 = await place(buyer());
      const qr = await place(buyer(), { method: 'QR' });
      const confirmed = await place(buyer());
      await setRow(confirmed.order.id, { status: 'Confirmed' });
      // created a moment apart, so that "oldest first" has something to decide
      await setRow(low1.order.id, { createdAt: new Date(Date.now() - 60_000) });

      const res = await req('GET', '/order?queue=to-confirm&pageSize=100', staff);
      expect(res.statusCode).toBe(200);
      const listed = res.json().orders as Order[];
      const ours = [low1, medium, low2, qr, confirmed, before, delivered].map((x) => x.order.id);
      expect(listed.map((o) => o.id).filter((id) => ours.includes(id))).toEqual([
        medium.order.id,
        low1.order.id,
        low2.order.id,
      ]);
      expect(listed.every((o) => o.status === 'Pending' && o.paymentMethod === 'COD')).toBe(true);
      const scores = listed.map((o) => o.risk!.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const top = listed.find((o) => o.id === medium.order.id)!;
      expect(top.risk).toMatchObject({ level: 'MEDIUM', score: 40 });
      expect(top.buyerHistory).toMatchObject({ placed: 2, completed: 1, refused: 1 });
      expect(top).toMatchObject({ confirmedByBuyer: false, depositAmount: 0, depositPaid: false, calls: [] });

      // pages of the sorted queue
      const total = res.json().total as number;
      expect(total).toBe(listed.length);
      const page2 = (await req('GET', '/order?queue=to-confirm&pageSize=1&page=2', staff)).json();
      expect(page2.orders.map((o: Order) => o.id)).toEqual([listed[1]!.id]);
      expect(page2.total).toBe(total);
    });

    it('responds 403 to a customer and 401 without a session', async () => {
      const { customer } = await place(buyer());
      const res = await req('GET', '/order?queue=to-confirm', customer.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect((await req('GET', '/order?queue=to-confirm')).statusCode).toBe(401);
      expect((await req('GET', '/order?queue=everything', staff)).statusCode).toBe(400);
    });
  });

  describe('cancel with a reason', () => {
    it('staff give a reason and a note: the order keeps the reason, its history the note', async () => {
      const { order, product } = await place(buyer());
      const res = await req('POST', `/order/cancel/${order.id}`, staff, {
        reason: 'BUYER_UNREACHABLE',
        note: 'Called 3 times',
      });
      expect(res.statusCode, res.body).toBe(200);
      const canceled = res.json().order as Order;
      expect([canceled.status, canceled.cancelReason, canceled.paymentStatus]).toEqual([
        'Canceled',
        'BUYER_UNREACHABLE',
        'failed',
      ]);
      expect(canceled.history.at(-1)).toMatchObject({
        by: 'staff',
        byName: staffName,
        note: 'Called 3 times',
      });
      expect(canceled.risk).not.toBeNull();
      const [size] = await t.database.db
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, product.id));
      expect(size?.stock).toBe(10);
      // a replay finds it canceled: nothing more comes back
      const again = await req('POST', `/order/cancel/${order.id}`, staff, { reason: 'OTHER' });
      expect(again.statusCode).toBe(409);
      expect((await staffView(order.id)).cancelReason).toBe('BUYER_UNREACHABLE');
    });

    it("ignores a customer's reason; refuses a system reason or a long note from staff, changing nothing", async () => {
      const { customer, order } = await place(buyer());
      for (const body of [
        { reason: 'UNCONFIRMED' },
        { reason: 'REFUSED_AT_DOOR' },
        { note: 'x'.repeat(501) },
        { reason: 42 },
      ]) {
        const res = await req('POST', `/order/cancel/${order.id}`, staff, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
      expect((await staffView(order.id)).status).toBe('Pending');
      const other = await createUser(app);
      expect(
        (await req('POST', `/order/cancel/${order.id}`, other.headers, { reason: 'OTHER' })).statusCode,
      ).toBe(404);
      expect((await req('POST', `/order/cancel/${order.id}`, {}, { reason: 'OTHER' })).statusCode).toBe(401);
      const own = await req('POST', `/order/cancel/${order.id}`, customer.headers, {
        reason: 'SUSPECTED_FAKE',
        note: 'hidden?',
      });
      expect(own.statusCode).toBe(200);
      const row = (await staffView(order.id)) as Order;
      expect([row.status, row.cancelReason, row.history.at(-1)?.note]).toEqual(['Canceled', null, null]);
    });

    it('two staff canceling at once: one cancel, one reason, the stock back once', async () => {
      const { order, product } = await place(buyer());
      const results = await Promise.all(
        (['BUYER_UNREACHABLE', 'OUT_OF_AREA', 'OTHER'] as const).map((reason) =>
          req('POST', `/order/cancel/${order.id}`, staff, { reason }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const won = results.find((r) => r.statusCode === 200)!.json().order as Order;
      expect((await staffView(order.id)).cancelReason).toBe(won.cancelReason);
      const [size] = await t.database.db
        .select()
        .from(productSizes)
        .where(eq(productSizes.productId, product.id));
      expect(size?.stock).toBe(10);
    });
  });

  describe('calls to the buyer', () => {
    it('staff note a call with its outcome and their name; each call is kept', async () => {
      const { order } = await place(buyer());
      const res = await req('POST', `/order/call/${order.id}`, staff, {
        outcome: 'CALL_BACK',
        note: ' after 6 pm ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Call noted');
      expect(res.json().order.calls).toEqual([
        { outcome: 'CALL_BACK', note: 'after 6 pm', byName: staffName, at: expect.any(String) },
      ]);
      // concurrent notes all land (each is an event of its own), and the order did not move
      await Promise.all(
        ['NO_ANSWER', 'NO_ANSWER', 'CONFIRMED'].map((outcome) =>
          req('POST', `/order/call/${order.id}`, staff, { outcome }),
        ),
      );
      const rows = await t.database.db.select().from(orderCalls).where(eq(orderCalls.orderId, order.id));
      expect(rows).toHaveLength(4);
      const seen = await staffView(order.id);
      expect([seen.status, seen.calls.length]).toEqual(['Pending', 4]);
    });

    it('refuses customers (403), visitors (401), unknown orders (404) and bad input (400)', async () => {
      const { customer, order } = await place(buyer());
      expect(
        (await req('POST', `/order/call/${order.id}`, customer.headers, { outcome: 'CONFIRMED' })).statusCode,
      ).toBe(403);
      expect((await req('POST', `/order/call/${order.id}`, {}, { outcome: 'CONFIRMED' })).statusCode).toBe(
        401,
      );
      expect(
        (
          await req('POST', '/order/call/00000000-0000-4000-8000-000000000000', staff, {
            outcome: 'CONFIRMED',
          })
        ).statusCode,
      ).toBe(404);
      expect((await req('POST', '/order/call/not-a-uuid', staff, { outcome: 'CONFIRMED' })).statusCode).toBe(
        404,
      );
      for (const body of [{ outcome: 'MAYBE' }, { outcome: 'CONFIRMED', note: 'x'.repeat(501) }, {}]) {
        expect((await req('POST', `/order/call/${order.id}`, staff, body)).statusCode).toBe(400);
      }
      const rows = await t.database.db.select().from(orderCalls).where(eq(orderCalls.orderId, order.id));
      expect(rows).toHaveLength(0);
      const history = await t.database.db
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, order.id)));
      expect(history).toHaveLength(1);
    });
  });
});
