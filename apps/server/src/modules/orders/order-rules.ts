import {
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
} from '@shop/shared';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Who made a change, as the order's history records them. */
export type Actor =
  | { kind: 'customer'; id: string; name: string | null }
  | { kind: 'staff'; id: string; name: string | null }
  | { kind: 'system'; note?: string };

/** What a change asks for: a new status, a new payment status, or both. */
export interface OrderChange {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
}

/** What a change does, worked out before anything is written (see README.md). */
export interface OrderPlan {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  statusChanged: boolean;
  paymentChanged: boolean;
  /** stock (and sold counts) go back: canceled, or returned */
  restock: boolean;
  /** the coupon use goes back: canceled */
  releaseCoupon: boolean;
  /** set when the order completes (the return window starts) */
  completedAt: Date | undefined;
  /** set when the payment completes */
  paidAt: Date | undefined;
}

/**
 * The one step only the carrier makes, beyond the table: a parcel brought back to the
 * shop ("returned") cancels a Shipped to Carrier order as refused at the door (stock back).
 */
export const CARRIER_STEPS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  'Shipped to Carrier': ['Canceled'],
};

export const invalidTransition = (message: string, allowed: readonly string[]) =>
  new AppError('INVALID_TRANSITION', message, { allowed: [...allowed] });

/**
 * The order's state tables (docs/requirements/states.md) as one pure function. The asked steps are
 * checked against the two tables
 * (ORDER_TRANSITIONS, PAYMENT_TRANSITIONS in @shop/shared); then the steps they imply are added:
 * - Canceled: stock and the coupon use go back; a pending payment fails, a completed one is refunded.
 * - Completed (from Shipped to Carrier): the return window starts; cash on delivery is paid.
 * - Returned: stock goes back; a completed payment is refunded.
 * `by.carrier`: the carrier's callback also has CARRIER_STEPS.
 * Throws 409 INVALID_TRANSITION naming what is allowed from where the order is.
 */
export function planChange(
  order: OrderRow,
  change: OrderChange,
  now = new Date(),
  by: { carrier?: boolean } = {},
): OrderPlan {
  const from = order.status;
  let status = from;
  let paymentStatus = order.paymentStatus;
  let paidAt: Date | undefined;

  if (change.paymentStatus !== undefined && change.paymentStatus !== paymentStatus) {
    const allowed = PAYMENT_TRANSITIONS[paymentStatus];
    if (!allowed.includes(change.paymentStatus)) {
      throw invalidTransition(
        ORDER_MESSAGES.invalidPaymentTransition(paymentStatus, change.paymentStatus),
        allowed,
      );
    }
    paymentStatus = change.paymentStatus;
    if (paymentStatus === 'completed') paidAt = now;
  }

  let restock = false;
  let releaseCoupon = false;
  let completedAt: Date | undefined;
  if (change.status !== undefined && change.status !== from) {
    const allowed = [...ORDER_TRANSITIONS[from], ...(by.carrier ? (CARRIER_STEPS[from] ?? []) : [])];
    if (!allowed.includes(change.status)) {
      throw invalidTransition(ORDER_MESSAGES.invalidTransition(from, change.status), allowed);
    }
    status = change.status;
    if (status === 'Canceled') {
      restock = true;
      releaseCoupon = true;
      if (paymentStatus === 'pending') paymentStatus = 'failed';
      else if (paymentStatus === 'completed') paymentStatus = 'refunded';
    } else if (status === 'Completed' && from === 'Shipped to Carrier') {
      completedAt = now;
      if (order.paymentMethod === 'COD' && paymentStatus === 'pending') {
        paymentStatus = 'completed';
        paidAt = now;
      }
    } else if (status === 'Returned') {
      restock = true;
      if (paymentStatus === 'completed') paymentStatus = 'refunded';
    }
  }

  // asking for where the order already is is not a step either (a second cancel gives nothing back)
  if (status === from && paymentStatus === order.paymentStatus) {
    if (change.status !== undefined) {
      throw invalidTransition(ORDER_MESSAGES.invalidTransition(from, change.status), ORDER_TRANSITIONS[from]);
    }
    if (change.paymentStatus !== undefined) {
      throw invalidTransition(
        ORDER_MESSAGES.invalidPaymentTransition(paymentStatus, change.paymentStatus),
        PAYMENT_TRANSITIONS[paymentStatus],
      );
    }
  }

  return {
    status,
    paymentStatus,
    statusChanged: status !== from,
    paymentChanged: paymentStatus !== order.paymentStatus,
    restock,
    releaseCoupon,
    completedAt,
    paidAt,
  };
}
