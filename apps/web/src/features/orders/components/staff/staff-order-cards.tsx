import { formatVnd, type Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { StaffCards } from '../../../../components/staff/staff-cards';
import { formatDateTime } from '../../../../lib/dates';
import { OrderStatusBadge } from '../order-status-badge';
import { PaymentMethodStatus } from './payment-method-status';
import type { StaffOrderRowProps } from './staff-order-row';

/** The order list on phones: one card per order, the whole card opens the drawer. */
export function StaffOrderCards({
  orders,
  dimmed,
  ...row
}: StaffOrderRowProps & { orders: Order[]; dimmed: boolean }) {
  const { language, onOpen, ticking, tick, note } = row;
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  return (
    <StaffCards label={t('admin:orders.caption')} dimmed={dimmed}>
      {orders.map((order) => (
        <li
          key={order.id}
          data-testid="admin-order-row"
          data-code={order.code}
          className="flex items-start gap-3"
        >
          {ticking && <span className="flex min-h-11 w-5 shrink-0 items-center">{tick(order)}</span>}
          <button
            type="button"
            onClick={() => onOpen(order)}
            aria-label={t('admin:orders.open', { code: order.code })}
            className="w-full min-w-0 flex-1 rounded-2xl border border-line bg-ivory-50 p-4 text-left transition-colors hover:border-plum-300"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold tracking-wide lining-nums tabular-nums">
                  {order.code}
                </span>
                <span className="block text-xs text-plum-500">
                  {formatDateTime(order.createdAt, language)}
                </span>
              </span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className="mt-2 block truncate text-sm text-plum-700">
              {order.shipping.name} · {order.shipping.phone}
            </span>
            <span className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-semibold lining-nums tabular-nums">
                {formatVnd(order.total, language)}
              </span>
              <span className="text-xs">
                <PaymentMethodStatus order={order} />
              </span>
            </span>
            {note(order)}
          </button>
        </li>
      ))}
    </StaffCards>
  );
}
