import { createHash } from 'node:crypto';
import type { Availability, Size, UserType } from '@shop/shared';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  blacklist,
  type CouponRow,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  products,
  users,
} from '../../db/schema/index.js';
import { lifetimeSpendSql } from '../cart/lifetime-spend.js';
import { type OpenCodCounts, type OpenCodKeys, openCodCountsSql } from '../orders/open-cod.js';

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
   * refused by the blacklist, and by what: the order's phone, one of its e-mails, or the account (the
   * user is BLACKLISTED, or an entry names the user or the account's e-mail); null when not refused
   */
  blacklisted: 'phone' | 'email' | 'account' | null;
  /** the lifetime spend that sets the rank */
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
 * What checkout reads in its transaction, in one round trip because that transaction's length is what
 * limits concurrent checkouts: everything about the customer and the cart; and the advisory locks of
 * COD checkouts. What it writes is the other modules' (cart, coupons, orders, mail).
 */
export class CheckoutRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * In ONE query: the customer (name, e-mail, language, type), whether the blacklist refuses them
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
        openCod: open ? openCodCountsSql(open) : sql<null>`null`,
      })
      .from(users)
      .leftJoin(carts, eq(carts.userId, users.id))
      .leftJoin(coupons, eq(coupons.id, carts.couponId))
      .where(eq(users.id, userId))
      .limit(1);
    return row && { ...row, spend: Number(row.spend), verified: Boolean(row.verified) };
  }

  /**
   * Serialises COD checkouts sharing an account, a phone or an address key, until the
   * transaction ends (pg_advisory_xact_lock; other instances on the database wait too), so that two
   * of them cannot both count two open orders and both place a third and a fourth. The ids are taken
   * in ascending order, the same in every checkout, so two checkouts sharing two keys never wait on
   * each other in a circle; after the cart's lock and before any stock row (the order of
   * the orders' takeStock). Its own statement: the count must be read by a later one, whose
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
}
