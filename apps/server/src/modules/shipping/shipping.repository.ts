import { randomUUID } from 'node:crypto';
import { SHIPMENT_FINAL, type ShipmentStatus } from '@shop/shared';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type CodRemittanceRow,
  codRemittances,
  type NewShipmentRow,
  orderItems,
  orders,
  products,
  type ShipmentEventRow,
  type ShipmentRow,
  shipmentEvents,
  shipments,
  users,
} from '../../db/schema/index.js';

export type NewShipmentEvent = Omit<typeof shipmentEvents.$inferInsert, 'id' | 'receivedAt'>;

/** A delivered COD shipment of a reconciliation period, with its order's code and its remittance. */
export interface DeliveredCodRow {
  shipment: ShipmentRow;
  code: string;
  remittedAt: Date | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The status of a shipment asked of the carrier whose response is not applied yet. It is no carrier
 * status and never leaves this module: the order shows no shipment until the response is applied (the
 * orders' read takes carrier statuses only), labels and cancels see none, the poll skips it. The
 * column is text; its type lists the carrier's statuses, hence the cast.
 */
export const CREATING = 'creating' as string as ShipmentStatus;

/** What staff asked the carrier to ship: the shipment's row before the carrier's response. */
export type NewShipmentToCreate = Omit<NewShipmentRow, 'status' | 'trackingCode' | 'fee'>;

/** Drizzle queries of shipments, their events and COD remittances (the shipping module's own tables). */
export class ShippingRepository {
  constructor(private readonly db: DbOrTx) {}

  // ── shipments ────────────────────────────────────────────────────────────────────────────────────

  /** The order's live shipment (not canceled): at most one, by `shipments_live_order_key`. */
  async live(orderId: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'cancel')))
      .limit(1);
    return row;
  }

  /** The orders' live shipments the carrier has created (labels print only those). */
  async liveOf(orderIds: string[]): Promise<ShipmentRow[]> {
    if (!orderIds.length) return [];
    return this.db
      .select()
      .from(shipments)
      .where(
        and(
          inArray(shipments.orderId, orderIds),
          ne(shipments.status, 'cancel'),
          ne(shipments.status, CREATING),
        ),
      );
  }

  async byTracking(carrier: ShipmentRow['carrier'], code: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.carrier, carrier), eq(shipments.trackingCode, code)))
      .limit(1);
    return row;
  }

  /** Locks the shipment's row (after its order's: the one order every writer takes them in). */
  async lock(id: string): Promise<ShipmentRow | undefined> {
    const [row] = await this.db.select().from(shipments).where(eq(shipments.id, id)).limit(1).for('update');
    return row;
  }

  /**
   * Records a shipment to create, before the carrier is asked: a live row (`shipments_live_order_key`
   * allows one an order), so a second click finds it, with a placeholder tracking code unique to it
   * until the carrier's response gives the real one.
   */
  async insertCreating(values: NewShipmentToCreate): Promise<ShipmentRow> {
    const id = randomUUID();
    const [row] = await this.db
      .insert(shipments)
      .values({ ...values, id, status: CREATING, trackingCode: `${CREATING}:${id}`, fee: 0 })
      .returning();
    return row!;
  }

  /**
   * The carrier's response to a shipment to create: its tracking code, its fee, its first status. Only
   * while the row is still to create: undefined when it is not (the response was applied already, or
   * the row dropped), so the same response twice changes nothing.
   */
  async created(
    id: string,
    created: { trackingCode: string; fee: number },
  ): Promise<ShipmentRow | undefined> {
    const [row] = await this.db
      .update(shipments)
      .set({
        trackingCode: created.trackingCode,
        fee: created.fee,
        status: 'ready_to_pick',
        updatedAt: new Date(),
      })
      .where(and(eq(shipments.id, id), eq(shipments.status, CREATING)))
      .returning();
    return row;
  }

  /** Drops a shipment to create that the carrier did not create (or that no one will apply). */
  async dropCreating(id: string): Promise<void> {
    await this.db.delete(shipments).where(and(eq(shipments.id, id), eq(shipments.status, CREATING)));
  }

  async update(id: string, values: Partial<NewShipmentRow>): Promise<ShipmentRow> {
    const [row] = await this.db
      .update(shipments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shipments.id, id))
      .returning();
    return row!;
  }

  /** Adds the events not recorded yet (unique on shipment, status, time); returns those added. */
  async addEvents(events: NewShipmentEvent[]): Promise<ShipmentEventRow[]> {
    if (!events.length) return [];
    return this.db.insert(shipmentEvents).values(events).onConflictDoNothing().returning();
  }

  async events(shipmentId: string): Promise<ShipmentEventRow[]> {
    return this.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipmentId))
      .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.receivedAt));
  }

  /**
   * The catch-up poll's round: shipments still moving whose last read is older than `intervalMs`,
   * claimed by moving their `polled_at` to now. SKIP LOCKED: a shipment another instance is claiming
   * (or a callback is applying) is left to it, so each is read once per round across instances.
   */
  async claimDue(intervalMs: number, limit: number): Promise<ShipmentRow[]> {
    const result = await this.db.execute(sql`
      update ${shipments} set polled_at = now()
      where id in (
        select id from ${shipments}
        where status not in (${sql.join(
          [...SHIPMENT_FINAL, CREATING].map((s) => sql`${s}`),
          sql`, `,
        )})
          and polled_at < now() - make_interval(secs => ${intervalMs / 1000})
        order by polled_at
        limit ${limit}
        for update skip locked
      )
      returning id, carrier, tracking_code as "trackingCode", order_id as "orderId"`);
    return rowsOf<ShipmentRow>(result);
  }

  // ── what the order gives a shipment ──────────────────────────────────────────────────────────────

  /** The order's lines with their product's category (for the parcel's defaults). */
  async lines(orderId: string) {
    return this.db
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        size: orderItems.size,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        category: products.category,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.position));
  }

  async userName(id: string): Promise<string | null> {
    const [row] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
    return row?.name ?? null;
  }

  // ── COD reconciliation ───────────────────────────────────────────────────────────────────────────

  /** Delivered shipments with something to collect, delivered in [from, to), oldest first. */
  async deliveredCod(from: Date, to: Date): Promise<DeliveredCodRow[]> {
    const rows = await this.db
      .select({ shipment: shipments, code: orders.code, remittedAt: codRemittances.createdAt })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .leftJoin(codRemittances, eq(codRemittances.id, shipments.remittanceId))
      .where(
        and(
          eq(shipments.status, 'delivered'),
          gt(shipments.codAmount, 0),
          gte(shipments.deliveredAt, from),
          lt(shipments.deliveredAt, to),
        ),
      )
      .orderBy(asc(shipments.deliveredAt), asc(shipments.id));
    return rows.map((r) => ({ shipment: r.shipment, code: r.code, remittedAt: r.remittedAt ?? null }));
  }

  /** Remittances with what their shipments were reported collected, and how many they are. */
  async remittances(ids: string[]) {
    if (!ids.length) return [];
    return this.db
      .select({
        remittance: codRemittances,
        collected: sql<string>`coalesce(sum(${shipments.codCollected}), 0)::bigint`,
        orders: sql<string>`count(${shipments.id})::int`,
      })
      .from(codRemittances)
      .leftJoin(shipments, eq(shipments.remittanceId, codRemittances.id))
      .where(inArray(codRemittances.id, ids))
      .groupBy(codRemittances.id)
      .orderBy(asc(codRemittances.createdAt));
  }

  async insertRemittance(values: typeof codRemittances.$inferInsert): Promise<CodRemittanceRow> {
    const [row] = await this.db.insert(codRemittances).values(values).returning();
    return row!;
  }

  /**
   * Marks the period's delivered COD shipments not yet remitted with the remittance. A concurrent
   * remittance of the same period waits on these rows and then finds them taken (READ COMMITTED
   * re-checks `remittance_id is null`): each shipment is remitted once.
   */
  async remit(remittanceId: string, from: Date, to: Date): Promise<ShipmentRow[]> {
    return this.db
      .update(shipments)
      .set({ remittanceId, updatedAt: new Date() })
      .where(
        and(
          eq(shipments.status, 'delivered'),
          gt(shipments.codAmount, 0),
          isNull(shipments.remittanceId),
          gte(shipments.deliveredAt, from),
          lt(shipments.deliveredAt, to),
        ),
      )
      .returning();
  }
}
