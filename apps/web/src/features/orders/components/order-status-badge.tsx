import type { OrderStatus, PaymentStatus } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { type PaymentLabel, paymentLabel } from '../lib/payment-label';

const STATUS_TONE: Record<OrderStatus, string> = {
  Pending: 'bg-ivory-200 text-plum-900 ring-gold-500',
  Confirmed: 'bg-blush-100 text-plum-900 ring-blush-300',
  'Being Packed': 'bg-blush-100 text-plum-900 ring-blush-300',
  'Shipped to Carrier': 'bg-blush-200 text-plum-900 ring-blush-400',
  Completed: 'bg-plum-800 text-ivory-50 ring-plum-800',
  'Return Requested': 'bg-blush-100 text-wine-700 ring-wine-500',
  Returned: 'bg-ivory-200 text-plum-700 ring-plum-300',
  Canceled: 'bg-ivory-200 text-plum-700 ring-plum-300',
};

/** An order's status label, in the reader's language. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={cx(
        'inline-flex items-center rounded-pill px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_TONE[status],
        className,
      )}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}

const PAYMENT_TONE: Record<PaymentLabel, string> = {
  pending: 'text-plum-600',
  completed: 'text-plum-900 font-semibold',
  failed: 'text-wine-700',
  refunded: 'text-plum-600',
  // nothing went wrong for the reader: the order was canceled before any money moved
  notCharged: 'text-plum-600',
};

/**
 * An order's payment status, in the reader's language. Given the order's status (and what arrived), a
 * canceled order never paid reads "Not charged" (paymentLabel), for the shopper and staff alike.
 */
export function PaymentStatusText({
  status,
  orderStatus,
  paidAmount,
}: {
  status: PaymentStatus;
  orderStatus?: OrderStatus | undefined;
  paidAmount?: number | undefined;
}) {
  const { t } = useTranslation('account');
  const label = orderStatus
    ? paymentLabel({ status: orderStatus, paymentStatus: status, paidAmount })
    : status;
  return (
    <span
      data-testid="payment-status"
      data-status={status}
      data-label={label}
      className={cx('font-medium', PAYMENT_TONE[label])}
    >
      {t(`paymentStatus.${label}`)}
    </span>
  );
}
