import type { OrderStatus, PaymentStatus } from '../constants/orders.js';

/** What has arrived for an order and what is left (integer dong). */
export interface PaymentBalance {
  /** what arrived (bank transfers; partial transfers add up, docs/decisions/0034) */
  paid: number;
  /** what is still to pay: 0 once the order no longer waits for its payment */
  due: number;
  /** what arrived above the total (staff refund it) */
  over: number;
}

/**
 * An order's balance, computed by the server from the stored order (the amount of a remainder QR)
 * and shown as the server computed it. Only an order still waiting for its payment (pending, not
 * Canceled) has anything due; an over-payment stays visible whatever the order became.
 */
export function paymentBalance(order: {
  total: number;
  paidAmount: number;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
}): PaymentBalance {
  const total = Math.max(0, Math.trunc(order.total));
  const paid = Math.max(0, Math.trunc(order.paidAmount));
  const waiting = order.paymentStatus === 'pending' && order.status !== 'Canceled';
  return {
    paid,
    due: waiting ? Math.max(0, total - paid) : 0,
    over: Math.max(0, paid - total),
  };
}

/**
 * What the carrier collects at the door of a COD order, in dong: its shipment's amount
 * once shipped (the server set it from `paymentBalance`); before, the total less what arrived, or less
 * the deposit while the deposit is still awaited (what the buyer will owe once it is paid).
 */
export function codCollectAmount(order: {
  total: number;
  paidAmount: number;
  depositAmount: number;
  shipment: { codAmount: number } | null;
}): number {
  if (order.shipment) return order.shipment.codAmount;
  const settled = Math.max(Math.trunc(order.paidAmount), Math.trunc(order.depositAmount));
  return Math.max(0, Math.trunc(order.total) - settled);
}
