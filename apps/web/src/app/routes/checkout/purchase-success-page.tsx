import { OrderOutcome } from './order-outcome';

/** /purchase-success: the order just placed (or paid on PayPal) and what happens next. */
export function PurchaseSuccessPage() {
  return <OrderOutcome outcome="success" />;
}
