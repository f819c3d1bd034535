import {
  type Carrier,
  COD_RISK_RULES,
  type CodReconciliation,
  type CodRemittanceBody,
  FULFILMENT_MESSAGES,
  type FulfilmentSettings,
  isUuid,
  ORDER_MESSAGES,
  type Order,
  type OrderStatus,
  paymentBalance,
  SHIPMENT_CANCELABLE,
  SHIPMENT_EFFECTS,
  SHIPMENT_FINAL,
  SHIPMENT_STAGE,
  SHIPMENT_STATUSES,
  SHIPPABLE_ORDER_STATUSES,
  type ShipManyResponse,
  type Shipment,
  type ShipmentStatus,
  type ShipOrderBody,
  type ShipQuote,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderRow, ShipmentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toShipment } from '../orders/orders.mapper.js';
import type { Actor, AppliedChange, OrdersService, OrderTransaction } from '../orders/orders.service.js';
import {
  type CarrierClient,
  type CarrierDetail,
  CarrierError,
  type CreatedShipment,
  type Parcel,
  type ShipmentOrder,
} from './carrier.js';
import { parcelFor, pieceFor } from './parcel.js';
import { CREATING, ShippingRepository } from './shipping.repository.js';

export interface ShippingDeps {
  db: Db;
  config: Pick<Config, 'codDeposit' | 'codConfirmHours'>;
  orders: OrdersService;
  /** the carriers configured (GHN when GHN_TOKEN and GHN_SHOP_ID are set) */
  carriers: Partial<Record<Carrier, CarrierClient>>;
  log: FastifyBaseLogger;
}

/** Who shipped: the staff member, as history records them. */
export interface Staff {
  userId: string;
}

/** Where a read of the carrier came from (kept on each event). */
export type EventSource = 'callback' | 'poll' | 'staff';

const notFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The words staff read on a delivery problem: the carrier's reason; a later status without one (the
 * parcel on its way back, back at the shop) keeps the reason already shown, which says why.
 */
const flagOf = (row: OrderRow, status: ShipmentStatus, reason: string | undefined): string =>
  reason || row.deliveryFlag || status;

/** The table's way forward from a confirmed order: the carrier steps an order along it. */
const FORWARD: readonly OrderStatus[] = ['Confirmed', 'Being Packed', 'Shipped to Carrier', 'Completed'];

const isStatus = (s: string): s is ShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(s);

/** Asia/Ho_Chi_Minh has no daylight saving: its days start at 00:00 +07:00. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const DAY_MS = 86_400_000;
/**
 * A shipment left to create this long was abandoned by a process that died before applying the
 * carrier's response (the carrier's call times out in seconds): the order may ship again.
 */
const ABANDONED_AFTER_MS = 5 * 60_000;
/** A reconciliation period is at most a year (the query reads one index range). */
const MAX_PERIOD_DAYS = 366;

/**
 * Shipping with a carrier (docs/decisions/0044-one-carrier-interface-ghn-first.md): quotes, shipments and
 * their labels for staff, the carrier's status callback and the catch-up poll that move the order by the
 * status read back from the carrier, and the COD reconciliation. Order changes go through
 * `OrdersService.applyLocked` under the order's row lock (then the shipment's), so a status applies once
 * however many times, and on however many instances, it arrives.
 */
