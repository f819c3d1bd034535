import type { CouponCondition } from '@shop/shared';
import { COUPON_DISCOUNT_TYPES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A coupon. The code is stored upper-case (unique), the conditions are data (its condition types)
 * checked by the shared pure evaluator. `used_count` only ever moves through the
 * guarded increment of `redeemCoupon`, so it never passes `usage_limit` under concurrent checkouts.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountType: text('discount_type', { enum: COUPON_DISCOUNT_TYPES }).notNull(),
    /** a percentage (1–100) or an amount of dong */
    discountValue: integer('discount_value').notNull(),
    /** cap of a percentage discount, in dong; null = no cap */
    maxDiscount: integer('max_discount'),
    conditions: jsonb('conditions').$type<CouponCondition[]>().notNull().default([]),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    /** total redemptions allowed; null = unlimited */
    usageLimit: integer('usage_limit'),
    /** redemptions allowed per user; null = unlimited */
    perUserLimit: integer('per_user_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0`),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_discount_value_check', sql`${t.discountValue} > 0`),
    index('coupons_created_at_idx').on(t.createdAt),
  ],
);

/**
 * One row per redemption (written at checkout, inside the order's transaction), so per-user limits
 * can be counted. The user is kept as null when their account is deleted: the coupon's total count
 * must not go down. `order_id` will reference orders once they exist.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
