import { createHash } from 'node:crypto';
import type { Availability, Size, UserType } from '@shop/shared';
import { and, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  blacklist,
  type CouponRow,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  type OrderHistoryRow,
  type OrderItemRow,
  type OrderRow,
  orderHistory,
  orderItems,
  orders,
  products,
  users,
} from '../../db/schema/index.js';
import { lifetimeSpendSql } from '../cart/lifetime-spend.js';
import { openCod } from '../orders/orders.repository.js';

/** A cart line as checkout prices it: the product's current name and prices. */
export interface CheckoutLine {
  productId: string;
  size: Size;
  quantity: number;
  name: string;
  price: number;
  discountPrice: number;
  visible: boolean;
  availability: Availability;
}

/** The keys docs/decisions/0002 limits open COD orders by, and the order's e-mail (the risk's history). */
export interface OpenCodKeys {
  userId: string;
  /** normalised (normalisePhone) */
  phone: string;
  /** addressKey of the shipping address ('' matches nothing) */
  addressKey: string;
  email: string;
}

/** Open COD orders (Pending or Confirmed, nothing paid) sharing each key with the order being placed. */
export interface OpenCodCounts {
  account: number;
  phone: number;
  address: number;
  /** sharing its phone, e-mail or address key: the risk history's `open` */
  history: number;
}

/** Everything checkout reads, as of one statement (see `read`). */
export interface CheckoutSnapshot {
  name: string;
  /** the account's own e-mail */
  email: string;
  /** the account's e-mail is proven (only then does it get the COD confirm link) */
  verified: boolean;
  language: 'en' | 'vi';
  userType: UserType;
  /**
   * DECISIONS §7: refused, and by what: the order's phone, one of its e-mails, or the account (the
   * user is BLACKLISTED, or an entry names the user or the account's e-mail); null when not refused
   */
  blacklisted: 'phone' | 'email' | 'account' | null;
  /** the lifetime spend that sets the rank (DECISIONS §6) */
  spend: number;
  /** the cart's applied coupon, and how many times this user has redeemed it */
  coupon: CouponRow | null;
  couponUses: number;
  /** the cart's lines with their products, in the order they were added */
  lines: CheckoutLine[];
  /** COD checkout only (`read`'s `open`): the open COD orders sharing its keys; null otherwise */
  openCod: OpenCodCounts | null;
}

/**
 * A transaction-level advisory lock id for one open-COD key: 64 bits of SHA-256 of the key, so that
 * every instance derives the same id, and a label keeps them apart from any other advisory lock.
 */
function advisoryId(kind: string, value: string): bigint {
  return createHash('sha256').update(`open-cod-orders:${kind}:${value}`).digest().readBigInt64BE(0);
}

/**
 * The two statements that do most of a checkout's work (issue #8: one round trip each, because the
 * transaction's length is what limits concurrent checkouts): everything read about the customer
 * and the cart, and everything written for the new order.
 */
