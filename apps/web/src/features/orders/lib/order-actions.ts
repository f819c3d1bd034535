import {
  ORDER_TRANSITIONS,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
  RETURN_WINDOW_DAYS,
} from '@shop/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderFacts = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod' | 'completedAt'>;

/**
 * When the return window of a completed order closes (7 days:
 * docs/decisions/0033-order-state-machine.md).
 */
export function returnDeadline(order: Pick<Order, 'completedAt'>): Date | null {
  if (!order.completedAt) return null;
  const completed = Date.parse(order.completedAt);
  return Number.isNaN(completed) ? null : new Date(completed + RETURN_WINDOW_DAYS * DAY_MS);
}

export interface CustomerActions {
  /** the owner may cancel while Pending */
  cancel: boolean;
  /** the owner may ask for a return within 7 days of completion */
  requestReturn: boolean;
  /** a QR order still waiting for its transfer: the QR can be shown again */
  pay: boolean;
}

export function customerActions(order: OrderFacts, now = new Date()): CustomerActions {
  const deadline = returnDeadline(order);
  return {
    cancel: order.status === 'Pending',
    requestReturn: order.status === 'Completed' && !!deadline && now.getTime() <= deadline.getTime(),
    pay: order.paymentMethod === 'QR' && order.status === 'Pending' && order.paymentStatus === 'pending',
  };
}

export interface StaffActions {
  /** status steps staff may take through edit-order (the staff's part of the state table) */
  statuses: OrderStatus[];
  /** payment steps other than "mark paid" (pending → failed, completed → refunded) */
  payments: PaymentStatus[];
  markPaid: boolean;
  /** a return was asked: accept (Returned) or reject (Completed), through process-return */
  processReturn: boolean;
  remind: boolean;
  delete: boolean;
}

/**
 * What the Orders tab offers for an order: only the steps the shared tables allow from where it is.
 * Staff leave to the customer the one step that is theirs (Completed → Return Requested), and answer
 * a requested return with accept or reject rather than a bare status.
 */
export function staffActions(order: OrderFacts): StaffActions {
  const returning = order.status === 'Return Requested';
  const statuses = returning
    ? []
    : ORDER_TRANSITIONS[order.status].filter((next) => next !== 'Return Requested');
  // a closed order's payment only moves with its status (a refund comes with the return)
  const closed = order.status === 'Canceled' || order.status === 'Returned';
  const paymentSteps = closed ? [] : PAYMENT_TRANSITIONS[order.paymentStatus];
  return {
    statuses: [...statuses],
    payments: paymentSteps.filter((p) => p !== 'completed'),
    markPaid: paymentSteps.includes('completed'),
    processReturn: returning,
    // cash on delivery is paid at the door: there is nothing to remind
    remind: order.paymentMethod !== 'COD' && order.paymentStatus === 'pending' && !closed,
    delete: order.status === 'Canceled',
  };
}

/**
 * The steps with no way back in the state table: nothing leads from Shipped to Carrier
 * back to packing, Completed only opens the customer's return, Canceled and Returned end the order
 * (and put the stock back). Staff confirm these in a dialog naming the order and the step.
 */
export const IRREVERSIBLE_STATUSES: readonly OrderStatus[] = [
  'Shipped to Carrier',
  'Completed',
  'Canceled',
  'Returned',
];
export const isIrreversible = (status: OrderStatus): boolean => IRREVERSIBLE_STATUSES.includes(status);

/** Where a return's answer takes the order: accepted, Returned; rejected, Completed again. */
export const returnAnswerStatus = (accept: boolean): OrderStatus => (accept ? 'Returned' : 'Completed');

/**
 * Who made a change of the order's history, as the drawer words it: a staff member by name, the
 * customer, or the system (payment expiry, the bank's transfer, PayPal). A name the server lost (an
 * account deleted since) falls back to "a staff member" or "the customer".
 */
export function historyActor(entry: Pick<OrderHistoryEntry, 'by' | 'byName'>): {
  key: 'staff' | 'staffUnnamed' | 'customer' | 'customerUnnamed' | 'system';
  name: string;
} {
  const name = entry.byName?.trim() ?? '';
  if (entry.by === 'system') return { key: 'system', name: '' };
  if (entry.by === 'staff') return name ? { key: 'staff', name } : { key: 'staffUnnamed', name: '' };
  return name ? { key: 'customer', name } : { key: 'customerUnnamed', name: '' };
}
