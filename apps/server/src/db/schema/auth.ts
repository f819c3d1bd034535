import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Refresh tokens are random, stored hashed, rotated on every refresh. Tokens of one
 * login form a family; presenting a token that was already rotated revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when this token was exchanged for the next one */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_account_idx').on(t.accountId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One live 6-character code per account, stored as an HMAC, 24 h, 5 wrong tries (docs/decisions/0012). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_hash_idx').on(t.codeHash)],
);

/** A reset token is random, stored hashed, valid 1 hour, single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_key').on(t.tokenHash),
    index('password_resets_account_idx').on(t.accountId),
  ],
);

/**
 * Counted attempts (docs/decisions/0013), one row per key ("login:<email>|<address>", "login:<email>",
 * "verify:<address>", "mail:<email>"), in fixed windows that end at `resetAt`. A request reserves its
 * attempt with one atomic upsert before the work it guards (argon2, a code comparison, a mail), so
 * concurrent requests cannot all pass a count read before any of them was recorded. Kept in the
 * database so that every server instance sees the same counts.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_attempts_reset_at_idx').on(t.resetAt)],
);
