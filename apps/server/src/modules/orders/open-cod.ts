import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';

/**
 * An open COD order holds stock with nothing paid: Pending or Confirmed, no deposit paid, payment not
 * completed. Checkout allows OPEN_COD_ORDERS_LIMIT of them per account, phone and address key, and
 * the COD risk counts them (docs/decisions/0002-open-cod-orders.md).
 */
export const openCod = and(
  eq(orders.paymentMethod, 'COD'),
  inArray(orders.status, ['Pending', 'Confirmed']),
  eq(orders.paymentStatus, 'pending'),
  isNull(orders.depositPaidAt),
)!;

/** The keys open COD orders are limited by, and the order's e-mail (the risk's history). */
export interface OpenCodKeys {
  userId: string;
  /** normalised (normalisePhone) */
  phone: string;
  /** addressKey of the shipping address ('' matches nothing) */
  addressKey: string;
  email: string;
}

/** Open COD orders sharing each key with the order being placed. */
export interface OpenCodCounts {
  account: number;
  phone: number;
  address: number;
  /** sharing its phone, e-mail or address key: the risk history's `open` */
  history: number;
}

/**
 * The open COD orders sharing the account, the phone or the address key, counted per key, and those
 * sharing the phone, the e-mail or the address key (the risk's history), as a scalar subquery for
 * checkout's one read; it goes through the indexes on each (user and creation time, phone, e-mail,
 * address key).
 */
export function openCodCountsSql(keys: OpenCodKeys): SQL<OpenCodCounts> {
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
