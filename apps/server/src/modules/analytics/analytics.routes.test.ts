import {
  type AnalyticsDaily,
  type AnalyticsSales,
  type AnalyticsSummary,
  type AnalyticsTopProducts,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentStatus,
  type ProductSales,
  type Size,
} from '@shop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, placeOk } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { orderItems, orders, users } from '../../db/schema/index.js';

type Headers = Record<string, string>;

/** The test's own reading of "Vietnam day" (UTC+7, no daylight saving): independent of the server's SQL. */
const vnDate = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

interface Line {
  productId: string;
  size: Size;
  quantity: number;
  unitPrice: number;
}
interface MadeOrder {
  id: string;
  userId: string | null;
  createdAt: Date;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: number;
  lines: Line[];
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('analytics', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;
  const made: MadeOrder[] = [];
  const range = { from: '2026-03-01', to: '2026-03-10' };
  let p1: { id: string; name: string };
  let p2: { id: string; name: string };
  let p3: { id: string; name: string };
  let hidden: { id: string };
  let stockpile: { id: string; name: string };
  const get = <T>(url: string, headers = staff) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    });
  const qs = (extra: Record<string, string | number> = {}) =>
    `?${new URLSearchParams(Object.entries({ ...range, ...extra }).map(([k, v]): [string, string] => [k, String(v)]))}`;

  /** An order straight in the database, placed at `createdAt`, in the given states. */
  async function insertOrder(o: Omit<MadeOrder, 'id' | 'total'>, n: number) {
    const subtotal = o.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const shippingFee = subtotal >= 850_000 ? 15_000 : subtotal >= 560_000 ? 10_000 : 0;
    const discount = n % 4 === 0 ? 20_000 : 0;
    const total = subtotal - discount + shippingFee;
    const [row] = await t.database.db
      .insert(orders)
      .values({
        code: `DH-T${String(n).padStart(5, '0')}`,
        userId: o.userId,
        status: o.status,
        paymentMethod: n % 2 ? 'COD' : 'QR',
        paymentStatus: o.paymentStatus,
        shipping: {
          name: 'Lan',
          phone: '0912345678',
          email: 'lan@example.vn',
          country: 'Vietnam',
          province: 'TP.HCM',
          ward: 'Phường Sài Gòn',
          street: '1 Lê Lợi',
        },
        shippingPhone: '0912345678',
        shippingEmail: 'lan@example.vn',
        subtotal,
        discount,
        rankName: 'Blush Babe',
        shippingFee,
        total,
        createdAt: o.createdAt,
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderItems).values(
      o.lines.map((l, position) => ({
        orderId: row!.id,
        productId: l.productId,
        name: 'snapshot name',
        size: l.size,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        lineTotal: l.unitPrice * l.quantity,
        position,
      })),
    );
    made.push({ ...o, id: row!.id, total });
  }

  // ── what the test expects, computed from the orders it made ─────────────────────────────────────
  const inRange = (o: MadeOrder, r = range) => vnDate(o.createdAt) >= r.from && vnDate(o.createdAt) <= r.to;
  const counts = (o: MadeOrder) =>
    o.paymentStatus === 'completed' && o.status !== 'Canceled' && o.status !== 'Returned';
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    app = t.app;
    staff = (await createUser(app, 'MANAGER')).headers;
    p1 = await createProduct(app, { name: 'Áo lụa', price: 350_000, sizes: { S: 10, M: 3 } });
    p2 = await createProduct(app, { name: 'Chân váy', price: 420_000, sizes: { S: 2, L: 40 } });
    p3 = await createProduct(app, { name: 'Váy ngủ', price: 199_000, sizes: { XS: 7 } });
    hidden = await createProduct(app, { name: 'Hidden', visible: false, sizes: { S: 0 } });
    const buyers = [];
    for (let i = 0; i < 5; i++) buyers.push((await createUser(app)).user.id);

    // orders on both sides of each edge of the range, at Vietnam midnight (UTC 17:00 the day before)
    const edges: [string, OrderStatus, PaymentStatus][] = [
      ['2026-02-28T16:59:59.999Z', 'Completed', 'completed'], // 28 Feb 23:59:59 in Vietnam: outside
      ['2026-02-28T17:00:00.000Z', 'Completed', 'completed'], // 1 Mar 00:00: inside
      ['2026-03-10T16:59:59.999Z', 'Confirmed', 'completed'], // 10 Mar 23:59:59: inside
      ['2026-03-10T17:00:00.000Z', 'Completed', 'completed'], // 11 Mar 00:00: outside
      ['2026-03-05T18:30:00.000Z', 'Completed', 'completed'], // 6 Mar in Vietnam, 5 Mar in UTC
    ];
    let n = 0;
    for (const [at, status, paymentStatus] of edges) {
      n++;
      await insertOrder(
        {
          userId: buyers[n % buyers.length]!,
          createdAt: new Date(at),
          status,
          paymentStatus,
          lines: [{ productId: p1.id, size: 'S', quantity: n, unitPrice: 350_000 }],
        },
        n,
      );
    }
    // and a spread of orders in every state around the range, some with several lines
    const rnd = random(42);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const products: [{ id: string }, Size, number][] = [
      [p1, 'S', 350_000],
      [p1, 'M', 350_000],
      [p2, 'S', 420_000],
      [p2, 'L', 399_000],
      [p3, 'XS', 199_000],
    ];
    for (let i = 0; i < 45; i++) {
      n++;
      const status = pick(ORDER_STATUSES);
      const paymentStatus: PaymentStatus =
        status === 'Returned'
          ? pick(['refunded', 'completed'] as const)
          : pick(['pending', 'completed', 'failed'] as const);
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
        const [product, size, unitPrice] = pick(products);
        return { productId: product.id, size, quantity: 1 + Math.floor(rnd() * 3), unitPrice };
      });
      await insertOrder(
        {
          userId: i % 7 === 0 ? null : pick(buyers),
          // 24 Feb … 15 Mar, any hour
          createdAt: new Date(Date.parse('2026-02-24T00:00:00Z') + Math.floor(rnd() * 20 * 24) * 3_600_000),
          status,
          paymentStatus,
          lines,
        },
        n,
      );
    }
    // canceled and returned orders whose payment completed, inside the range: never revenue
    for (const status of ['Canceled', 'Returned'] as const) {
      n++;
      await insertOrder(
        {
          userId: buyers[0]!,
          createdAt: new Date('2026-03-03T05:00:00Z'),
          status,
          paymentStatus: 'completed',
          lines: [{ productId: p3.id, size: 'XS', quantity: 9, unitPrice: 199_000 }],
        },
        n,
      );
    }

    // two real orders through checkout, completed by staff (COD is paid on completion), then dated
    // inside the range
    stockpile = await createProduct(app, { name: 'Stockpile', price: 500_000, sizes: { M: 100 } });
    for (const day of ['2026-03-02T03:00:00Z', '2026-03-08T10:00:00Z']) {
      const buyer = await createUser(app);
      await addToCart(app, buyer.headers, [{ productId: stockpile.id, size: 'M', quantity: 2 }]);
      // an address of its own: the orders above, to SHIPPING_VN's phone, are open COD orders, and
      // the shop allows 3 a phone
      const { order } = await placeOk(
        app,
        buyer.headers,
        'COD',
        checkoutBody({ phone: `0907${day.slice(8, 10)}0000`, street: `${day.slice(8, 10)} Lê Lợi` }),
      );
      for (const status of ['Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed']) {
        const res = await app.inject({
          method: 'PATCH',
          url: `/api/order/edit-order/${order.id}`,
          headers: staff,
          payload: { status },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await t.database.db
        .update(orders)
        .set({ createdAt: new Date(day) })
        .where(eq(orders.id, order.id));
      made.push({
        id: order.id,
        userId: buyer.user.id,
        createdAt: new Date(day),
        status: 'Completed',
        paymentStatus: 'completed',
        total: order.total,
        lines: [{ productId: stockpile.id, size: 'M', quantity: 2, unitPrice: order.items[0]!.unitPrice }],
      });
    }
    const real = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.slice(-2).map((o) => o.id),
        ),
      );
    expect(real.map((o) => o.paymentStatus)).toEqual(['completed', 'completed']);
  });
  afterAll(() => app.close());

  it('sums revenue of paid orders only, and counts orders, customers and statuses of the range', async () => {
    const inside = made.filter((o) => inRange(o));
    const paid = inside.filter(counts);
    // the data must exercise each rule, or the test proves nothing
    expect(inside.some((o) => !counts(o) && o.paymentStatus === 'completed')).toBe(true);
    expect(made.some((o) => !inRange(o) && counts(o))).toBe(true);
    const revenue = sum(paid.map((o) => o.total));
    const body = await get<AnalyticsSummary>(`/analytic${qs()}`);
    expect(body).toMatchObject({
      from: range.from,
      to: range.to,
      revenue,
      orders: inside.length,
      paidOrders: paid.length,
      averageOrderValue: Math.round(revenue / paid.length),
      customers: new Set(inside.map((o) => o.userId).filter(Boolean)).size,
    });
    const byStatus = Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, inside.filter((o) => o.status === s).length]),
    );
    expect(body.ordersByStatus).toEqual(byStatus);
  });

  it('counts the customer accounts created in the range as new customers (staff excluded)', async () => {
    const db = t.database.db;
    const inside = [await createUser(app), await createUser(app), await createUser(app)];
    const outside = await createUser(app);
    const manager = await createUser(app, 'MANAGER');
    const at = (iso: string, id: string) =>
      db
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, id));
    await at('2026-02-28T17:00:00Z', inside[0]!.user.id);
    await at('2026-03-05T09:00:00Z', inside[1]!.user.id);
    await at('2026-03-10T16:59:00Z', inside[2]!.user.id);
    await at('2026-03-10T17:00:00Z', outside.user.id);
    await at('2026-03-05T09:00:00Z', manager.user.id);
    const body = await get<AnalyticsSummary>(`/analytic${qs()}`);
    expect(body.newCustomers).toBe(3);
  });

  it('lists visible sizes at or below the threshold, lowest stock first', async () => {
    const body = await get<AnalyticsSummary>(`/analytic${qs()}`);
    expect(body.lowStockThreshold).toBe(5);
    expect(body.lowStock).toEqual([
      { productId: p2.id, name: 'Chân váy', size: 'S', stock: 2 },
      { productId: p1.id, name: 'Áo lụa', size: 'M', stock: 3 },
    ]);
    expect(body.lowStock.some((l) => l.productId === hidden.id)).toBe(false);
    const wider = await get<AnalyticsSummary>(`/analytic${qs({ lowStockThreshold: 7 })}`);
    expect(wider.lowStock.map((l) => l.stock)).toEqual([2, 3, 7]);
  });

  it('gives one point per Vietnam day, zero-filled, summing to the totals', async () => {
    const body = await get<AnalyticsDaily>(`/analytic/daily${qs()}`);
    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    for (const day of body.days) {
      const that = made.filter((o) => vnDate(o.createdAt) === day.date);
      expect(day, day.date).toEqual({
        date: day.date,
        orders: that.length,
        revenue: sum(that.filter(counts).map((o) => o.total)),
      });
    }
    // the order placed at 18:30 UTC on 5 March is 6 March in Vietnam
    const sixth = body.days.find((d) => d.date === '2026-03-06')!;
    expect(sixth.orders).toBeGreaterThan(0);
  });

  it('zero-fills a range without orders', async () => {
    const body = await get<AnalyticsDaily>('/analytic/daily?from=2025-01-01&to=2025-01-03');
    expect(body.days).toEqual([
      { date: '2025-01-01', revenue: 0, orders: 0 },
      { date: '2025-01-02', revenue: 0, orders: 0 },
      { date: '2025-01-03', revenue: 0, orders: 0 },
    ]);
  });

  it('defaults to the last 30 days up to today in Vietnam', async () => {
    const body = await get<AnalyticsDaily>('/analytic/daily');
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(vnDate(new Date()));
    expect(body.days.at(-1)?.date).toBe(body.to);
  });

  it.each([
    'day',
    'week',
    'month',
  ] as const)('groups sales by %s, counting only orders inside the range', async (groupBy) => {
    const body = await get<AnalyticsSales>(`/analytic/sales${qs({ groupBy })}`);
    const periodOf = (d: string) => {
      if (groupBy === 'day') return d;
      if (groupBy === 'month') return d.slice(0, 7);
      const date = new Date(`${d}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
      return date.toISOString().slice(0, 10);
    };
    const expectedPeriods = {
      day: 10,
      week: 3, // Mon 23 Feb (holding Sun 1 Mar), 2 Mar, 9 Mar
      month: 1,
    }[groupBy];
    expect(body.periods).toHaveLength(expectedPeriods);
    if (groupBy === 'week')
      expect(body.periods.map((p) => p.period)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    for (const p of body.periods) {
      const that = made.filter((o) => inRange(o) && periodOf(vnDate(o.createdAt)) === p.period);
      const paid = that.filter(counts);
      expect(p, p.period).toEqual({
        period: p.period,
        orders: that.length,
        revenue: sum(paid.map((o) => o.total)),
        units: sum(paid.flatMap((o) => o.lines.map((l) => l.quantity))),
      });
    }
  });

  it('ranks products by units then revenue over counted orders', async () => {
    const body = await get<AnalyticsTopProducts>(`/analytic/top-products${qs({ limit: 3 })}`);
    const tally = new Map<string, { units: number; revenue: number }>();
    for (const o of made.filter((o) => inRange(o) && counts(o))) {
      for (const l of o.lines) {
        const x = tally.get(l.productId) ?? { units: 0, revenue: 0 };
        x.units += l.quantity;
        x.revenue += l.quantity * l.unitPrice;
        tally.set(l.productId, x);
      }
    }
    const expected = [...tally.entries()]
      .sort(([a, x], [b, y]) => y.units - x.units || y.revenue - x.revenue || (a < b ? -1 : 1))
      .slice(0, 3)
      .map(([productId, x]) => ({ productId, ...x }));
    expect(body.products.map(({ productId, units, revenue }) => ({ productId, units, revenue }))).toEqual(
      expected,
    );
    // names are the products' current names, not the lines' snapshots
    const names = new Map([p1, p2, p3, stockpile].map((p) => [p.id, p.name]));
    expect(body.products.map((p) => p.name)).toEqual(body.products.map((p) => names.get(p.productId)));
  });

  it("shows one product's units and revenue by size and by day", async () => {
    const body = await get<ProductSales>(`/analytic/single_product/${p1.id}${qs()}`);
    const lines = made
      .filter((o) => inRange(o) && counts(o))
      .flatMap((o) => o.lines.filter((l) => l.productId === p1.id).map((l) => ({ ...l, o })));
    expect(body).toMatchObject({
      productId: p1.id,
      name: 'Áo lụa',
      units: sum(lines.map((l) => l.quantity)),
      revenue: sum(lines.map((l) => l.quantity * l.unitPrice)),
      orders: new Set(lines.map((l) => l.o.id)).size,
    });
    expect(body.bySize).toEqual(
      (['S', 'M'] as const).map((size) => ({
        size,
        units: sum(lines.filter((l) => l.size === size).map((l) => l.quantity)),
        revenue: sum(lines.filter((l) => l.size === size).map((l) => l.quantity * l.unitPrice)),
        stock: size === 'S' ? 10 : 3,
      })),
    );
    expect(body.daily).toHaveLength(10);
    for (const d of body.daily) {
      const that = lines.filter((l) => vnDate(l.o.createdAt) === d.date);
      expect(d).toEqual({
        date: d.date,
        units: sum(that.map((l) => l.quantity)),
        revenue: sum(that.map((l) => l.quantity * l.unitPrice)),
      });
    }
  });

  it('responds 404 for an unknown product and 400 for a bad range, naming the field', async () => {
    const call = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: staff });
    for (const url of [
      '/analytic/single_product/00000000-0000-4000-8000-000000000000',
      '/analytic/single_product/not-a-uuid',
    ]) {
      const res = await call(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
    }
    const bad: [string, string][] = [
      ['/analytic?from=2026-03-10&to=2026-03-01', 'from'],
      ['/analytic/daily?from=2026-02-30', 'from'],
      ['/analytic/daily?to=10-03-2026', 'to'],
      ['/analytic/daily?from=2020-01-01&to=2026-01-01', 'to'],
      ['/analytic/sales?groupBy=year', 'groupBy'],
      ['/analytic/top-products?limit=0', 'limit'],
      ['/analytic?lowStockThreshold=-1', 'lowStockThreshold'],
    ];
    for (const [url, field] of bad) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error, url).toMatch(new RegExp(`^${field}: `));
    }
  });

  // Last: it changes the orders. Past days are read from a rollup (README.md); any write must show at once.
  it('counts the current orders right after any change to a past day', async () => {
    const db = t.database.db;
    /** every endpoint against `made`, as it now stands */
    const check = async (step: string) => {
      const inside = made.filter((o) => inRange(o));
      const paid = inside.filter(counts);
      const summary = await get<AnalyticsSummary>(`/analytic${qs()}`);
      expect(summary, step).toMatchObject({
        orders: inside.length,
        paidOrders: paid.length,
        revenue: sum(paid.map((o) => o.total)),
        customers: new Set(inside.map((o) => o.userId).filter(Boolean)).size,
      });
      const daily = await get<AnalyticsDaily>(`/analytic/daily${qs()}`);
      for (const day of daily.days) {
        const that = inside.filter((o) => vnDate(o.createdAt) === day.date);
        expect(day, `${step}: ${day.date}`).toEqual({
          date: day.date,
          orders: that.length,
          revenue: sum(that.filter(counts).map((o) => o.total)),
        });
      }
      const sales = await get<AnalyticsSales>(`/analytic/sales${qs({ groupBy: 'month' })}`);
      expect(sales.periods[0]?.units, step).toBe(sum(paid.flatMap((o) => o.lines.map((l) => l.quantity))));
      const lines = paid.flatMap((o) =>
        o.lines.filter((l) => l.productId === p1.id).map((l) => ({ ...l, o })),
      );
      const product = await get<ProductSales>(`/analytic/single_product/${p1.id}${qs()}`);
      expect(product, step).toMatchObject({
        units: sum(lines.map((l) => l.quantity)),
        revenue: sum(lines.map((l) => l.quantity * l.unitPrice)),
        orders: new Set(lines.map((l) => l.o.id)).size,
      });
      const top = await get<AnalyticsTopProducts>(`/analytic/top-products${qs({ limit: 10 })}`);
      expect(top.products.find((x) => x.productId === p1.id)?.units ?? 0, step).toBe(product.units);
    };
    await check('before any change'); // and the range's days are rolled up

    // staff cancel through the API (the order at 23:59:59 on 10 March in Vietnam, Confirmed and paid)
    const late = made.find((o) => o.createdAt.toISOString() === '2026-03-10T16:59:59.999Z')!;
    const res = await app.inject({ method: 'POST', url: `/api/order/cancel/${late.id}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    const [canceled] = await db.select().from(orders).where(eq(orders.id, late.id));
    Object.assign(late, { status: canceled!.status, paymentStatus: canceled!.paymentStatus });
    expect(late.status).toBe('Canceled');
    await check('canceled by staff');

    // a status change straight in the database, on 6 March in Vietnam (5 March in UTC)
    const sixth = made.find((o) => o.createdAt.toISOString() === '2026-03-05T18:30:00.000Z')!;
    await db.update(orders).set({ status: 'Returned' }).where(eq(orders.id, sixth.id));
    sixth.status = 'Returned';
    await check('returned on 6 March');

    // a line's quantity
    const lined = made.find((o) => inRange(o) && counts(o) && o.lines[0]?.productId === p1.id)!;
    await db
      .update(orderItems)
      .set({ quantity: 7, lineTotal: 7 * lined.lines[0]!.unitPrice })
      .where(and(eq(orderItems.orderId, lined.id), eq(orderItems.position, 0)));
    lined.lines[0]!.quantity = 7;
    await check('a line changed');

    // an order moves out of the range, another is deleted with its lines
    const moved = made.find((o) => inRange(o) && counts(o) && o.id !== lined.id)!;
    const movedTo = new Date('2026-03-11T02:00:00Z');
    await db.update(orders).set({ createdAt: movedTo }).where(eq(orders.id, moved.id));
    moved.createdAt = movedTo;
    const gone = made.find((o) => inRange(o) && counts(o) && o.id !== lined.id)!;
    await db.delete(orders).where(eq(orders.id, gone.id));
    made.splice(made.indexOf(gone), 1);
    await check('moved and deleted');

    // a customer who ordered before the range and late in it orders earlier in it: still one customer
    const newcomer = (await createUser(app)).user.id;
    const line = { productId: p2.id, size: 'L' as const, quantity: 1, unitPrice: 399_000 };
    const base = { userId: newcomer, status: 'Completed' as const, paymentStatus: 'completed' as const };
    await insertOrder({ ...base, createdAt: new Date('2026-02-25T03:00:00Z'), lines: [line] }, 901);
    await insertOrder({ ...base, createdAt: new Date('2026-03-09T03:00:00Z'), lines: [line] }, 902);
    await check('a new customer');
    await insertOrder({ ...base, createdAt: new Date('2026-03-04T03:00:00Z'), lines: [line] }, 903);
    await check('their earlier order');
  });
});
