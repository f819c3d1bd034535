import { BLACKLIST_REASONS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Who may not order (docs/decisions/0016). An entry names a user, a phone (normalised: digits only,
 * leading 84 → 0), an e-mail (lower-case), or several of them; checkout refuses any order that
 * matches one (403 ACCOUNT_BLACKLISTED). The back office manages the entries.
 */
export const blacklist = pgTable(
  'blacklist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    email: text('email'),
    reason: text('reason', { enum: BLACKLIST_REASONS }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'blacklist_target_check',
      sql`${t.userId} is not null or ${t.phone} is not null or ${t.email} is not null`,
    ),
    index('blacklist_user_idx').on(t.userId),
    index('blacklist_phone_idx').on(t.phone),
    index('blacklist_email_idx').on(t.email),
  ],
);

export type BlacklistRow = typeof blacklist.$inferSelect;
export type NewBlacklistRow = typeof blacklist.$inferInsert;
