import {
  type CallOutcome,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type RiskHistory,
  SHIPMENT_STATUSES,
  SIZES,
  type Size,
  stripDiacritics,
} from '@shop/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  blacklist,
  type NewOrderRow,
  type OrderCallRow,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  orderCalls,
  orderHistory,
  orderItems,
  orders,
  productSizes,
  products,
  type ShipmentEventRow,
  type ShipmentRow,
  shipmentEvents,
  shipments,
  users,
} from '../../db/schema/index.js';
import { openCod } from './open-cod.js';
import type { Actor } from './order-rules.js';

export interface OrderFilters {
  userId?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** code, phone (any format) or e-mail */
  q?: string;
  from?: Date;
  to?: Date;
}

export interface FullOrder {
  order: OrderRow;
  items: OrderItemRow[];
  history: OrderHistoryRow[];
  /** the live shipment (not canceled), else the latest one; undefined: never shipped */
  shipment?: { row: ShipmentRow; events: ShipmentEventRow[] } | undefined;
  /** calls to the buyer noted from the "To confirm" queue, oldest first */
  calls?: OrderCallRow[];
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whose history the COD risk reads: an order's buyer, or checkout's before it is placed. */
export interface RiskTarget {
  /** the order (its own row is not counted); null at checkout, before the order exists */
  orderId: string | null;
  /** normalised (normalisePhone) */
  phone: string;
  email: string;
  /** addressKey of the shipping address ('' matches nothing) */
  addressKey: string;
  userId: string | null;
}

/** The pending COD orders the "To confirm" queue sorts, at most this many. */
export const TO_CONFIRM_LIMIT = 500;

const pendingCod = and(eq(orders.paymentMethod, 'COD'), eq(orders.status, 'Pending'))!;

/**
 * Pending COD orders that no one confirmed in time: no buyer confirmation, no deposit
 * asked (a deposit order is the payment expiry's: paid, it counts as confirmed; unpaid, it expires),
 * older than `hours`.
 */
const unconfirmedFor = (hours: number) =>
  and(
    pendingCod,
    eq(orders.paymentStatus, 'pending'),
    sql`${orders.confirmedByBuyerAt} is null`,
    eq(orders.depositAmount, 0),
    sql`${orders.createdAt} < now() - (${hours}::double precision * interval '1 hour')`,
  )!;

/**
 * Pending COD orders the buyer confirmed from the mail but staff did not confirm,
 * placed more than `days` ago: the buyer's own click must not hold the stock for good. A paid deposit
 * is money taken, for staff to settle, not an expiry job's.
 */
const notConfirmedByStaffFor = (days: number) =>
  and(
    pendingCod,
    eq(orders.paymentStatus, 'pending'),
    isNotNull(orders.confirmedByBuyerAt),
    isNull(orders.depositPaidAt),
    sql`${orders.createdAt} < now() - (${days}::double precision * interval '1 day')`,
  )!;

/** Drizzle queries of orders, their lines and history, and the stock they take and give back. */
export class OrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  // ── reading ──────────────────────────────────────────────────────────────────────────────────────

