import type { Order, PaymentStatus } from '@shop/shared';

/** How a payment status reads: a stored value, or `notCharged` for a canceled order never paid. */
export type PaymentLabel = PaymentStatus | 'notCharged';

/**
 * The payment status as the shopper and staff read it (a key under `paymentStatus` in the account
 * namespace). A canceled order whose payment never came (failed, or still pending) charged nobody:
 * it reads "Not charged", neutral, not "Payment failed" in red. The stored values (pending,
 * completed, failed, refunded) stay as they are; only the label changes. Money that did arrive (a
 * partial or late transfer) keeps the failed label: it was received and staff must refund it.
 */
export function paymentLabel(
  order: Pick<Order, 'status' | 'paymentStatus'> & { paidAmount?: number | undefined },
): PaymentLabel {
  const unpaid = order.paymentStatus === 'failed' || order.paymentStatus === 'pending';
  if (order.status === 'Canceled' && unpaid && !(order.paidAmount && order.paidAmount > 0)) {
    return 'notCharged';
  }
  return order.paymentStatus;
}
