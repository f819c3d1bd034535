/** SPEC §3: order status labels, exactly as shown and stored. */
export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Being Packed',
  'Shipped to Carrier',
  'Completed',
  'Return Requested',
  'Returned',
  'Canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * DECISIONS §7: the order state machine. Any step not listed here answers
 * 409 INVALID_TRANSITION with the allowed ones.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'Canceled'],
  Confirmed: ['Being Packed', 'Canceled'],
  'Being Packed': ['Shipped to Carrier'],
  'Shipped to Carrier': ['Completed'],
  Completed: ['Return Requested'],
  'Return Requested': ['Returned', 'Completed'],
  Returned: [],
  Canceled: [],
};

/** SPEC §3: payment status values. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'QR', 'PAYPAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** DECISIONS §7: a customer may ask for a return within this many days of completion. */
export const RETURN_WINDOW_DAYS = 7;
