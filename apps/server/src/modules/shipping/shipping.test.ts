import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Category, Order, PaymentMethod, Shipment } from '@shop/shared';
import { type FakeGhn, startFakeGhn } from '@shop/test-fakes/ghn';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkoutBody, orderRow, placeOk, SHIPPING_VN, stockOf } from '../../../test/orders.js';
import { createProduct } from '../../../test/products.js';
import { createTestApp, onPostgres, type TestApp, testConfig } from '../../../test/test-app.js';
import { createUser } from '../../../test/users.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { mailOutbox, orderHistory, orders, shipmentEvents, shipments } from '../../db/schema/index.js';
import { lifetimeSpend } from '../cart/lifetime-spend.js';
import type { CarrierClient } from './carrier.js';
import { GhnClient } from './ghn.client.js';
import { ShippingService } from './shipping.service.js';

type Headers = Record<string, string>;
const WEBHOOK_TOKEN = 'ghn-callback-token-0123456789';

/**
 * Shipping with GHN end to end, the fake GHN on loopback speaking GHN's
 * wire format and posting its callbacks to the app over real HTTP.
 */
describe('shipping with GHN', () => {
  let ghn: FakeGhn;
  let t: TestApp;
  let app: FastifyInstance;
  let staff: Headers;
  /** the buyer of the latest order (confirmedOrder) */
  let customer: Awaited<ReturnType<typeof createUser>>;
  let placedCount = 0;
  let callbackUrl: string;

  const req = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  /** A placed order confirmed by staff, of `quantity` pieces of a product of `category`. */
  async function confirmedOrder(
    options: { method?: PaymentMethod; quantity?: number; category?: Category; confirm?: boolean } = {},
  ) {
    // a buyer, phone and street of its own: the shop allows 3 open COD orders an account, a
    // phone and an address (and counts the open ones in the risk)
    customer = await createUser(app);
    placedCount += 1;
    const product = await createProduct(app, { category: options.category ?? 'Sweater', sizes: { S: 10 } });
    await addToCart(app, customer.headers, [{ productId: product.id, quantity: options.quantity ?? 1 }]);
    const { order } = await placeOk(
      app,
      customer.headers,
      options.method ?? 'COD',
      checkoutBody({
        phone: `0906${String(100_000 + placedCount).slice(-6)}`,
        street: `${placedCount} Đồng Khởi`,
      }),
    );
    if (options.confirm !== false) {
      const res = await req('PATCH' as 'POST', `/order/edit-order/${order.id}`, staff, {
        status: 'Confirmed',
      });
      expect(res.statusCode).toBe(200);
    }
    return { order, product };
  }

  async function ship(orderId: string, body: object = {}) {
    const res = await req('POST', `/order/ship/${orderId}`, staff, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order: Order; shipment: Shipment };
  }

  const shipmentOf = async (orderId: string) =>
    (await t.database.db.select().from(shipments).where(eq(shipments.orderId, orderId)))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .at(-1)!;
  const eventsOf = async (shipmentId: string) =>
    t.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
  /** status mails queued to the test customer's checkout address (every order here has it) */
  const statusMailCount = async () =>
    (
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, SHIPPING_VN.email), eq(mailOutbox.kind, 'order-status')))
    ).length;
  const historyOf = async (orderId: string) =>
    t.database.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));

  beforeAll(async () => {
    ghn = await startFakeGhn();
    t = await createTestApp({
      GHN_API_BASE: ghn.base,
      GHN_TOKEN: ghn.token,
      GHN_SHOP_ID: ghn.shopId,
      GHN_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
    app = t.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    callbackUrl = `http://127.0.0.1:${port}/api/shipping/ghn/callback?token=${WEBHOOK_TOKEN}`;
    ghn.setCallbackUrl(callbackUrl);
    staff = (await createUser(app, 'MANAGER')).headers;
    customer = await createUser(app);
  });

  afterAll(async () => {
    await app?.close();
    await ghn?.stop();
  });

  it('ships a COD order: GHN gets the order in its format, the order is Being Packed, staff see the fee', async () => {
    const { order } = await confirmedOrder({ quantity: 2 });
    const before = ghn.calls.length;
    const { order: shipped, shipment } = await ship(order.id, { note: 'Hàng dễ nhăn' });

    const create = ghn.calls.slice(before).find((c) => c.path.endsWith('/shipping-order/create'))!;
    expect(create.headers).toEqual({ token: ghn.token, shopId: ghn.shopId });
    expect(create.body).toMatchObject({
      client_order_code: order.code,
      cod_amount: order.total,
      payment_type_id: 1,
      required_note: 'CHOXEMHANGKHONGTHU',
      service_type_id: 2,
      to_name: order.shipping.name,
      to_phone: order.shipping.phone.replace(/\D/g, ''),
      to_ward_name: order.shipping.ward,
      to_province_name: order.shipping.province,
      // two sweaters: 2 × 500 g, the sweater box 2 cm taller for the second piece
      weight: 1000,
      length: 35,
      width: 30,
      height: 8,
      items: [
        { name: `${order.items[0]!.name} (S)`, quantity: 2, price: order.items[0]!.unitPrice, weight: 500 },
      ],
    });
    const fake = ghn.shipments.get(shipment.trackingCode)!;
    expect(shipment).toMatchObject({
      carrier: 'GHN',
      trackingCode: fake.order_code,
      fee: fake.total_fee,
      codAmount: order.total,
      status: 'ready_to_pick',
      events: [{ status: 'ready_to_pick' }],
    });
    expect(fake.total_fee).toBeGreaterThan(0);
    expect(shipped.status).toBe('Being Packed');
    expect(shipped.shipment).toMatchObject({ trackingCode: shipment.trackingCode, fee: fake.total_fee });
    const history = await historyOf(order.id);
    expect(history.at(-1)).toMatchObject({
      status: 'Being Packed',
      actor: 'staff',
      note: `GHN shipment ${shipment.trackingCode} created`,
    });
    // the customer's own order shows the shipment, not the shop's cost
    const own = (await req('GET', `/order/${order.id}`, customer.headers)).json().order as Order;
    expect(own.shipment).toMatchObject({ trackingCode: shipment.trackingCode, fee: 0 });
  });

  it('whole journey: label, picked, delivered → Completed, COD paid, counted in the lifetime spend', async () => {
    const { order } = await confirmedOrder();
    const spendBefore = await lifetimeSpend(t.database.db, customer.user.id);
    const { shipment } = await ship(order.id);
    const code = shipment.trackingCode;

    const label = await req('GET', `/order/labels?ids=${order.id}`, staff);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toMatch(/text\/html/);
    expect(label.body).toContain(code);

    expect(await ghn.advance(code, 'picking')).toBe(200);
    expect((await orderRow(app, order.id)).status).toBe('Being Packed');
    expect(await ghn.advance(code, 'picked')).toBe(200);
    expect((await orderRow(app, order.id)).status).toBe('Shipped to Carrier');
    expect(await ghn.advance(code, 'delivering')).toBe(200);
    expect(await ghn.advance(code, 'delivered')).toBe(200);

    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'Completed',
      paymentStatus: 'completed',
      deliveryFlag: null,
    });
    const row = await shipmentOf(order.id);
    expect(row).toMatchObject({ status: 'delivered', codCollected: order.total });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const events = (await eventsOf(row.id)).map((e) => e.status).sort();
    expect(events).toEqual(['delivered', 'delivering', 'picked', 'picking', 'ready_to_pick']);
    expect(await lifetimeSpend(t.database.db, customer.user.id)).toBe(spendBefore + order.total);
  });

  it('a failed delivery flags the order with the reason; returned cancels it as refused at the door, stock back', async () => {
    const { order, product } = await confirmedOrder({ quantity: 3 });
    expect(await stockOf(app, product.id)).toBe(7);
    const { shipment } = await ship(order.id);
    const code = shipment.trackingCode;
    await ghn.advance(code, 'picked');
    await ghn.advance(code, 'delivering');
    expect(await ghn.advance(code, 'delivery_fail', { reason: 'Khách không nghe máy' })).toBe(200);
    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'Shipped to Carrier',
      deliveryFlag: 'Khách không nghe máy',
    });
    await ghn.advance(code, 'waiting_to_return', { reason: 'Khách từ chối nhận hàng' });
    expect((await orderRow(app, order.id)).deliveryFlag).toBe('Khách từ chối nhận hàng');
    await ghn.advance(code, 'return');
    // a status without a reason keeps the reason staff read, which says why
    expect((await orderRow(app, order.id)).deliveryFlag).toBe('Khách từ chối nhận hàng');
    await ghn.advance(code, 'returned');
    expect(await orderRow(app, order.id)).toMatchObject({
      status: 'Canceled',
      cancelReason: 'REFUSED_AT_DOOR',
      deliveryFlag: 'Khách từ chối nhận hàng',
    });
    expect(await stockOf(app, product.id)).toBe(10);
    expect((await shipmentOf(order.id)).status).toBe('returned');
    // the shop keeps the carrier's reason on the event
    const fail = (await eventsOf(shipment && (await shipmentOf(order.id)).id)).find(
      (e) => e.status === 'delivery_fail',
    );
    expect(fail?.note).toBe('Khách không nghe máy');
  });

  it('a duplicated callback adds nothing; a late one from an earlier stage changes nothing but the history', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await ship(order.id);
    const code = shipment.trackingCode;
    await ghn.advance(code, 'picked');
    const id = (await shipmentOf(order.id)).id;
    const events = (await eventsOf(id)).length;
    const history = (await historyOf(order.id)).length;
    expect(await ghn.sendCallback(ghn.callbackBody(code))).toBe(200);
    expect(await ghn.sendCallback(ghn.callbackBody(code))).toBe(200);
    expect((await eventsOf(id)).length).toBe(events);
    expect((await historyOf(order.id)).length).toBe(history);

    await ghn.advance(code, 'delivering');
    // GHN's record comes back with an older status (a late, out-of-order word): the shipment stays
    const fake = ghn.shipments.get(code)!;
    fake.status = 'picked';
    fake.log.push({ status: 'picked', updated_date: new Date().toISOString() });
    expect(await ghn.sendCallback(ghn.callbackBody(code))).toBe(200);
    expect((await shipmentOf(order.id)).status).toBe('delivering');
    expect((await eventsOf(id)).filter((e) => e.status === 'picked')).toHaveLength(2);

    await ghn.advance(code, 'delivered');
    expect((await orderRow(app, order.id)).status).toBe('Completed');
    // delivered is final: a late picked (or anything) after it moves nothing
    fake.status = 'picked';
    fake.log.push({ status: 'picked', updated_date: new Date().toISOString() });
    await ghn.sendCallback(ghn.callbackBody(code));
    expect((await shipmentOf(order.id)).status).toBe('delivered');
    expect((await orderRow(app, order.id)).status).toBe('Completed');
  });

  it('a forged callback moves nothing: wrong or missing token 401; a body claiming delivered is read back from GHN', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await ship(order.id);
    const code = shipment.trackingCode;
    const forged = ghn.callbackBody(code, { Status: 'delivered', CODAmount: 0 });

    const wrong = callbackUrl.replace(WEBHOOK_TOKEN, `${WEBHOOK_TOKEN.slice(0, -1)}x`);
    expect(await ghn.sendCallback(forged, wrong)).toBe(401);
    expect(await ghn.sendCallback(forged, callbackUrl.split('?')[0])).toBe(401);
    expect(await ghn.sendCallback(forged, `${callbackUrl}&token=${WEBHOOK_TOKEN}`)).toBe(401);

    // the right token, but GHN says picking: the shipment is picking, the order not delivered
    await ghn.advance(code, 'picking', { callback: false });
    expect(await ghn.sendCallback(forged)).toBe(200);
    expect((await shipmentOf(order.id)).status).toBe('picking');
    expect(await orderRow(app, order.id)).toMatchObject({ status: 'Being Packed', paymentStatus: 'pending' });
    expect((await eventsOf((await shipmentOf(order.id)).id)).some((e) => e.status === 'delivered')).toBe(
      false,
    );
  });

  it('an unusable body, an unknown code or GHN not responding: 200, logged, nothing changes', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await ship(order.id);
    const post = (body: string, type = 'application/json') =>
      fetch(callbackUrl, { method: 'POST', headers: { 'content-type': type }, body }).then((r) => r.status);
    expect(await post('{not json')).toBe(200);
    expect(await post('hello', 'text/plain')).toBe(200);
    expect(await post(JSON.stringify({ Status: 'delivered' }))).toBe(200);
    expect(await post(JSON.stringify({ OrderCode: 'GANOSUCHCODE', Status: 'delivered' }))).toBe(200);

    await ghn.advance(shipment.trackingCode, 'picked', { callback: false });
    ghn.fail('down');
    try {
      expect(await ghn.sendCallback(ghn.callbackBody(shipment.trackingCode))).toBe(200);
    } finally {
      ghn.fail(false);
    }
    expect((await orderRow(app, order.id)).status).toBe('Being Packed');
    expect((await shipmentOf(order.id)).status).toBe('ready_to_pick');
  });

  it('the catch-up poll finds what a dropped callback did not say', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await ship(order.id);
    ghn.dropCallbacks(true);
    try {
      await ghn.advance(shipment.trackingCode, 'picked');
    } finally {
      ghn.dropCallbacks(false);
    }
    expect((await orderRow(app, order.id)).status).toBe('Being Packed');
    // not due yet: it was read (created) less than an interval ago
    await app.services.shipmentPoll.poll();
    expect((await orderRow(app, order.id)).status).toBe('Being Packed');

    await t.database.db
      .update(shipments)
      .set({ polledAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(shipments.trackingCode, shipment.trackingCode));
    expect(await app.services.shipmentPoll.poll()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(app, order.id)).status).toBe('Shipped to Carrier');
    expect((await eventsOf((await shipmentOf(order.id)).id)).find((e) => e.status === 'picked')?.source).toBe(
      'poll',
    );
  });

  it('a picked callback for a Confirmed order steps it through Being Packed', async () => {
    const { order } = await confirmedOrder({ method: 'COD' });
    const { shipment } = await ship(order.id);
    // staff's ship moved it to Being Packed; put it back as if shipped from Confirmed without the step
    await t.database.db.execute(sql`update orders set status = 'Confirmed' where id = ${order.id}`);
    await ghn.advance(shipment.trackingCode, 'picked');
    expect((await orderRow(app, order.id)).status).toBe('Shipped to Carrier');
    const steps = (await historyOf(order.id)).map((h) => h.status);
    expect(steps.slice(-2)).toEqual(['Being Packed', 'Shipped to Carrier']);
  });

  it('cancels a shipment before pickup (the order stays, it can ship again), not after', async () => {
    const { order } = await confirmedOrder();
    const first = await ship(order.id);
    const res = await req('POST', `/order/cancel-shipment/${order.id}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order: { status: 'Being Packed' }, shipment: { status: 'cancel' } });
    expect(ghn.shipments.get(first.shipment.trackingCode)?.status).toBe('cancel');
    expect((await req('POST', `/order/cancel-shipment/${order.id}`, staff)).json()).toMatchObject({
      code: 'CONFLICT',
      error: 'This order has no shipment',
    });

    const second = await ship(order.id);
    expect(second.shipment.trackingCode).not.toBe(first.shipment.trackingCode);
    await ghn.advance(second.shipment.trackingCode, 'picked');
    const late = await req('POST', `/order/cancel-shipment/${order.id}`, staff);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'The carrier has picked this parcel up: the shipment can no longer be canceled',
    );
    expect((await shipmentOf(order.id)).status).toBe('picked');
  });

  it('prints the labels of three orders from ONE gen-token call with the three codes', async () => {
    const codes: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await confirmedOrder({ category: 'Camisole' });
      ids.push(order.id);
      codes.push((await ship(order.id)).shipment.trackingCode);
    }
    const before = ghn.calls.length;
    const res = await req('GET', `/order/labels?ids=${ids.join(',')}`, staff);
    expect(res.statusCode).toBe(200);
    const genTokens = ghn.calls.slice(before).filter((c) => c.path.endsWith('/a5/gen-token'));
    expect(genTokens).toHaveLength(1);
    expect(genTokens[0]!.body).toEqual({ order_codes: codes });
    for (const code of codes) expect(res.body).toContain(code);

    // the back office asks for the carrier's own print page, one gen-token again, and opens it there
    const asked = ghn.calls.length;
    const page = await req('GET', `/order/labels?ids=${ids.join(',')}`, {
      ...staff,
      accept: 'application/json',
    });
    expect(page.statusCode).toBe(200);
    const { url } = page.json() as { url: string };
    expect(url.startsWith(`${ghn.base}/a5/public-api/printA5?token=`)).toBe(true);
    expect(ghn.calls.slice(asked).filter((c) => c.path.endsWith('/a5/gen-token'))).toHaveLength(1);
    const printed = await fetch(url);
    const html = await printed.text();
    for (const code of codes) expect(html).toContain(code);
    const customerAsks = await req('GET', `/order/labels?ids=${ids[0]}`, {
      ...customer.headers,
      accept: 'application/json',
    });
    expect(customerAsks.statusCode).toBe(403);

    const { order: unshipped } = await confirmedOrder();
    const missing = await req('GET', `/order/labels?ids=${ids[0]},${unshipped.id}`, staff);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'CONFLICT', orderId: unshipped.id });
    expect(missing.json().error).toContain(unshipped.code);
    const unknown = await req('GET', `/order/labels?ids=${ids[0]},not-a-uuid`, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', orderId: 'not-a-uuid' });
  });

  it('refuses to ship what is not shippable, twice, or when GHN says no or does not respond', async () => {
    const { order: pending } = await confirmedOrder({ confirm: false });
    const notShippable = await req('POST', `/order/ship/${pending.id}`, staff);
    expect(notShippable.statusCode).toBe(409);
    expect(notShippable.json().error).toBe('An order that is Pending cannot be shipped (confirm it first)');

    const { order } = await confirmedOrder();
    ghn.fail('refuse', 'Số điện thoại người nhận không hợp lệ');
    try {
      const refused = await req('POST', `/order/ship/${order.id}`, staff);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'GHN refused: Số điện thoại người nhận không hợp lệ',
      });
      ghn.fail('down');
      const down = await req('POST', `/order/ship/${order.id}`, staff);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        error: 'GHN did not answer. Please try again in a moment.',
      });
      expect((await req('GET', `/order/ship-quote/${order.id}`, staff)).statusCode).toBe(503);
    } finally {
      ghn.fail(false);
    }
    expect((await orderRow(app, order.id)).status).toBe('Confirmed');
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(
      0,
    );

    await ship(order.id);
    const twice = await req('POST', `/order/ship/${order.id}`, staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This order already has a shipment');
  });

  it('two clicks at once make one shipment', async () => {
    const { order } = await confirmedOrder();
    const before = ghn.calls.filter((c) => c.path.endsWith('/create')).length;
    const results = await Promise.all([1, 2, 3].map(() => req('POST', `/order/ship/${order.id}`, staff)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.database.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(
      1,
    );
    expect(ghn.calls.filter((c) => c.path.endsWith('/create')).length - before).toBe(1);
    expect((await historyOf(order.id)).filter((h) => h.status === 'Being Packed')).toHaveLength(1);
  });

  /**
   * A shipping service of its own on the app's database and orders, whose GHN client is the real one
   * with `wrap` standing in front of some of its calls; its staff member's id, and a cleanup.
   */
  async function shippingWith(wrap: (real: GhnClient) => Partial<CarrierClient>) {
    const config = testConfig({ GHN_API_BASE: ghn.base, GHN_TOKEN: ghn.token, GHN_SHOP_ID: ghn.shopId });
    const real = new GhnClient(config.ghn!);
    const carrier: CarrierClient = Object.assign(Object.create(real) as GhnClient, wrap(real));
    const shipping = new ShippingService({
      db: t.database.db,
      config,
      orders: app.services.orders,
      carriers: { GHN: carrier },
      log: app.log,
    });
    const staff = { userId: (await createUser(app, 'MANAGER')).user.id };
    return { shipping, staff, done: () => fs.rmSync(config.dataDir, { recursive: true, force: true }) };
  }

  it('calls the carrier with no transaction open: the order’s row is free while GHN creates and cancels', async () => {
    const { order } = await confirmedOrder();
    const seen: string[] = [];
    /** Whether another transaction can lock the order's row at once (NOWAIT), while the carrier works. */
    const rowFree = () =>
      Promise.race([
        t.database.db
          .transaction(async (tx) => {
            await tx.select().from(orders).where(eq(orders.id, order.id)).for('update', { noWait: true });
            return true;
          })
          .catch(() => false),
        // PGlite runs one transaction at a time: one left open by the caller would make this one wait
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
      ]);
    const probe = (real: GhnClient, name: 'create' | 'detail' | 'cancel') =>
      (async (...args: unknown[]) => {
        seen.push(`${name}: ${(await rowFree()) ? 'free' : 'locked'}`);
        return (real[name] as (...a: unknown[]) => Promise<unknown>).apply(real, args);
      }) as never;
    const {
      shipping,
      staff: manager,
      done,
    } = await shippingWith((real) => ({
      create: probe(real, 'create'),
      detail: probe(real, 'detail'),
      cancel: probe(real, 'cancel'),
    }));

    const shipped = await shipping.ship(manager, order.id);
    expect(shipped.order.status).toBe('Being Packed');
    expect(shipped.shipment).toMatchObject({
      status: 'ready_to_pick',
      events: [{ status: 'ready_to_pick' }],
    });
    const canceled = await shipping.cancelShipment(manager, order.id);
    expect(canceled.shipment.status).toBe('cancel');
    expect(seen).toEqual(['create: free', 'detail: free', 'cancel: free']);
    done();
  });

  it('while GHN creates a shipment the order shows none, a second click is refused, nothing prints', async () => {
    const { order } = await confirmedOrder();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached: () => void = () => {};
    const creating = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const {
      shipping,
      staff: manager,
      done,
    } = await shippingWith((real) => ({
      create: (async (...args: Parameters<GhnClient['create']>) => {
        reached();
        await held;
        return real.create(...args);
      }) as GhnClient['create'],
    }));
    const first = shipping.ship(manager, order.id);
    await creating;
    // while GHN works: the order shows no shipment, a second click is refused, nothing to print
    expect((await req('GET', `/order/${order.id}`, staff)).json().order).toMatchObject({
      status: 'Confirmed',
      shipment: null,
    });
    const second = await req('POST', `/order/ship/${order.id}`, staff);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('This order already has a shipment');
    expect((await req('GET', `/order/labels?ids=${order.id}`, staff)).statusCode).toBe(409);
    release();
    const { shipment } = await first;
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(rows.map((r) => [r.trackingCode, r.status])).toEqual([[shipment.trackingCode, 'ready_to_pick']]);
    expect((await historyOf(order.id)).filter((h) => h.status === 'Being Packed')).toHaveLength(1);
    done();
  });

  it('quotes the parcel: defaults per category, staff values win, the COD still owed', async () => {
    const { order } = await confirmedOrder({ category: 'Full set', quantity: 2 });
    const res = await req('GET', `/order/ship-quote/${order.id}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    // 2 × 550 g: 16 500 + 2 started 500 g above the first × 5 000
    expect(res.json().quote).toEqual({
      carrier: 'GHN',
      fee: 26_500,
      codAmount: order.total,
      weight: 1100,
      length: 35,
      width: 30,
      height: 7,
    });
    const heavy = await req('GET', `/order/ship-quote/${order.id}?weight=4000&height=20`, staff);
    expect(heavy.json().quote).toMatchObject({ weight: 4000, height: 20, fee: 16_500 + 7 * 5_000 });
    expect((await req('GET', `/order/ship-quote/${order.id}?weight=-5`, staff)).statusCode).toBe(400);
    expect((await req('GET', `/order/ship-quote/${order.id}?weight=999999`, staff)).statusCode).toBe(400);
  });

  it('ships several orders, each its own step, listing what failed', async () => {
    const { order: a } = await confirmedOrder();
    const { order: b } = await confirmedOrder({ confirm: false });
    const { order: c } = await confirmedOrder();
    const res = await req('POST', '/order/ship-many', staff, { orderIds: [a.id, b.id, 'nope', c.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().shipments as { orderId: string; shipment?: Shipment; code?: string }[];
    expect(list.map((x) => [x.orderId, x.shipment ? 'shipped' : x.code])).toEqual([
      [a.id, 'shipped'],
      [b.id, 'CONFLICT'],
      ['nope', 'NOT_FOUND'],
      [c.id, 'shipped'],
    ]);
  });

  it('returns the fulfilment settings to staff', async () => {
    const res = await req('GET', '/order/fulfilment-settings', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      carriers: ['GHN'],
      thresholds: { MEDIUM: 25, HIGH: 50 },
      depositLevel: 'HIGH',
      deposit: { kind: 'percent', percent: 30 },
      confirmHours: 48,
    });
    expect(res.json().riskRules.find((r: { id: string }) => r.id === 'REFUSED_AT_DOOR')).toMatchObject({
      points: 50,
      each: true,
      cap: 100,
      minTotal: null,
    });
  });

  it('reconciles delivered COD by day in Ho Chi Minh City, and records a remittance once', async () => {
    const { order: exact } = await confirmedOrder();
    const { order: short } = await confirmedOrder();
    const delivered: string[] = [];
    for (const [order, collected] of [
      [exact, exact.total],
      [short, short.total - 20_000],
    ] as const) {
      const { shipment } = await ship(order.id);
      await ghn.advance(shipment.trackingCode, 'picked');
      // 23:30 in Ho Chi Minh City on 2026-03-01 is 16:30 UTC: that day, not the next
      await ghn.advance(shipment.trackingCode, 'delivered', {
        at: '2026-03-01T16:30:00.000Z',
        codCollected: collected,
      });
      delivered.push(shipment.trackingCode);
    }
    const day = await req('GET', '/order/cod-reconciliation?from=2026-03-01&to=2026-03-01', staff);
    expect(day.statusCode, day.body).toBe(200);
    const rec = day.json();
    expect(rec.rows.map((r: { trackingCode: string }) => r.trackingCode).sort()).toEqual(
      [...delivered].sort(),
    );
    expect(rec.rows.find((r: { orderId: string }) => r.orderId === short.id)).toMatchObject({
      expected: short.total,
      collected: short.total - 20_000,
      difference: -20_000,
      remittedAt: null,
    });
    expect(rec.totals).toMatchObject({ orders: 2, difference: -20_000, remitted: 0 });
    const next = await req('GET', '/order/cod-reconciliation?from=2026-03-02&to=2026-03-02', staff);
    expect(next.json().rows).toHaveLength(0);

    const amount = exact.total + short.total - 20_000 - 5_000;
    const body = { from: '2026-03-01', to: '2026-03-01', amount, note: 'GHN đối soát 01/03' };
    const [one, two] = await Promise.all([
      req('POST', '/order/cod-remittance', staff, body),
      req('POST', '/order/cod-remittance', staff, body),
    ]);
    const codes = [one!.statusCode, two!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = one!.statusCode === 200 ? one! : two!;
    expect(ok.json().remittance).toMatchObject({ amount, orders: 2, difference: -5_000 });
    const refused = one!.statusCode === 409 ? one! : two!;
    expect(refused.json().error).toBe('No delivered COD order in this period is waiting for its remittance');

    const after = (await req('GET', '/order/cod-reconciliation?from=2026-03-01&to=2026-03-01', staff)).json();
    expect(after.rows.every((r: { remittedAt: string | null }) => r.remittedAt !== null)).toBe(true);
    expect(after.remittances).toHaveLength(1);
    expect(after.remittances[0]).toMatchObject({
      amount,
      orders: 2,
      difference: -5_000,
      note: 'GHN đối soát 01/03',
    });
    expect(after.totals).toMatchObject({ waiting: 0, remitted: amount + 5_000 });

    expect(
      (await req('GET', '/order/cod-reconciliation?from=2026-03-02&to=2026-03-01', staff)).statusCode,
    ).toBe(400);
    expect(
      (await req('GET', '/order/cod-reconciliation?from=2026-3-1&to=2026-03-01', staff)).statusCode,
    ).toBe(400);
  });

  it('staff only: no session 401, a customer 403; hostile ids are simply not found', async () => {
    const { order } = await confirmedOrder();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/order/fulfilment-settings'],
      ['GET', `/order/ship-quote/${order.id}`],
      ['POST', `/order/ship/${order.id}`, {}],
      ['POST', '/order/ship-many', { orderIds: [order.id] }],
      ['GET', `/order/labels?ids=${order.id}`],
      ['POST', `/order/cancel-shipment/${order.id}`],
      ['GET', '/order/cod-reconciliation?from=2026-03-01&to=2026-03-01'],
      ['POST', '/order/cod-remittance', { from: '2026-03-01', to: '2026-03-01', amount: 1 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await req(method, url, {}, body)).statusCode, url).toBe(401);
      expect((await req(method, url, customer.headers, body)).statusCode, url).toBe(403);
    }
    expect((await orderRow(app, order.id)).status).toBe('Confirmed');
    for (const id of ['not-a-uuid', "1' or '1'='1", '00000000-0000-4000-8000-000000000000']) {
      const url = `/order/ship/${encodeURIComponent(id)}`;
      expect((await req('POST', url, staff)).statusCode, id).toBe(404);
      expect((await req('POST', `/order/cancel-shipment/${encodeURIComponent(id)}`, staff)).statusCode).toBe(
        404,
      );
      expect((await req('GET', `/order/ship-quote/${encodeURIComponent(id)}`, staff)).statusCode).toBe(404);
    }
    const big = await req('POST', '/order/ship-many', staff, {
      orderIds: Array.from({ length: 51 }, () => order.id),
    });
    expect(big.statusCode).toBe(400);
    expect((await req('POST', `/order/ship/${order.id}`, staff, { weight: 'heavy' })).statusCode).toBe(400);
  });

  if (onPostgres) {
    it('two instances receiving the same callback at once apply it once: one history entry, one mail', async () => {
      const pool = t.database.raw.kind === 'postgres' ? t.database.raw.pool : undefined;
      const url = (pool as unknown as { options: { connectionString: string } }).options.connectionString;
      const config = testConfig({
        GHN_API_BASE: ghn.base,
        GHN_TOKEN: ghn.token,
        GHN_SHOP_ID: ghn.shopId,
        GHN_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      });
      const second = await openDatabase({ url, dataDir: config.dataDir, poolSize: 5 });
      const other = await buildApp(config, { database: second, shipmentPoll: { intervalMs: 3_600_000 } });
      await other.listen({ host: '127.0.0.1', port: 0 });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/shipping/ghn/callback?token=${WEBHOOK_TOKEN}`;
      try {
        const orders = [];
        // one after the other: they share the customer's cart
        for (let i = 0; i < 3; i++) orders.push(await confirmedOrder());
        const codes: string[] = [];
        for (const { order } of orders) codes.push((await ship(order.id)).shipment.trackingCode);
        const mailsBefore = await statusMailCount();
        for (const code of codes) await ghn.advance(code, 'picked', { callback: false });
        const bodies = codes.map((code) => ghn.callbackBody(code));
        const statuses = await Promise.all(
          bodies.flatMap((body) => [
            ghn.sendCallback(body),
            ghn.sendCallback(body, otherUrl),
            ghn.sendCallback(body),
          ]),
        );
        expect(statuses.every((s) => s === 200)).toBe(true);
        for (const { order } of orders) {
          expect((await orderRow(app, order.id)).status).toBe('Shipped to Carrier');
          expect((await historyOf(order.id)).filter((h) => h.status === 'Shipped to Carrier')).toHaveLength(
            1,
          );
          const events = await eventsOf((await shipmentOf(order.id)).id);
          expect(events.filter((e) => e.status === 'picked')).toHaveLength(1);
        }
        expect(await statusMailCount()).toBe(mailsBefore + orders.length);

        // both polls at once read each due shipment once
        await t.database.db
          .update(shipments)
          .set({ polledAt: new Date(Date.now() - 3 * 3_600_000) })
          .where(inArray(shipments.trackingCode, codes));
        const details = () => ghn.calls.filter((c) => c.path.endsWith('/detail')).length;
        const detailsBefore = details();
        const [a, b] = await Promise.all([
          app.services.shipmentPoll.poll(),
          other.services.shipmentPoll.poll(),
        ]);
        expect(a + b).toBeGreaterThanOrEqual(codes.length);
        expect(details() - detailsBefore).toBe(a + b);
      } finally {
        await other.close();
        await second.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    });
  }

  it('queues one status mail per step the carrier makes', async () => {
    const { order } = await confirmedOrder();
    const { shipment } = await ship(order.id);
    const before = await statusMailCount();
    await ghn.advance(shipment.trackingCode, 'picked');
    await ghn.sendCallback(ghn.callbackBody(shipment.trackingCode));
    expect(await statusMailCount()).toBe(before + 1);
  });
});

describe('GHN configured without GHN_WEBHOOK_TOKEN', () => {
  let t: TestApp;
  let ghn: FakeGhn;
  beforeAll(async () => {
    ghn = await startFakeGhn();
    t = await createTestApp({ GHN_API_BASE: ghn.base, GHN_TOKEN: ghn.token, GHN_SHOP_ID: ghn.shopId });
  });
  afterAll(async () => {
    await t?.app.close();
    await ghn?.stop();
  });

  it('refuses every callback (the poll alone follows shipments), whatever token it brings', async () => {
    for (const url of [
      '/api/shipping/ghn/callback',
      '/api/shipping/ghn/callback?token=',
      '/api/shipping/ghn/callback?token=undefined',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { OrderCode: 'GA1', Status: 'delivered' },
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect(ghn.calls).toHaveLength(0);
  });
});

describe('shipping without GHN configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.app.close());

  it('responds 503 to staff and 401 to every callback', async () => {
    const staff = (await createUser(t.app, 'MANAGER')).headers;
    const id = '00000000-0000-4000-8000-000000000000';
    const ship = await t.app.inject({ method: 'POST', url: `/api/order/ship/${id}`, headers: staff });
    expect(ship.statusCode).toBe(503);
    expect(ship.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      error: 'Shipping with a carrier is not configured',
    });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/order/fulfilment-settings',
      headers: staff,
    });
    expect(settings.json().carriers).toEqual([]);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/ghn/callback?token=anything-at-all-long-enough',
      payload: { OrderCode: 'GA123', Status: 'delivered' },
    });
    expect(callback.statusCode).toBe(401);
  });
});
