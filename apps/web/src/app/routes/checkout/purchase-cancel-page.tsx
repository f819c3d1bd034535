import { OrderOutcome } from './order-outcome';

/** /purchase-cancel: PayPal cancelled or declined; the order as it stands and what happens next. */
export function PurchaseCancelPage() {
  return <OrderOutcome outcome="cancel" />;
}
