import { SIZES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { coupons } from './coupons.js';

/**
 * The cart lives on the server, one per user (docs/decisions/0031). A line is identified by product
 * and size, so adding an existing pair adds to its quantity (an upsert on the primary key).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size', { enum: SIZES }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.size] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    index('cart_items_product_idx').on(t.productId),
  ],
);

/**
 * The cart's own row: the applied coupon. Every cart change locks this row first, so the changes of
 * one user (two tabs) run one after the other and the line limit and "empty cart clears the coupon"
 * hold under concurrency.
 */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CartItemRow = typeof cartItems.$inferSelect;
