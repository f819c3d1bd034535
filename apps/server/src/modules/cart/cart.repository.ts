import { type Availability, ORDERABLE_AVAILABILITY, type Size, type UserType } from '@shop/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cartItems, carts, productSizes, products, users } from '../../db/schema/index.js';

/** ORDERABLE_AVAILABILITY as a PostgreSQL array literal, for `cart_add` (no value holds a quote). */
const ORDERABLE = `{${ORDERABLE_AVAILABILITY.map((a) => `"${a}"`).join(',')}}`;

export interface CartLineRow {
  productId: string;
  size: Size;
  quantity: number;
  name: string;
  price: number;
  discountPrice: number;
  visible: boolean;
  availability: Availability;
  coverImageKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  /** stock of this size now; 0 when the product no longer has the size */
  stock: number;
}

export interface CartProduct {
  id: string;
  visible: boolean;
  availability: Availability;
  sizes: { size: Size; stock: number }[];
}

/** Drizzle queries of the cart: lines (product + size + quantity) and the cart row (applied coupon). */
export class CartRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Creates the cart row if needed and locks it until the transaction ends: every change to one
   * user's cart queues here, so two tabs' changes apply one after the other. Returns the coupon id.
   */
  async lock(userId: string): Promise<string | null> {
    const [row] = await this.db
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ couponId: carts.couponId });
    return row?.couponId ?? null;
  }

  async couponId(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ couponId: carts.couponId })
      .from(carts)
      .where(eq(carts.userId, userId))
      .limit(1);
    return row?.couponId ?? null;
  }

  async setCoupon(userId: string, couponId: string | null): Promise<void> {
    await this.db
      .insert(carts)
      .values({ userId, couponId })
      .onConflictDoUpdate({ target: carts.userId, set: { couponId, updatedAt: sql`now()` } });
  }

  /** An empty cart has no coupon (docs/requirements/states.md). */
  async clearCouponIfEmpty(userId: string): Promise<void> {
    await this.db
      .update(carts)
      .set({ couponId: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(carts.userId, userId),
          sql`not exists (select 1 from ${cartItems} where ${cartItems.userId} = ${userId})`,
        ),
      );
  }

  async lines(userId: string): Promise<CartLineRow[]> {
    return this.db
      .select({
        productId: cartItems.productId,
        size: cartItems.size,
        quantity: cartItems.quantity,
        name: products.name,
        price: products.price,
        discountPrice: products.discountPrice,
        visible: products.visible,
        availability: products.availability,
        coverImageKey: products.coverImageKey,
        coverWidth: products.coverWidth,
        coverHeight: products.coverHeight,
        stock: sql<number>`coalesce(${productSizes.stock}, 0)`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(
        productSizes,
        and(eq(productSizes.productId, cartItems.productId), eq(productSizes.size, cartItems.size)),
      )
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.size));
  }

  async line(userId: string, productId: string, size: Size): Promise<number | undefined> {
    const [row] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)))
      .limit(1);
    return row?.quantity;
  }

  async lineCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    return row?.n ?? 0;
  }

  async product(productId: string): Promise<CartProduct | undefined> {
    const [row] = await this.db
      .select({
        id: products.id,
        visible: products.visible,
        availability: products.availability,
        sizes: sql<
          CartProduct['sizes']
        >`(select coalesce(json_agg(json_build_object('size', s.size, 'stock', s.stock)), '[]'::json) from ${productSizes} s where s.product_id = ${products.id})`,
      })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    return row;
  }

  async userType(userId: string): Promise<UserType> {
    const [row] = await this.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.userType ?? 'REGULAR';
  }

  /**
   * Locks the user's cart row and adds `quantity` to the line, creating it when new, in ONE round trip: the
   * `cart_add` function of migration 0009. The product must be visible and orderable
   * (docs/requirements/entities.md), the new total must stay within the size's stock and the line maximum,
   * and a new line needs room under the line limit. The guards are in SQL (ON CONFLICT … DO UPDATE … WHERE),
   * so concurrent adds can never pass the stock between a read and a write. Returns the line's new quantity,
   * or undefined when a guard refused (the caller then reads why).
   */
  async addQuantity(
    userId: string,
    productId: string,
    size: Size,
    quantity: number,
    limits: { maxLineQuantity: number; maxLines: number },
  ): Promise<number | undefined> {
    const result = await this.db.execute(sql`select cart_add(
        ${userId}::uuid, ${productId}::uuid, ${size}::text, ${quantity}::integer,
        ${limits.maxLineQuantity}::integer, ${limits.maxLines}::integer, ${ORDERABLE}::text[]
      ) as quantity`);
    // both drivers return { rows }
    return (result as unknown as { rows: { quantity: number | null }[] }).rows[0]?.quantity ?? undefined;
  }

  /** Sets a line's quantity, guarded in SQL by the size's stock and the line maximum; false when refused or absent. */
  async setQuantity(
    userId: string,
    productId: string,
    size: Size,
    quantity: number,
    maxLineQuantity: number,
  ): Promise<boolean> {
    const rows = await this.db
      .update(cartItems)
      .set({ quantity })
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, productId),
          eq(cartItems.size, size),
          sql`${quantity}::integer <= least(coalesce((select ps.stock from ${productSizes} ps where ps.product_id = ${productId}::uuid and ps.size = ${size}::text), 0), ${maxLineQuantity}::integer)`,
        ),
      )
      .returning({ quantity: cartItems.quantity });
    return rows.length > 0;
  }

  async removeLine(userId: string, productId: string, size: Size): Promise<boolean> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)))
      .returning({ quantity: cartItems.quantity });
    return rows.length > 0;
  }

  async removeAll(userId: string): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  /** An order took these lines: they leave the cart, and the coupon with them, in ONE statement. */
  async removeOrdered(userId: string, lines: readonly { productId: string; size: Size }[]): Promise<void> {
    const pairs = sql.join(
      lines.map((l) => sql`(${l.productId}::uuid, ${l.size}::text)`),
      sql`, `,
    );
    await this.db.execute(sql`
      with ordered as (
        delete from ${cartItems} where user_id = ${userId}::uuid and (product_id, size) in (${pairs})
      )
      update ${carts} set coupon_id = null, updated_at = now() where user_id = ${userId}::uuid`);
  }
}
