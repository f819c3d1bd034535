import {
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  SIZES,
  type Size,
  stripDiacritics,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  blacklist,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  type NewOrderRow,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  orderHistory,
  orderItems,
  orders,
  productSizes,
  products,
  users,
} from '../../db/schema/index.js';

export type Actor =
  | { kind: 'customer'; id: string; name: string | null }
  | { kind: 'staff'; id: string; name: string | null }
  | { kind: 'system'; note?: string };

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
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
    return rows.map((order) => ({
      order,
      items: items.filter((i) => i.orderId === order.id),
      history: history.filter((h) => h.orderId === order.id),
    }));
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

  /** Undefined when the code is taken (the caller draws another one). */
  async insert(values: NewOrderRow): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .insert(orders)
      .values(values)
      .onConflictDoNothing({ target: orders.code })
      .returning();
    return row;
  }

  async insertItems(
    orderId: string,
    items: { productId: string; name: string; size: Size; quantity: number; unitPrice: number }[],
  ): Promise<OrderItemRow[]> {
    if (!items.length) return [];
    return this.db
      .insert(orderItems)
      .values(
        items.map((item, position) => ({
          orderId,
          productId: item.productId,
          name: item.name,
          size: item.size,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          lineTotal: item.unitPrice * item.quantity,
          position,
        })),
      )
      .returning();
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

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    return rows.length > 0;
  }

  // ── stock ────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Takes `quantity` of a size in ONE guarded statement: the row is updated only when enough is left,
   * so concurrent checkouts can never take the stock below 0 (the check constraint is the last wall);
   * the product's sold count rises in the same statement. Returns whether it was taken.
   */
  async takeStock(productId: string, size: Size, quantity: number): Promise<boolean> {
    const result = await this.db.execute(sql`
      with taken as (
        update ${productSizes} set stock = stock - ${quantity}::integer
        where product_id = ${productId}::uuid and size = ${size}::text and stock >= ${quantity}::integer
        returning product_id
      )
      update ${products} set sold_count = sold_count + ${quantity}::integer
      where id in (select product_id from taken)
      returning id`);
    return rowsOf(result).length > 0;
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
   * removed since comes back with that stock.
   */
  async returnStock(productId: string, size: Size, quantity: number): Promise<void> {
    await this.db.execute(sql`
      with back as (
        insert into ${productSizes} (product_id, size, stock, position)
        values (${productId}::uuid, ${size}::text, ${quantity}::integer, ${SIZES.indexOf(size)}::integer)
        on conflict (product_id, size) do update set stock = ${productSizes}.stock + excluded.stock
        returning product_id
      )
      update ${products} set sold_count = greatest(0, sold_count - ${quantity}::integer)
      where id in (select product_id from back)`);
  }

  /** The ordered lines leave the cart, and the coupon with them, in one statement (the cart row is locked). */
  async emptyOrderedLines(userId: string, lines: { productId: string; size: Size }[]): Promise<void> {
    const pairs = sql.join(
      lines.map((l) => sql`(${l.productId}::uuid, ${l.size}::text)`),
      sql`, `,
    );
    await this.db.execute(sql`
      with gone as (
        delete from ${cartItems} where user_id = ${userId}::uuid and (product_id, size) in (${pairs})
      )
      update ${carts} set coupon_id = null, updated_at = now() where user_id = ${userId}::uuid`);
  }

  /** A canceled order gives its coupon use back (the guarded counter goes down with its redemption row). */
  async releaseCoupon(couponId: string, orderId: string): Promise<void> {
    const released = await this.db
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.orderId, orderId)))
      .returning({ id: couponRedemptions.id });
    if (released.length) {
      await this.db
        .update(coupons)
        .set({ usedCount: sql`greatest(0, ${coupons.usedCount} - ${released.length})` })
        .where(eq(coupons.id, couponId));
    }
  }

  // ── blacklist ────────────────────────────────────────────────────────────────────────────────────

  /**
   * What checkout needs of the customer, in one query: name, e-mail, language, and whether DECISIONS
   * §7 refuses them: the user is BLACKLISTED, or an entry names the user, the account's e-mail, this
   * phone or one of these e-mails.
   */
  async customer(
    userId: string,
    phone: string,
    emails: string[],
  ): Promise<{ name: string; email: string; language: 'en' | 'vi'; blacklisted: boolean } | undefined> {
    const mails = emails.filter(Boolean);
    const [row] = await this.db
      .select({
        name: users.name,
        email: users.email,
        language: users.language,
        blacklisted: sql<boolean>`(${users.status} = 'BLACKLISTED' or exists (
          select 1 from ${blacklist} b
          where b.user_id = ${userId}::uuid
            or b.email = (select lower(u.email) from ${users} u where u.id = ${userId}::uuid)
            ${phone ? sql`or b.phone = ${phone}` : sql``}
            ${
              mails.length
                ? sql`or b.email in (${sql.join(
                    mails.map((m) => sql`${m}`),
                    sql`, `,
                  )})`
                : sql``
            }
        ))`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Due orders' ids: QR and PayPal orders unpaid past their time (the sweep then locks them one by one). */
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

  /**
   * Pushes a payable order's expiry at least `ms` ahead (a payment is being captured); false when the
   * order is no longer waiting for payment. Waits for a sweep holding the row, then sees its outcome.
   */
  async holdForPayment(id: string, ms: number): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        expiresAt: sql`greatest(${orders.expiresAt}, now() + (${Math.round(ms)}::integer * interval '1 millisecond'))`,
      })
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'Pending')))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /**
   * Locks one order if it is still due, skipping it when another transaction holds it (another
   * instance's sweep, or the bank webhook paying it right now). The conditions are checked again
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