  async find(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async findByCode(code: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.code, code)).limit(1);
    return row;
  }

  async findByPaypalOrder(paypalOrderId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.paypalOrderId, paypalOrderId)).limit(1);
    return row;
  }

  /** Locks the order's row until the transaction ends: its changes apply one after the other. */
  async lock(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row;
  }

  async lockByCode(code: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.code, code)).limit(1).for('update');
    return row;
  }

  /** Orders with their lines and history, in the order of `rows`. */
  async withDetails(rows: OrderRow[]): Promise<FullOrder[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const items = await this.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    const history = await this.db
      .select()
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id));
    // fulfilment: the orders' shipments with their events, and the calls noted
    // a shipment still being created has no carrier status yet: the order shows none until it has
    const ships = await this.db
      .select()
      .from(shipments)
      .where(and(inArray(shipments.orderId, ids), inArray(shipments.status, SHIPMENT_STATUSES)))
      .orderBy(asc(shipments.orderId), asc(shipments.createdAt));
    const events = ships.length
      ? await this.db
          .select()
          .from(shipmentEvents)
          .where(
            inArray(
              shipmentEvents.shipmentId,
              ships.map((x) => x.id),
            ),
          )
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.receivedAt))
      : [];
    const calls = await this.db
      .select()
      .from(orderCalls)
      .where(inArray(orderCalls.orderId, ids))
      .orderBy(asc(orderCalls.at));
    return rows.map((order) => {
      const own = ships.filter((x) => x.orderId === order.id);
      const shown = own.findLast((x) => x.status !== 'cancel') ?? own.at(-1);
      return {
        order,
        items: items.filter((i) => i.orderId === order.id),
        history: history.filter((h) => h.orderId === order.id),
        shipment: shown && { row: shown, events: events.filter((e) => e.shipmentId === shown.id) },
        calls: calls.filter((c) => c.orderId === order.id),
      };
    });
  }

  async list(
    filters: OrderFilters,
    page: number,
    pageSize: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const where = and(...this.conditions(filters));
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [counted] = await this.db.select({ n: count() }).from(orders).where(where);
    return { rows, total: counted?.n ?? 0 };
  }

  /**
   * The "To confirm" queue's orders: pending COD orders matching the filters, oldest
   * first, at most TO_CONFIRM_LIMIT (the partial index `orders_cod_pending_idx` serves it); the caller
   * sorts them by risk.
   */
  async toConfirm(filters: Pick<OrderFilters, 'q' | 'from' | 'to'>): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(pendingCod, ...this.conditions(filters)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(TO_CONFIRM_LIMIT);
  }

  /**
   * The shop's history of each target's buyer (`RiskHistory`), in ONE query for a page of orders:
   * the OTHER orders sharing its phone, its e-mail or its address (the stored key, address-key.ts),
   * counted by what became of them, and the blacklist entries naming its phone, e-mail or user. Keyed by the
   * targets' index. The candidates are read once through the three indexes (phone, e-mail, address
   * key), then matched to each target.
   */
  async riskHistories(targets: readonly RiskTarget[]): Promise<RiskHistory[]> {
    if (!targets.length) return [];
    const values = sql.join(
      targets.map(
        (t, i) =>
          sql`(${i}::integer, ${t.orderId}::uuid, nullif(${t.phone}::text, ''), nullif(lower(${t.email}::text), ''), ${t.addressKey}::text, ${t.userId}::uuid)`,
      ),
      sql`, `,
    );
    // each of the three matches is an index's (phone, e-mail, the stored address key: migration 0015),
    // given as lists of values: `in (select … from t)` joined by `or` left PostgreSQL reading every order
    const list = (values: string[]) =>
      sql.join(
        [...new Set(values)].map((v) => sql`${v}`),
        sql`, `,
      );
    const phones = targets.map((t) => t.phone).filter(Boolean);
    const emails = targets.map((t) => t.email.toLowerCase()).filter(Boolean);
    const keys = targets.map((t) => t.addressKey).filter(Boolean);
    const candidates = sql.join(
      [
        phones.length ? sql`${orders.shippingPhone} in (${list(phones)})` : undefined,
        emails.length ? sql`${orders.shippingEmail} in (${list(emails)})` : undefined,
        keys.length ? sql`${orders.shippingAddressKey} in (${list(keys)})` : undefined,
      ].filter((c): c is SQL => c !== undefined),
      sql` or `,
    );
    const ownKey = sql`${orders.shippingAddressKey}`;
    const result = await this.db.execute(sql`
      with t (i, order_id, phone, email, akey, user_id) as (values ${values}),
      o as (
        select ${orders.id} as id, ${orders.status} as status, ${orders.cancelReason} as cancel_reason,
          ${orders.deliveryFlag} as delivery_flag, (${openCod}) as is_open,
          ${orders.shippingPhone} as phone, ${orders.shippingEmail} as email, ${ownKey} as akey
        from ${orders}
        where ${phones.length || emails.length || keys.length ? candidates : sql`false`}
      )
      select t.i,
        count(o.id)::integer as placed,
        (count(o.id) filter (where o.status = 'Completed'))::integer as completed,
        (count(o.id) filter (where o.status = 'Canceled'
          and o.cancel_reason is distinct from 'REFUSED_AT_DOOR'))::integer as canceled,
        -- refused at the door, or failing at the door right now (the carrier's flag on a parcel still
        -- out): the buyer refusing is known days before the parcel is back
        (count(o.id) filter (where o.cancel_reason = 'REFUSED_AT_DOOR'
          or (o.status = 'Shipped to Carrier' and o.delivery_flag is not null)))::integer as refused,
        (count(o.id) filter (where o.status in ('Return Requested', 'Returned')))::integer as returns,
        -- COD orders still holding stock with nothing paid
        (count(o.id) filter (where o.is_open))::integer as open_orders,
        (select count(*)::integer from ${blacklist} b
          where b.phone = t.phone or lower(b.email) = t.email or b.user_id = t.user_id) as blacklisted
      from t
      left join o on o.id is distinct from t.order_id
        and (o.phone = t.phone or o.email = t.email or (t.akey <> '' and o.akey = t.akey))
      group by t.i, t.phone, t.email, t.user_id
      order by t.i`);
    const rows = rowsOf<Omit<RiskHistory, 'open'> & { i: number; open_orders: number }>(result);
    return targets.map((_, i) => {
      const row = rows.find((r) => Number(r.i) === i);
      return {
        placed: Number(row?.placed ?? 0),
        completed: Number(row?.completed ?? 0),
        canceled: Number(row?.canceled ?? 0),
        refused: Number(row?.refused ?? 0),
        returns: Number(row?.returns ?? 0),
        blacklisted: Number(row?.blacklisted ?? 0),
        open: Number(row?.open_orders ?? 0),
      };
    });
  }

  private conditions(f: OrderFilters): SQL[] {
    const out: SQL[] = [];
    if (f.userId) out.push(eq(orders.userId, f.userId));
    if (f.status) out.push(eq(orders.status, f.status));
    if (f.paymentStatus) out.push(eq(orders.paymentStatus, f.paymentStatus));
    if (f.paymentMethod) out.push(eq(orders.paymentMethod, f.paymentMethod));
    if (f.from) out.push(gte(orders.createdAt, f.from));
    if (f.to) out.push(lt(orders.createdAt, f.to));
    const q = f.q?.trim();
    if (q) {
      const any: SQL[] = [];
      const code = stripDiacritics(q).toUpperCase().replace(/\s+/g, '');
      const codeMatch = /^(?:DH[-_]?)?([A-Z0-9]{6})$/.exec(code);
      if (codeMatch) any.push(eq(orders.code, `DH-${codeMatch[1]}`));
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 6 && /^[\d\s+().-]+$/.test(q)) {
        const phone = digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
        any.push(eq(orders.shippingPhone, phone));
      }
      if (q.includes('@')) any.push(eq(orders.shippingEmail, q.toLowerCase()));
      // nothing searchable: match nothing rather than everything
      out.push(any.length ? or(...any)! : sql`false`);
    }
    return out;
  }

  // ── writing ──────────────────────────────────────────────────────────────────────────────────────

  /**
   * Writes a new order, its lines and its first history entry in ONE statement, and returns its
   * creation time: the database's clock (`now()`, the same for the order, its `updatedAt` and the
   * history entry). A code already taken fails it on `orders_code_key` (`isOrderCodeTaken`).
   */
  async place(
    order: Omit<OrderRow, 'createdAt' | 'updatedAt'>,
    items: OrderItemRow[],
    history: Omit<OrderHistoryRow, 'at'>,
  ): Promise<Date> {
    const result = await this.db.execute(sql`
      with new_order as (
        ${this.db.insert(orders).values(order).returning({ createdAt: orders.createdAt }).getSQL()}
      ),
      new_items as (
        ${this.db.insert(orderItems).values(items).getSQL()}
      ),
      new_history as (
        ${this.db.insert(orderHistory).values(history).getSQL()}
      )
      select created_at from new_order`);
    const [row] = rowsOf<{ created_at: Date | string }>(result);
    return new Date(row!.created_at);
  }

  async items(orderId: string): Promise<OrderItemRow[]> {
    return this.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  async update(id: string, values: Partial<NewOrderRow>): Promise<OrderRow> {
    const [row] = await this.db
      .update(orders)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  }

  async addHistory(
    order: Pick<OrderRow, 'id' | 'status' | 'paymentStatus'>,
    actor: Actor,
    note?: string | null,
  ): Promise<OrderHistoryRow> {
    const [row] = await this.db
      .insert(orderHistory)
      .values({
        orderId: order.id,
        status: order.status,
        paymentStatus: order.paymentStatus,
        actor: actor.kind,
        actorId: actor.kind === 'system' ? null : actor.id,
        actorName: actor.kind === 'system' ? null : actor.name,
        note: note ?? (actor.kind === 'system' ? (actor.note ?? null) : null),
      })
      .returning();
    return row!;
  }

  /** A call to the buyer noted from the queue. */
  async addCall(
    orderId: string,
    call: { outcome: CallOutcome; note: string | null; byId: string; byName: string | null },
  ): Promise<void> {
    await this.db.insert(orderCalls).values({ orderId, ...call });
  }

  /** A user's name, for the history of what they changed. */
  async userName(id: string): Promise<string | null> {
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
    return row?.name ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    return rows.length > 0;
  }

  // ── stock ────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Takes the ordered quantity of every line in ONE statement: each size row is updated only when
   * enough is left (`stock >= quantity`), so concurrent checkouts can never take the stock below 0
   * (the check constraint is the last wall), and the products' sold counts rise with it. Returns the
   * lines taken: fewer than asked means the caller must roll back.
   *
   * The rows are locked first, line by line in (product, size) order, each size row then its
   * product's row (`for update of ps, p` locks in that order): the order in which a cancel gives
   * stock back (OrdersService.applyLocked), so a checkout and a cancel sharing products never wait
   * on each other in a circle. The updates then touch only rows already locked.
   */
  async takeStock(
    lines: readonly { productId: string; size: Size; quantity: number }[],
  ): Promise<{ productId: string; size: Size; stockLeft: number }[]> {
    const wanted = sql.join(
      lines.map((l) => sql`(${l.productId}::uuid, ${l.size}::text, ${l.quantity}::integer)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      with wanted (product_id, size, quantity) as (values ${wanted}),
      locked as (
        select ps.product_id, ps.size, w.quantity
        from wanted w
        join ${productSizes} ps on ps.product_id = w.product_id and ps.size = w.size
        join ${products} p on p.id = ps.product_id
        order by ps.product_id, ps.size
        for update of ps, p
      ),
      taken as (
        update ${productSizes} ps set stock = ps.stock - l.quantity
        from locked l
        where ps.product_id = l.product_id and ps.size = l.size and ps.stock >= l.quantity
        returning ps.product_id, ps.size, l.quantity, ps.stock as stock_left
      ),
      sold as (
        update ${products} p set sold_count = p.sold_count + t.quantity
        from (select product_id, sum(quantity)::integer as quantity from taken group by product_id) t
        where p.id = t.product_id
      )
      select product_id as "productId", size, stock_left as "stockLeft" from taken`);
    return rowsOf<{ productId: string; size: Size; stockLeft: number }>(result);
  }

  async stockOf(productId: string, size: Size): Promise<number> {
    const [row] = await this.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)))
      .limit(1);
    return row?.stock ?? 0;
  }

  /**
   * Puts stock back (cancel, accepted return) and lowers the sold count, in one statement; a size
   * removed since comes back with that stock. Returns whether the size had none before.
   */
  async returnStock(productId: string, size: Size, quantity: number): Promise<{ refilled: boolean }> {
    const result = await this.db.execute(sql`
      with back as (
        insert into ${productSizes} (product_id, size, stock, position)
        values (${productId}::uuid, ${size}::text, ${quantity}::integer, ${SIZES.indexOf(size)}::integer)
        on conflict (product_id, size) do update set stock = ${productSizes}.stock + excluded.stock
        returning product_id, stock
      ),
      sold as (
        update ${products} set sold_count = greatest(0, sold_count - ${quantity}::integer)
        where id in (select product_id from back)
      )
      select stock from back`);
    const [row] = rowsOf<{ stock: number }>(result);
    return { refilled: row?.stock === quantity };
  }

  /** Due orders' ids: QR and PayPal orders unpaid past their time (the expiry job then locks each). */
  async dueForExpiry(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'pending'),
          eq(orders.status, 'Pending'),
          sql`${orders.expiresAt} is not null and ${orders.expiresAt} < now()`,
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  // ── expiry ───────────────────────────────────────────────────────────────────────────────────────

  /** Ids of pending COD orders no one confirmed within `hours` (the unconfirmed-COD job). */
  async dueUnconfirmed(hours: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(unconfirmedFor(hours))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Locks one unconfirmed COD order if it is still due, skipping it when another transaction holds
   * it (another instance's job, the buyer confirming, staff at work): checked again under the lock.
   */
  async lockIfUnconfirmed(id: string, hours: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), unconfirmedFor(hours)))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  /** Ids of buyer-confirmed COD orders staff did not confirm within `days`. */
  async dueNotConfirmedByStaff(days: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(notConfirmedByStaffFor(days))
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Locks one such order if it is still due, skipping it when another transaction holds it (another
   * instance's job, staff confirming it right now): checked again under the lock.
   */
  async lockIfNotConfirmedByStaff(id: string, days: number): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), notConfirmedByStaffFor(days)))
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  /**
   * Pushes a payable order's expiry at least `ms` ahead (a payment is being captured) and returns the
   * expiry it holds the order to; undefined when the order is no longer waiting for payment. Waits for
   * an expiry job holding the row, then sees its outcome.
   */
  async holdForPayment(id: string, ms: number): Promise<{ until: Date | null } | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({
        expiresAt: sql`greatest(${orders.expiresAt}, now() + (${Math.round(ms)}::integer * interval '1 millisecond'))`,
      })
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'Pending')))
      .returning({ until: orders.expiresAt });
    return row;
  }

  /**
   * Puts back the expiry a hold (`holdForPayment`) replaced, unless a later hold came meanwhile: a
   * capture that did not happen must not keep the order off the expiry job: whoever holds a PayPal
   * token could otherwise keep an unpaid order's stock taken by coming back.
   */
  async releaseHold(id: string, held: Date, expiresAt: Date | null): Promise<void> {
    await this.db
      .update(orders)
      .set({ expiresAt })
      .where(
        and(
          eq(orders.id, id),
          eq(orders.paymentStatus, 'pending'),
          eq(orders.status, 'Pending'),
          // `held` came back in milliseconds, the column keeps microseconds; a later hold is later still
          lt(orders.expiresAt, new Date(held.getTime() + 1)),
        ),
      );
  }

  /**
   * Locks one order if it is still due, skipping it when another transaction holds it (another
   * instance's expiry job, or the bank webhook paying it right now). The conditions are checked again
   * under the lock, so an order paid or canceled meanwhile is not taken.
   */
  async lockIfDue(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, id),
          eq(orders.paymentStatus, 'pending'),
          eq(orders.status, 'Pending'),
          sql`${orders.expiresAt} < now()`,
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }
}

/** How many order lines name a product (the catalogue hides rather than erases such a product). */
export async function orderReferences(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, productId));
  return row?.n ?? 0;
}
