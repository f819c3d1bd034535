import {
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
  PAYMENT_TRANSITIONS,
  type PaymentStatus,
  RETURN_WINDOW_DAYS,
} from '@shop/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderFacts = Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod' | 'completedAt'>;

/** When the return window of a completed order closes (DECISIONS §7: 7 days from completion). */
export function returnDeadline(order: Pick<Order, 'completedAt'>): Date | null {
  if (!order.completedAt) return null;
  const completed = Date.parse(order.completedAt);
  return Number.isNaN(completed) ? null : new Date(completed + RETURN_WINDOW_DAYS * DAY_MS);
}

export interface CustomerActions {
  /** DECISIONS §7: the owner may cancel while Pending */
  cancel: boolean;
  /** DECISIONS §7: the owner may ask for a return within 7 days of completion */
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
  /** status steps staff may take through edit-order (the table of DECISIONS §7, staff's part) */
  statuses: OrderStatus[];
  /** payment steps other than "mark paid" (pending → failed, completed → refunded) */
  payments: PaymentStatus[];
  markPaid: boolean;
  /** a return was asked: accept (Returned) or refuse (Completed), through process-return */
  processReturn: boolean;
  remind: boolean;
  delete: boolean;
}

/**
 * What the Orders tab offers for an order: only the steps the shared tables allow from where it is.
 * Staff leave to the customer the one step that is theirs (Completed → Return Requested), and answer
 * a requested return with accept or refuse rather than a bare status.
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
