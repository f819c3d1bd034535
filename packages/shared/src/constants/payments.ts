import type { PaymentStatus } from './orders.js';

/**
 * DECISIONS §7: payment status moves pending → completed | failed, and completed → refunded (on a
 * return, or a cancel after payment). Anything else answers 409 INVALID_TRANSITION.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

/**
 * A bank transfer that did not settle the order, flagged for staff (DECISIONS §7): less than the
 * total, more than the total, or for an order no longer waiting for payment (expired, canceled, paid).
 */
export const BANK_PAYMENT_FLAGS = ['UNDERPAID', 'OVERPAID', 'LATE'] as const;
export type BankPaymentFlag = (typeof BANK_PAYMENT_FLAGS)[number];

/** DECISIONS §7: an unpaid QR or PayPal order is canceled after this many minutes (configurable). */
export const DEFAULT_PAYMENT_TTL_MINUTES = 30;

/** `DH-7K2M9Q` (DECISIONS §7): the order code, also the bank-transfer memo. */
export const ORDER_CODE_PREFIX = 'DH-';
/** Finds an order code in a bank memo full of noise ("MBVCB.123.DH7K2M9Q.CT tu ...", "dh-7k2m9q"). */
export const ORDER_CODE_IN_TEXT = /DH[-_\s.]?([A-Z0-9]{6})(?![A-Z0-9])/i;

/** Where PayPal sends the buyer back, and where the server then redirects (DECISIONS §10). */
export const PURCHASE_SUCCESS_ROUTE = '/purchase-success';
export const PURCHASE_CANCEL_ROUTE = '/purchase-cancel';
