import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { PaymentStatusText } from '../order-status-badge';

/** "COD · Pending": how the order is paid, and where its payment stands. */
export function PaymentMethodStatus({
  order,
}: {
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status' | 'paidAmount'>;
}) {
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  return (
    <>
      {t(`account:paymentMethod.${order.paymentMethod}`)} ·{' '}
      <PaymentStatusText
        status={order.paymentStatus}
        orderStatus={order.status}
        paidAmount={order.paidAmount}
      />
    </>
  );
}
