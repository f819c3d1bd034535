import type { OrderStatus, PaymentStatus } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

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

/** SPEC §3 order status label, in the reader's language. */
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

const PAYMENT_TONE: Record<PaymentStatus, string> = {
  pending: 'text-plum-600',
  completed: 'text-plum-900 font-semibold',
  failed: 'text-wine-700',
  refunded: 'text-plum-600',
};

/** SPEC §3 payment status, in the reader's language. */
export function PaymentStatusText({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('account');
  return (
    <span
      data-testid="payment-status"
      data-status={status}
      className={cx('font-medium', PAYMENT_TONE[status])}
    >
      {t(`paymentStatus.${status}`)}
    </span>
  );
}
