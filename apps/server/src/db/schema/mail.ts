import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The kinds of mail the shop sends. */
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'welcome',
  'order-placed',
  'order-status',
  'payment-reminder',
  'payment-received',
  /** a COD order's "Please confirm your order" (its link is a secret until sent) */
  'order-confirm',
  'newsletter',
  /** a newsletter subscription's confirmation link (a secret until sent) */
  'newsletter-confirm',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail is queued durably here (docs/decisions/0039) and sent by the mail worker with retries, so a
 * crash or an SMTP outage loses none. A row is claimed by setting status 'sending' and a lease
 * (`locked_until`); a lease that runs out (crashed instance) makes the row claimable again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** the same logical mail (e.g. newsletter campaign + recipient) is never queued twice */
    dedupeKey: text('dedupe_key'),
    /** extra headers, e.g. a newsletter's List-Unsubscribe (RFC 2369, RFC 8058) */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    /** NULLs are distinct in a unique index: mails without a key are never in conflict */
    uniqueIndex('mail_outbox_dedupe_key_key').on(t.dedupeKey),
    index('mail_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