export class CheckoutRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * In ONE query: the customer (name, e-mail, language, type), whether DECISIONS §7 refuses them
   * (the user is BLACKLISTED, or a blacklist entry names the user, the account's e-mail, this phone
   * or one of these e-mails), their lifetime spend, the cart's coupon with this user's redemptions
   * of it, and the cart's lines with their products. Undefined when the user does not exist.
   */
  async read(
    userId: string,
    phone: string,
    emails: string[],
    open?: OpenCodKeys,
  ): Promise<CheckoutSnapshot | undefined> {
    const mails = emails.filter(Boolean);
    const [row] = await this.db
      .select({
        name: users.name,
        email: users.email,
        verified: sql<boolean>`coalesce((select ${accounts.isVerified} from ${accounts}
          where ${accounts.userId} = ${users.id}), false)`,
        language: users.language,
        userType: users.userType,
        blacklisted: sql<'phone' | 'email' | 'account' | null>`(case
          ${phone ? sql`when exists (select 1 from ${blacklist} b where b.phone = ${phone}) then 'phone'` : sql``}
          ${
            mails.length
              ? sql`when exists (select 1 from ${blacklist} b where b.email in (${sql.join(
                  mails.map((m) => sql`${m}`),
                  sql`, `,
                )})) then 'email'`
              : sql``
          }
          when ${users.status} = 'BLACKLISTED' or exists (
            select 1 from ${blacklist} b where b.user_id = ${userId}::uuid or b.email = lower(${users.email})
          ) then 'account'
        end)`,
        spend: lifetimeSpendSql(userId),
        coupon: getTableColumns(coupons),
        couponUses: sql<number>`(select count(*)::integer from ${couponRedemptions} r
          where r.coupon_id = ${carts.couponId} and r.user_id = ${userId}::uuid)`,
        lines: sql<CheckoutLine[]>`(select coalesce(json_agg(json_build_object(
            'productId', ci.product_id, 'size', ci.size, 'quantity', ci.quantity, 'name', p.name,
            'price', p.price, 'discountPrice', p.discount_price, 'visible', p.visible,
            'availability', p.availability
          ) order by ci.created_at, ci.product_id, ci.size), '[]'::json)
          from ${cartItems} ci join ${products} p on p.id = ci.product_id
          where ci.user_id = ${userId}::uuid)`,
        openCod: open ? this.openCodCounts(open) : sql<null>`null`,
      })
      .from(users)
      .leftJoin(carts, eq(carts.userId, users.id))
      .leftJoin(coupons, eq(coupons.id, carts.couponId))
      .where(eq(users.id, userId))
      .limit(1);
    return row && { ...row, spend: Number(row.spend), verified: Boolean(row.verified) };
  }

  /**
   * serialises COD checkouts sharing an account, a phone or an address key, until the
   * transaction ends (pg_advisory_xact_lock; other instances on the database wait too), so that two
   * of them cannot both count two open orders and both place a third and a fourth. The ids are taken
   * in ascending order, the same in every checkout, so two checkouts sharing two keys never wait on
   * each other in a circle; after the cart's lock and before any stock row (the order of
   * OrdersRepository.takeStock). Its own statement: the count must be read by a later one, whose
   * snapshot starts after the locks are held.
   */
  async lockOpenCodKeys(keys: Pick<OpenCodKeys, 'userId' | 'phone' | 'addressKey'>): Promise<void> {
    const ids = [
      advisoryId('account', keys.userId),
      ...(keys.phone ? [advisoryId('phone', keys.phone)] : []),
      ...(keys.addressKey ? [advisoryId('address', keys.addressKey)] : []),
    ];
    const sorted = [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // unnest yields the ids in the array's order, and each row's lock is taken as the row is read
    await this.db.execute(
      sql`select pg_advisory_xact_lock(k) from unnest(array[${sql.join(
        sorted.map((id) => sql`${id.toString()}::bigint`),
        sql`, `,
      )}]) as k`,
    );
  }

  /**
   * The open COD orders sharing the account, the phone or the address key, counted per key, and
   * those sharing the phone, the e-mail or the address key (the risk's history), read through the
   * indexes on each (user and creation time, phone, e-mail, address key).
   */
  private openCodCounts(keys: OpenCodKeys): SQL<OpenCodCounts> {
    const phone = sql`nullif(${keys.phone}::text, '')`;
    const email = sql`nullif(lower(${keys.email}::text), '')`;
    const akey = sql`nullif(${keys.addressKey}::text, '')`;
    const byUser = eq(orders.userId, keys.userId);
    const byPhone = sql`${orders.shippingPhone} = ${phone}`;
    const byEmail = sql`${orders.shippingEmail} = ${email}`;
    const byAddress = sql`${orders.shippingAddressKey} = ${akey}`;
    return sql<OpenCodCounts>`(select json_build_object(
        'account', count(*) filter (where ${byUser}),
        'phone', count(*) filter (where ${byPhone}),
        'address', count(*) filter (where ${byAddress}),
        'history', count(*) filter (where ${or(byPhone, byEmail, byAddress)})
      ) from ${orders} where ${and(or(byUser, byPhone, byEmail, byAddress), openCod)})`;
  }

  /**
   * Writes the order, its lines and its first history entry, queues its mails (`mails`, from
   * mailInsertSql: the order-placed mail, and a COD order's confirm request), and takes the ordered lines and the coupon out of the cart, in ONE statement.
   * Returns the order's creation time (the database's
   * clock: `now()`, the same for the order, its `updatedAt` and the history entry). A taken order
   * code fails the statement with a unique violation on `orders_code_key` (the caller draws again).
   */
  async place(
    order: Omit<OrderRow, 'createdAt' | 'updatedAt'>,
    items: OrderItemRow[],
    history: Omit<OrderHistoryRow, 'at'>,
    cartOwner: string,
    mails: readonly SQL[],
  ): Promise<Date> {
    const pairs = sql.join(
      items.map((l) => sql`(${l.productId}::uuid, ${l.size}::text)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      with new_order as (
        ${this.db.insert(orders).values(order).returning({ createdAt: orders.createdAt }).getSQL()}
      ),
      new_items as (
        ${this.db.insert(orderItems).values(items).getSQL()}
      ),
      new_history as (
        ${this.db.insert(orderHistory).values(history).getSQL()}
      ),
      ${sql.join(
        mails.map((mail, i) => sql`${sql.raw(`new_mail_${i}`)} as (${mail}),`),
        sql` `,
      )}
      ordered as (
        delete from ${cartItems} where user_id = ${cartOwner}::uuid and (product_id, size) in (${pairs})
      ),
      cart as (
        update ${carts} set coupon_id = null, updated_at = now() where user_id = ${cartOwner}::uuid
      )
      select created_at from new_order`);
    const [row] = (result as unknown as { rows: { created_at: Date | string }[] }).rows;
    return new Date(row!.created_at);
  }
}

/** Whether an error is the unique violation of an order code already taken (both drivers). */
export function isOrderCodeTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = e?.cause ?? e;
  return cause?.code === '23505' && cause.constraint === 'orders_code_key';
}
