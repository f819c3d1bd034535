import { formatVnd, type Order } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import { CodRiskPanel } from '../cod-risk-panel';
import { OrderStatusBadge } from '../order-status-badge';
import { PaymentMethodStatus } from './payment-method-status';

interface OrderDrawerSummaryProps {
  order: Order;
  /** the order's fresh copy is on its way */
  fetching: boolean;
  /** the carrier's delivery flag, when there is one (the shipping feature's) */
  deliveryFlag: ReactNode;
}

/**
 * Where the order stands: its status and payment, a payment that does not match the total, the
 * carrier's flag, the reason of a requested return, and for a COD order its risk, the buyer's history
 * and calls, and who confirmed it.
 */
export function OrderDrawerSummary({ order, fetching, deliveryFlag }: OrderDrawerSummaryProps) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <OrderStatusBadge status={order.status} />
        <span>
          <PaymentMethodStatus order={order} />
        </span>
        {fetching && <Spinner size="sm" label={t('common:loading.generic')} />}
      </div>

      {order.paymentFlag && (
        <p role="note" className="rounded-2xl border border-wine-600 bg-blush-100 p-3 text-sm text-wine-700">
          {t(`admin:orders.flags.${order.paymentFlag}`, {
            paid: formatVnd(order.paidAmount, language),
            total: formatVnd(order.total, language),
          })}
        </p>
      )}
      {deliveryFlag}
      {order.returnReason && (
        <p className="rounded-2xl bg-blush-100/60 p-3 text-sm text-plum-800">
          <span className="font-medium">{t('account:orderList.returnReason')}:</span> {order.returnReason}
        </p>
      )}
      <CodRiskPanel order={order} />
    </>
  );
}
