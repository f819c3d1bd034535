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

/**
 * DECISIONS §8: newsletter subscribers. Subscribing again is not an error (the row is kept, and made
 * active again after an unsubscribe). The unsubscribe token is random and single-purpose: it can only
 * unsubscribe this address, so it is stored as is (the campaign renders it into each mail in SQL).
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower-case */
    email: text('email').notNull(),
    status: text('status', { enum: ['active', 'unsubscribed'] })
      .notNull()
      .default('active'),
    language: text('language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_key').on(t.email),
    uniqueIndex('subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
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
