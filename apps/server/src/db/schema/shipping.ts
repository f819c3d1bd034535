import { CALL_OUTCOMES, CARRIERS, SHIPMENT_STATUSES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders.js';

/**
 * An order's shipment with a carrier (docs/decisions/0044). An order has at most one live shipment (not
 * `cancel`): the partial unique index makes a second "Ship" (even a concurrent one) fail; after a
 * cancel it may be shipped again. `fee` is the carrier's price (the shop's cost), `cod_amount` what
 * the carrier collects (what the buyer still owed when it was created). Money is integer dong.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: CARRIERS }).notNull(),
    /** the carrier's order code (GHN `order_code`), the shopper's tracking code */
    trackingCode: text('tracking_code').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    fee: integer('fee').notNull(),
    codAmount: integer('cod_amount').notNull(),
    /** what the carrier reported collecting when it delivered (null before) */
    codCollected: integer('cod_collected'),
    weight: integer('weight').notNull(),
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the COD remittance that paid this shipment's collection to the shop */
    remittanceId: uuid('remittance_id').references(() => codRemittances.id, { onDelete: 'set null' }),
    /** the catch-up poll's last read of the carrier (one instance claims a shipment per round) */
    polledAt: timestamp('polled_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_tracking_key').on(t.carrier, t.trackingCode),
    uniqueIndex('shipments_live_order_key').on(t.orderId).where(sql`${t.status} <> 'cancel'`),
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    // the catch-up poll reads only shipments still moving
    index('shipments_poll_idx')
      .on(t.polledAt)
      .where(sql`${t.status} not in ('delivered', 'returned', 'cancel')`),
    index('shipments_delivered_idx').on(t.deliveredAt),
    check('shipments_money_check', sql`${t.fee} >= 0 and ${t.codAmount} >= 0`),
  ],
);

/**
 * Every status a shipment went through, as the carrier reported it (its callback read back, or the
 * catch-up poll): one row per (shipment, status, time), so a repeated or concurrent callback adds
 * nothing. A status that came late or that the shop does not act on is kept here and changes nothing else.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
    /** create, callback, poll or staff */
    source: text('source').notNull(),
    /** the carrier's raw callback (authenticated), kept for staff */
    raw: jsonb('raw'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_key').on(t.shipmentId, t.status, t.at)],
);

/** A remittance the carrier paid the shop for delivered COD orders (COD reconciliation). */
export const codRemittances = pgTable('cod_remittances', {
  id: uuid('id').primaryKey().defaultRandom(),
  carrier: text('carrier', { enum: CARRIERS }).notNull(),
  periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
  periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
  amount: integer('amount').notNull(),
  note: text('note'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A call to the buyer noted from the "To confirm" queue. */
export const orderCalls = pgTable(
  'order_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: CALL_OUTCOMES }).notNull(),
    note: text('note'),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_calls_order_idx').on(t.orderId, t.at)],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipmentRow = typeof shipments.$inferInsert;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type CodRemittanceRow = typeof codRemittances.$inferSelect;
export type OrderCallRow = typeof orderCalls.$inferSelect;
