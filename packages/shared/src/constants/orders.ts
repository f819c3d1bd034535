/** Order status labels, exactly as shown and stored (docs/requirements/entities.md). */
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
 * The order state machine (docs/decisions/0033). Any step not listed here responds
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

/** Payment status values (docs/requirements/entities.md). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'QR', 'PAYPAL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A customer may ask for a return within this many days of completion (docs/requirements/states.md). */
export const RETURN_WINDOW_DAYS = 7;
