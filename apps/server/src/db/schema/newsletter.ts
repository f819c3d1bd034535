import { NEWSLETTER_TYPES } from '@shop/shared';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { collections } from './catalog.js';
import { mailOutbox } from './mail.js';

/** pending (confirmation mailed), active (confirmed), unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * newsletter subscribers, with double opt-in. A new address is `pending` until the
 * link mailed to it is followed (`active`); only `active` rows receive newsletters. An `unsubscribed`
 * row stays so until a link mailed to it after the unsubscribe is followed. Rows that were `active`
 * before confirmation existed stay `active` with no `confirmed_at`
 * (docs/decisions/0003-newsletter-double-opt-in.md).
 *
 * The unsubscribe token is random and single-purpose: it can only unsubscribe this address, so it is
 * stored as is (the campaign renders it into each mail in SQL). The confirmation token can subscribe
 * the address, so only its SHA-256 is kept; it works once (`confirm_used_at`), until
 * `confirm_expires_at`, and a newer link replaces it.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-case */
    email: text('email').notNull(),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** SHA-256 (hex) of the newest confirmation link's token; null before any was mailed */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** when the newest link was followed: a second click changes nothing */
    confirmUsedAt: timestamp('confirm_used_at', { withTimezone: true }),
    /** when the address was last confirmed; null for rows active before double opt-in */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** the confirmation mails sent to this address since `confirm_mails_since` (a window of an hour) */
    confirmMails: integer('confirm_mails').notNull().default(0),
    confirmMailsSince: timestamp('confirm_mails_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_key').on(t.email),
    uniqueIndex('subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
    uniqueIndex('subscribers_confirm_token_hash_key').on(t.confirmTokenHash),
    index('subscribers_status_idx').on(t.status),
  ],
);

/** A bulk newsletter (POST /subscribe/bulk-email): what staff asked for, and how many it went to. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: NEWSLETTER_TYPES }).notNull(),
    /** the texts staff wrote; null: the type's default in each recipient's language */
    subject: text('subject'),
    title: text('title'),
    description: text('description'),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_campaigns_created_at_idx').on(t.createdAt)],
);

/**
 * One row per campaign and subscriber: the outbox mail that carries it. The primary key makes a
 * campaign reach each subscriber once; the campaign's progress is its mails' statuses.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriberId] }),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;