export class ShippingService {
  constructor(private readonly deps: ShippingDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** The carrier staff ship with (GHN, the only one so far); 503 when none is configured. */
  private carrier(): CarrierClient {
    const carrier = this.deps.carriers.GHN;
    if (!carrier) throw new AppError('SERVICE_UNAVAILABLE', FULFILMENT_MESSAGES.notConfigured);
    return carrier;
  }

  /** A carrier's error response is shown to staff with its message (409); its silence is a 503. */
  private carrierCall<T>(call: () => Promise<T>): Promise<T> {
    return call().catch((err: unknown) => {
      if (!(err instanceof CarrierError)) throw err;
      if (err.kind === 'refused') throw conflict(FULFILMENT_MESSAGES.carrierRefused(err.message));
      this.deps.log.warn({ err }, 'carrier unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', FULFILMENT_MESSAGES.carrierUnreachable);
    });
  }

  // ── settings ─────────────────────────────────────────────────────────────────────────────────────

  /** GET /order/fulfilment-settings: what the back office shows of fulfilment's configuration. */
  settings(): FulfilmentSettings {
    return {
      carriers: Object.keys(this.deps.carriers) as Carrier[],
      riskRules: COD_RISK_RULES.rules.map((r) => ({
        id: r.id,
        points: r.points,
        each: r.each ?? false,
        cap: r.cap ?? null,
        minTotal: r.minTotal ?? null,
        description: r.description,
      })),
      thresholds: { ...COD_RISK_RULES.thresholds },
      depositLevel: 'HIGH',
      deposit: this.deps.config.codDeposit,
      confirmHours: this.deps.config.codConfirmHours,
    };
  }

  // ── quote and ship ───────────────────────────────────────────────────────────────────────────────

  /** What the carrier needs of an order: its lines as the parcel's items, the COD still owed. */
  private async shipmentOrder(db: DbOrTx, row: OrderRow, note?: string) {
    const lines = await new ShippingRepository(db).lines(row.id);
    const order: ShipmentOrder = {
      code: row.code,
      shipping: row.shipping,
      // what the buyer still owes (a deposit or a transfer already paid is taken off)
      codAmount: paymentBalance(row).due,
      items: lines.map((l) => ({
        name: `${l.name} (${l.size})`,
        code: l.productId ?? undefined,
        quantity: l.quantity,
        price: l.unitPrice,
        weight: pieceFor(l.category).weight,
      })),
      note,
    };
    return { order, lines };
  }

  /** GET /order/ship-quote/{id} (staff): the carrier's price for the parcel, and the COD it would collect. */
  async quote(orderId: string, given: Partial<Parcel>): Promise<ShipQuote> {
    const carrier = this.carrier();
    const row = isUuid(orderId) ? await this.deps.orders.find(orderId) : undefined;
    if (!row) throw notFound();
    const { order, lines } = await this.shipmentOrder(this.db, row);
    const parcel = parcelFor(lines, given);
    const { fee } = await this.carrierCall(() => carrier.quote(parcel, order));
    return { carrier: carrier.name, fee, codAmount: order.codAmount, ...parcel };
  }

  /**
   * POST /order/ship/{id} (staff): creates the shipment with the carrier, which is never called with
   * a transaction open. The shipment to create is recorded first under the order's row lock (a live
   * row: two clicks or two instances make one shipment, the second finds the first, 409), then the
   * carrier is asked, then its response is applied in a second transaction under the order's lock, once
   * however often it is applied: the shipment gets its tracking code, a Confirmed order becomes Being
   * Packed. The carrier refusing or not responding drops the record (409, 503); our second transaction
   * failing cancels at the carrier the shipment it created.
   */
  async ship(
    staff: Staff,
    orderId: string,
    body: ShipOrderBody = {},
  ): Promise<{ order: Order; shipment: Shipment }> {
    const carrier = this.carrier();
    if (!isUuid(orderId)) throw notFound();
    const actor = await this.staffActor(staff);
    const { toCreate, parcel, order } = await this.recordShipment(staff, carrier, orderId, body);
    let made: CreatedShipment;
    try {
      made = await this.carrierCall(() => carrier.create(parcel, order));
    } catch (err) {
      await this.dropShipment(toCreate);
      throw err;
    }
    try {
      return await this.applyCreated(actor, carrier, toCreate, made);
    } catch (err) {
      this.cancelOrphan(carrier, made.trackingCode);
      await this.dropShipment(toCreate);
      throw err;
    }
  }

  /**
   * The shipment to create, recorded under the order's row lock after checking the order can ship and
   * has no live shipment. A shipment left to create by a process that died before applying the
   * carrier's response is dropped once it is older than ABANDONED_AFTER_MS, so the order can ship again.
   */
  private recordShipment(staff: Staff, carrier: CarrierClient, orderId: string, body: ShipOrderBody) {
    return this.deps.orders.runOrderChange(async (tx) => {
      const row = await this.deps.orders.lock(tx, orderId);
      if (!row) throw notFound();
      if (!SHIPPABLE_ORDER_STATUSES.includes(row.status)) {
        throw conflict(FULFILMENT_MESSAGES.notShippable(row.status));
      }
      const repo = new ShippingRepository(tx.db);
      const live = await repo.live(row.id);
      if (live && !(live.status === CREATING && Date.now() - live.createdAt.getTime() > ABANDONED_AFTER_MS)) {
        throw conflict(FULFILMENT_MESSAGES.alreadyShipped);
      }
      if (live) {
        this.deps.log.warn({ orderId }, 'a shipment left to create was abandoned: the carrier may hold it');
        await repo.dropCreating(live.id);
      }
      const { order, lines } = await this.shipmentOrder(tx.db, row, body.note);
      const parcel = parcelFor(lines, body);
      const toCreate = await repo.insertCreating({
        orderId: row.id,
        carrier: carrier.name,
        codAmount: order.codAmount,
        ...parcel,
        note: body.note ?? null,
        createdBy: staff.userId,
      });
      return { toCreate, order, parcel };
    });
  }

  /**
   * The carrier's response, applied under the order's row lock, then the shipment's. The same one
   * applied twice changes nothing the second time; an order no longer shippable (canceled meanwhile)
   * or a shipment no longer to create (dropped as abandoned) refuses it, and the caller cancels it at
   * the carrier.
   */
  private applyCreated(actor: Actor, carrier: CarrierClient, toCreate: ShipmentRow, made: CreatedShipment) {
    return this.deps.orders.runOrderChange(async (tx) => {
      const row = await this.deps.orders.lock(tx, toCreate.orderId);
      if (!row) throw notFound();
      const repo = new ShippingRepository(tx.db);
      const current = await repo.lock(toCreate.id);
      if (current && current.status !== CREATING && current.trackingCode === made.trackingCode) {
        return this.present(tx.db, row, current);
      }
      if (!SHIPPABLE_ORDER_STATUSES.includes(row.status)) {
        throw conflict(FULFILMENT_MESSAGES.notShippable(row.status));
      }
      const shipment = current && (await repo.created(current.id, made));
      if (!shipment) throw conflict(FULFILMENT_MESSAGES.alreadyShipped);
      await repo.addEvents([
        {
          shipmentId: shipment.id,
          status: 'ready_to_pick',
          at: shipment.createdAt,
          note: null,
          source: 'create',
        },
      ]);
      const applied =
        row.status === 'Confirmed'
          ? await this.deps.orders.applyLocked(tx, row, { status: 'Being Packed' }, actor, {
              note: `${carrier.name} shipment ${made.trackingCode} created`,
            })
          : undefined;
      return this.present(tx.db, applied?.order ?? row, shipment);
    });
  }

  /** A shipment to create that will not be: dropped, or left to be found abandoned. */
  private async dropShipment(toCreate: ShipmentRow): Promise<void> {
    await new ShippingRepository(this.db)
      .dropCreating(toCreate.id)
      .catch((err) =>
        this.deps.log.error({ err, orderId: toCreate.orderId }, 'shipment to create not dropped'),
      );
  }

  private cancelOrphan(carrier: CarrierClient, code: string) {
    this.deps.log.error(
      { trackingCode: code },
      'shipment created at the carrier but not recorded: canceling it',
    );
    carrier
      .cancel([code])
      .catch((err) => this.deps.log.error({ err, trackingCode: code }, 'orphan cancel failed'));
  }

  /** POST /order/ship-many (staff): each order its own step; one failing does not stop the others. */
  async shipMany(staff: Staff, orderIds: string[]): Promise<ShipManyResponse> {
    this.carrier();
    const shipments: ShipManyResponse['shipments'] = [];
    for (const orderId of new Set(orderIds)) {
      try {
        shipments.push({ orderId, shipment: (await this.ship(staff, orderId)).shipment });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        shipments.push({ orderId, error: err.message, code: err.code });
      }
    }
    return { shipments };
  }

  /** GET /order/labels?ids=… (staff): one document from one carrier call for every order named. */
  async labels(orderIds: string[]): Promise<{ contentType: string; body: Buffer }> {
    const carrier = this.carrier();
    const codes = await this.labelCodes(orderIds);
    return this.carrierCall(() => carrier.labels(codes));
  }

  /**
   * GET /order/labels?ids=… with `Accept: application/json` (staff): the carrier's own print page for
   * those labels, which the back office opens in a new tab. The carrier's page is shown on the
   * carrier's origin, with its scripts (barcodes) and images as the carrier made them,
   * rather than its HTML run under the shop's origin where the staff's session lives.
   */
  async labelsUrl(orderIds: string[]): Promise<{ url: string }> {
    const carrier = this.carrier();
    const codes = await this.labelCodes(orderIds);
    return { url: await this.carrierCall(() => carrier.labelsUrl(codes)) };
  }

  /** The live shipments' codes of these orders, in their order; 404 / 409 naming an order without one. */
  private async labelCodes(orderIds: string[]): Promise<string[]> {
    const { orders } = this.deps;
    const live = new Map(
      (await new ShippingRepository(this.db).liveOf(orderIds.filter(isUuid))).map((s) => [s.orderId, s]),
    );
    const codes: string[] = [];
    for (const id of orderIds) {
      const row = isUuid(id) ? await orders.find(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', `${ORDER_MESSAGES.notFound}: ${id}`, { orderId: id });
      const shipment = live.get(id);
      if (!shipment) {
        throw new AppError('CONFLICT', `${FULFILMENT_MESSAGES.noShipment}: ${row.code}`, { orderId: id });
      }
      codes.push(shipment.trackingCode);
    }
    return codes;
  }

  /**
   * POST /order/cancel-shipment/{id} (staff): only while the carrier has not picked the parcel up,
   * read from the carrier first (SHIPMENT_CANCELABLE). The carrier is asked with no transaction open;
   * its response is applied under the order's row lock, then the shipment's, once however often. The
   * order stays as it was.
   */
  async cancelShipment(staff: Staff, orderId: string): Promise<{ order: Order; shipment: Shipment }> {
    const carrier = this.carrier();
    if (!isUuid(orderId)) throw notFound();
    const name = await new ShippingRepository(this.db).userName(staff.userId);
    const row = await this.deps.orders.find(orderId);
    if (!row) throw notFound();
    const live = await new ShippingRepository(this.db).live(row.id);
    if (!live || live.status === CREATING) throw conflict(FULFILMENT_MESSAGES.noShipment);
    const detail = await this.carrierCall(() => carrier.detail(live.trackingCode));
    if (!(SHIPMENT_CANCELABLE as readonly string[]).includes(detail.status)) {
      throw conflict(FULFILMENT_MESSAGES.notCancelable);
    }
    const [result] = await this.carrierCall(() => carrier.cancel([live.trackingCode]));
    if (!result?.ok) throw conflict(FULFILMENT_MESSAGES.carrierRefused(result?.message || 'not canceled'));
    return this.deps.orders.runOrderChange(async (tx) => {
      const locked = await this.deps.orders.lock(tx, orderId);
      const repo = new ShippingRepository(tx.db);
      const current = locked && (await repo.lock(live.id));
      if (!locked || !current) throw notFound();
      if (current.status === 'cancel') return this.present(tx.db, locked, current);
      const shipment = await repo.update(current.id, { status: 'cancel' });
      await repo.addEvents([
        {
          shipmentId: current.id,
          status: 'cancel',
          at: new Date(),
          note: name ? `Canceled by ${name}` : null,
          source: 'staff',
        },
      ]);
      return this.present(tx.db, locked, shipment);
    });
  }

  /** The staff's response: the order as staff see it, with the shipment (the carrier's fee shown). */
  private async present(tx: DbOrTx, row: OrderRow, shipmentRow: ShipmentRow) {
    const shipment = toShipment(shipmentRow, await new ShippingRepository(tx).events(shipmentRow.id), true);
    const order = await this.deps.orders.present(row, tx, false, { staff: true });
    return { order, shipment };
  }

  private async staffActor(staff: Staff): Promise<Actor> {
    return {
      kind: 'staff',
      id: staff.userId,
      name: await new ShippingRepository(this.db).userName(staff.userId),
    };
  }

  // ── the carrier's word: callback and poll ────────────────────────────────────────────────────────

  /** The callback's token (GHN: in the URL); 401 when wrong, missing, or when no token is configured. */
  checkCallback(carrierName: Carrier, credential: string | undefined): void {
    if (!this.deps.carriers[carrierName]?.authenticateCallback(credential)) {
      throw new AppError('UNAUTHORIZED', 'Invalid callback credentials');
    }
  }

  /**
   * POST /shipping/ghn/callback (authenticated): never trusted as it comes, as anyone can post it. The
   * shipment it names is read back from the carrier and moved by what the carrier says there. Never
   * throws: an unusable body, an unknown code or a carrier that does not respond is logged and changes
   * nothing; the catch-up poll reads the shipment again later.
   */
  async callback(carrierName: Carrier, body: unknown): Promise<void> {
    const carrier = this.deps.carriers[carrierName];
    const said = carrier?.parseCallback(body);
    if (!carrier || !said) {
      this.deps.log.warn({ carrier: carrierName }, 'carrier callback: unusable body');
      return;
    }
    try {
      const shipment = await new ShippingRepository(this.db).byTracking(carrier.name, said.trackingCode);
      if (!shipment) {
        this.deps.log.warn({ trackingCode: said.trackingCode }, 'carrier callback: unknown shipment');
        return;
      }
      // the callback's reason is the carrier's word for a failed delivery when its log carries none
      await this.follow(shipment, 'callback', { raw: body, reason: said.reason, status: said.status });
    } catch (err) {
      this.deps.log.error({ err, trackingCode: said.trackingCode }, 'carrier callback: not applied');
    }
  }

  /**
   * Reads a shipment from its carrier and applies what it says; false when the carrier did not
   * respond (nothing changed). Used by the callback and the catch-up poll.
   */
  async follow(
    shipment: Pick<ShipmentRow, 'id' | 'orderId' | 'carrier' | 'trackingCode'>,
    source: EventSource,
    said: { raw?: unknown; reason?: string | undefined; status?: string } = {},
  ): Promise<boolean> {
    const carrier = this.deps.carriers[shipment.carrier];
    if (!carrier) return false;
    let detail: CarrierDetail;
    try {
      detail = await carrier.detail(shipment.trackingCode);
    } catch (err) {
      this.deps.log.warn({ err, trackingCode: shipment.trackingCode }, 'carrier detail not read');
      return false;
    }
    await this.apply(shipment, detail, source, said);
    return true;
  }

  /**
   * Applies the carrier's detail under the order's row lock, then the shipment's: every status of its
   * log becomes an event (a duplicate adds nothing); the shipment moves to the current status unless
   * it is final or the status comes from an earlier stage (a late or repeated word); the order moves
   * by SHIPMENT_EFFECTS.
   */
  private async apply(
    shipment: Pick<ShipmentRow, 'id' | 'orderId' | 'carrier' | 'trackingCode'>,
    detail: CarrierDetail,
    source: EventSource,
    said: { raw?: unknown; reason?: string | undefined; status?: string },
  ): Promise<void> {
    await this.deps.orders.runOrderChange(async (tx) => {
      const row = await this.deps.orders.lock(tx, shipment.orderId);
      const repo = new ShippingRepository(tx.db);
      const current = await repo.lock(shipment.id);
      if (!row || !current) return [];
      const next = detail.status;
      const lastEntry = detail.log.findLast((e) => e.status === next);
      const reason = lastEntry?.reason ?? (said.status === next ? said.reason : undefined);
      await repo.addEvents(
        detail.log.flatMap((e) =>
          // ready_to_pick is the shipment's creation, recorded when the shop created it
          isStatus(e.status) && e.status !== 'ready_to_pick'
            ? [
                {
                  shipmentId: current.id,
                  status: e.status,
                  at: e.at,
                  note: e.reason ?? (e === lastEntry ? (reason ?? null) : null),
                  source,
                  raw: e === lastEntry && said.raw !== undefined ? said.raw : null,
                },
              ]
            : [],
        ),
      );
      if (!isStatus(next)) {
        this.deps.log.warn({ trackingCode: current.trackingCode, status: next }, 'unknown carrier status');
        return [];
      }
      if (SHIPMENT_FINAL.includes(current.status) || SHIPMENT_STAGE[next] < SHIPMENT_STAGE[current.status]) {
        return [];
      }
      await repo.update(current.id, {
        status: next,
        polledAt: new Date(),
        ...(next === 'delivered' && {
          deliveredAt: lastEntry?.at ?? new Date(),
          codCollected: detail.codCollected ?? detail.codAmount,
        }),
      });
      return this.moveOrder(tx, row, next, current.trackingCode, reason);
    });
  }

  /** The order's side of a carrier status (SHIPMENT_EFFECTS). */
  private async moveOrder(
    tx: OrderTransaction,
    row: OrderRow,
    status: ShipmentStatus,
    trackingCode: string,
    reason: string | undefined,
  ): Promise<AppliedChange[]> {
    const actor: Actor = { kind: 'system', note: `GHN ${trackingCode}: ${status}` };
    const orders = this.deps.orders;
    switch (SHIPMENT_EFFECTS[status]) {
      case 'shipped':
        return this.forward(tx, row, 'Shipped to Carrier', actor);
      case 'delivered': {
        // COD is completed by the step itself (planChange); the flag of a failed attempt is over
        return this.forward(tx, row, 'Completed', actor, { deliveryFlag: null });
      }
      case 'flag':
        return [
          await orders.applyLocked(tx, row, {}, actor, {
            extra: { deliveryFlag: flagOf(row, status, reason) },
          }),
        ];
      case 'returned': {
        const steps = await this.forward(tx, row, 'Shipped to Carrier', actor);
        const at = steps.at(-1)?.order ?? row;
        if (at.status !== 'Shipped to Carrier') return steps;
        const canceled = await orders.applyLocked(tx, at, { status: 'Canceled' }, actor, {
          carrier: true,
          extra: { cancelReason: 'REFUSED_AT_DOOR', deliveryFlag: flagOf(at, status, reason) },
        });
        return [...steps, canceled];
      }
      default:
        return [];
    }
  }

  /**
   * Steps the order along FORWARD up to `target` (a callback may have been missed: picked arrives
   * for a Confirmed order, delivered for a Being Packed one). An order elsewhere (canceled by staff,
   * already further) is left as it is.
   */
  private async forward(
    tx: OrderTransaction,
    row: OrderRow,
    target: OrderStatus,
    actor: Actor,
    extra?: Partial<OrderRow>,
  ): Promise<AppliedChange[]> {
    const from = FORWARD.indexOf(row.status);
    const to = FORWARD.indexOf(target);
    if (from < 0 || from >= to) return [];
    const applied: AppliedChange[] = [];
    let order = row;
    for (const status of FORWARD.slice(from + 1, to + 1)) {
      const last = status === target;
      const step = await this.deps.orders.applyLocked(
        tx,
        order,
        { status },
        actor,
        last && extra ? { extra } : {},
      );
      applied.push(step);
      order = step.order;
    }
    return applied;
  }

  // ── COD reconciliation ───────────────────────────────────────────────────────────────────────────

  private period(from: string, to: string): { start: Date; end: Date } {
    const start = dayStart(from);
    const end = new Date(dayStart(to).getTime() + DAY_MS);
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (!Number.isFinite(days) || days < 1 || days > MAX_PERIOD_DAYS) {
      throw new AppError(
        'VALIDATION_ERROR',
        `to: must be on or after from, at most ${MAX_PERIOD_DAYS} days later`,
      );
    }
    return { start, end };
  }

  /**
   * GET /order/cod-reconciliation (staff): the period's delivered COD shipments (by delivery day in
   * Asia/Ho_Chi_Minh), what the shop expected and what the carrier reported collecting, and the
   * remittances that paid them.
   */
  async codReconciliation(from: string, to: string): Promise<CodReconciliation> {
    const { start, end } = this.period(from, to);
    const repo = new ShippingRepository(this.db);
    const delivered = await repo.deliveredCod(start, end);
    const rows = delivered.map(({ shipment: s, code, remittedAt }) => {
      const collected = s.codCollected ?? 0;
      return {
        orderId: s.orderId,
        code,
        carrier: s.carrier,
        trackingCode: s.trackingCode,
        deliveredAt: (s.deliveredAt ?? s.updatedAt).toISOString(),
        expected: s.codAmount,
        collected,
        difference: collected - s.codAmount,
        remittedAt: remittedAt?.toISOString() ?? null,
      };
    });
    const sum = (list: typeof rows, f: (r: (typeof rows)[number]) => number) =>
      list.reduce((n, r) => n + f(r), 0);
    const remittanceIds = [
      ...new Set(delivered.flatMap((d) => (d.shipment.remittanceId ? [d.shipment.remittanceId] : []))),
    ];
    const remittances = (await repo.remittances(remittanceIds)).map(
      ({ remittance: r, collected, orders }) => ({
        id: r.id,
        amount: r.amount,
        collected: Number(collected),
        difference: r.amount - Number(collected),
        orders: Number(orders),
        note: r.note,
        byName: r.createdByName,
        at: r.createdAt.toISOString(),
      }),
    );
    return {
      from,
      to,
      rows,
      totals: {
        orders: rows.length,
        expected: sum(rows, (r) => r.expected),
        collected: sum(rows, (r) => r.collected),
        difference: sum(rows, (r) => r.difference),
        // money, not counts: what was reported collected and has been remitted, and what still waits
        remitted: sum(rows, (r) => (r.remittedAt ? r.collected : 0)),
        waiting: sum(rows, (r) => (r.remittedAt ? 0 : r.collected)),
      },
      remittances,
    };
  }

  /**
   * POST /order/cod-remittance (staff): the carrier paid `amount` for the period. In one transaction
   * the remittance is recorded and the period's delivered COD shipments not yet remitted are marked
   * with it; none → 409 and nothing is recorded. Its difference is its amount less their collected sum.
   */
  async recordRemittance(staff: Staff, body: CodRemittanceBody) {
    const { start, end } = this.period(body.from, body.to);
    const name = await new ShippingRepository(this.db).userName(staff.userId);
    return this.db.transaction(async (tx) => {
      const repo = new ShippingRepository(tx);
      const remittance = await repo.insertRemittance({
        // the only carrier so far; a second one would name itself in the body
        carrier: 'GHN',
        periodFrom: start,
        periodTo: end,
        amount: body.amount,
        note: body.note ?? null,
        createdBy: staff.userId,
        createdByName: name,
      });
      const marked = await repo.remit(remittance.id, start, end);
      if (!marked.length) throw conflict(FULFILMENT_MESSAGES.remittanceNothing);
      const collected = marked.reduce((n, s) => n + (s.codCollected ?? 0), 0);
      return {
        id: remittance.id,
        amount: remittance.amount,
        collected,
        difference: remittance.amount - collected,
        orders: marked.length,
      };
    });
  }
}
