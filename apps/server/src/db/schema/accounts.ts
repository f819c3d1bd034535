import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A user (the person: contact details, customer type, status) has exactly one account
 * (how they sign in: role, verification, password, Google link).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    /** REGULAR or VIP; a coupon condition can depend on it */
    userType: text('user_type', { enum: ['REGULAR', 'VIP'] })
      .notNull()
      .default('REGULAR'),
    status: text('status', { enum: ['ACTIVE', 'BLACKLISTED'] })
      .notNull()
      .default('ACTIVE'),
    /** the language mails are written in */
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** account.userType in responses: the role (docs/requirements/entities.md) */
    role: text('role', { enum: ['ADMIN', 'MANAGER', 'CUSTOMER'] })
      .notNull()
      .default('CUSTOMER'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** argon2id; null for an account created by Google sign-in until a password is set */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_id_key').on(t.userId),
    uniqueIndex('accounts_google_id_key').on(t.googleId).where(sql`${t.googleId} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
