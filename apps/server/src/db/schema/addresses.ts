import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Each customer's address book (docs/decisions/0038), up to ADDRESS_BOOK_LIMIT entries with one default.
 * The fields are those of an order's shipping details without the note, stored as the
 * shared schema leaves them (trimmed, e-mail lower-cased, a Vietnamese province in its official name).
 * At most one default per user is also the database's rule (the partial unique index); the limit and
 * "one default when any exist" are kept by modules/address, under a per-user lock.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the shopper's own name for it ("Home", "Office"); may be empty */
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    ward: text('ward').notNull(),
    street: text('street').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** when an order last went to this address (null: never) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;
