import type { PaymentStatus } from './orders.js';

/**
 * The payment state table (docs/requirements/states.md): payment status moves pending → completed | failed, and completed → refunded (on a
 * return, or a cancel after payment). Anything else responds 409 INVALID_TRANSITION.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

/**
 * A bank transfer that did not settle the order, flagged for staff (docs/decisions/0034): less than the
 * total, more than the total, or for an order no longer waiting for payment (expired, canceled, paid).
 */
export const BANK_PAYMENT_FLAGS = ['UNDERPAID', 'OVERPAID', 'LATE'] as const;
export type BankPaymentFlag = (typeof BANK_PAYMENT_FLAGS)[number];

/** An unpaid QR or PayPal order is canceled after this many minutes, configurable (docs/decisions/0036). */
export const DEFAULT_PAYMENT_TTL_MINUTES = 30;

/** `DH-7K2M9Q`: the order code, also the bank-transfer memo (docs/requirements/entities.md). */
export const ORDER_CODE_PREFIX = 'DH-';
/** Finds an order code in a bank memo full of noise ("MBVCB.123.DH7K2M9Q.CT tu ...", "dh-7k2m9q"). */
export const ORDER_CODE_IN_TEXT = /DH[-_\s.]?([A-Z0-9]{6})(?![A-Z0-9])/i;

/** Where PayPal sends the buyer back, and where the server then redirects (docs/requirements/api.md). */
export const PURCHASE_SUCCESS_ROUTE = '/purchase-success';
export const PURCHASE_CANCEL_ROUTE = '/purchase-cancel';
