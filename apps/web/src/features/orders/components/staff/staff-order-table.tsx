import { formatVnd, type Order } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../../components/email-address';
import { type StaffColumn, StaffTable } from '../../../../components/staff/staff-table';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { formatDateTime } from '../../../../lib/dates';
import { OrderStatusBadge, PaymentStatusText } from '../order-status-badge';
import type { StaffOrderRowProps } from './staff-order-row';

interface StaffOrderTableProps extends StaffOrderRowProps {
  orders: Order[];
  dimmed: boolean;
  /** the head of the tick column: ticks every order of the page */
  pageTick: ReactNode;
}

/** The order list on wider screens: code and date, customer, total, payment, status, View. */
export function StaffOrderTable({ orders, dimmed, pageTick, ...row }: StaffOrderTableProps) {
  const { language, onOpen, ticking, tick, note } = row;
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const tickColumn: StaffColumn[] = ticking
    ? [{ key: 'select', className: 'w-10 pl-4', label: pageTick }]
    : [];
  return (
    <StaffTable
      caption={t('admin:orders.caption')}
      minWidth="min-w-[52rem]"
      dimmed={dimmed}
      wideOnly
      columns={[
        ...tickColumn,
        // after the tick column the code's head is an inner one (px-3), as its cell
        { key: 'code', label: t('admin:orders.columns.code'), className: ticking ? 'px-3' : undefined },
        { key: 'customer', label: t('admin:orders.columns.customer') },
        { key: 'total', label: t('admin:orders.columns.total'), align: 'right' },
        { key: 'payment', label: t('admin:orders.columns.payment') },
        { key: 'status', label: t('admin:orders.columns.status') },
        { key: 'actions', label: t('admin:orders.columns.actions'), srOnly: true, align: 'right' },
      ]}
    >
      <tbody className="divide-y divide-line">
        {orders.map((order) => (
          <tr key={order.id} data-testid="admin-order-row" data-code={order.code} className="align-top">
            {ticking && <td className="py-3 pl-4">{tick(order)}</td>}
            <td className={cx(ticking ? 'px-3' : 'px-4', 'py-3')}>
              <span className="block font-semibold tracking-wide lining-nums tabular-nums">{order.code}</span>
              <span className="block text-xs text-plum-500">{formatDateTime(order.createdAt, language)}</span>
            </td>
            <td className="max-w-56 px-3 py-3">
              <span className="block truncate">{order.shipping.name}</span>
              <span className="block text-xs text-plum-500">
                <span className="whitespace-nowrap">{order.shipping.phone}</span> ·{' '}
                <EmailAddress address={order.shipping.email} />
              </span>
            </td>
            <td className="px-3 py-3 text-right font-semibold lining-nums tabular-nums">
              {formatVnd(order.total, language)}
            </td>
            <td className="px-3 py-3">
              <span className="block text-xs">{t(`account:paymentMethod.${order.paymentMethod}`)}</span>
              <PaymentStatusText
                status={order.paymentStatus}
                orderStatus={order.status}
                paidAmount={order.paidAmount}
              />
              {order.paymentFlag && (
                <span className="ml-1 text-xs font-semibold text-wine-600">
                  {t(`admin:orders.flagShort.${order.paymentFlag}`)}
                </span>
              )}
            </td>
            <td className="px-3 py-3">
              <OrderStatusBadge status={order.status} />
              {note(order)}
            </td>
            <td className="px-4 py-3 text-right">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onOpen(order)}
                aria-label={t('admin:orders.open', { code: order.code })}
              >
                {t('admin:orders.view')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
