import {
  formatVnd,
  ORDER_STATUSES,
  type Order,
  type OrderListQuery,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../../components/email-address';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { FilterSelect } from '../../../../features/admin/components/filter-select';
import { ListState } from '../../../../features/admin/components/list-state';
import { StaffTable } from '../../../../features/admin/components/staff-table';
import { useListFilters } from '../../../../features/admin/hooks/use-list-filters';
import { useAdminOrders } from '../../../../features/orders/api/get-admin-orders';
import {
  OrderStatusBadge,
  PaymentStatusText,
} from '../../../../features/orders/components/order-status-badge';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import { formatDateTime } from '../../../../lib/dates';
import { OrderDrawer } from '../components/order-drawer';

const PAGE_SIZE = 20;

interface Filters {
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  paymentMethod: PaymentMethod | '';
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { status: '', paymentStatus: '', paymentMethod: '', from: '', to: '' };

/** The list query of DECISIONS §10 from the tab's filters (empty ones left out, so equal filters share a key). */
export function ordersQuery(filters: Filters, q: string, page: number): OrderListQuery {
  const query: OrderListQuery = { page, pageSize: PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.paymentStatus) query.paymentStatus = filters.paymentStatus;
  if (filters.paymentMethod) query.paymentMethod = filters.paymentMethod;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (q) query.q = q;
  return query;
}

/**
 * SPEC §2 dashboard tab "orders": every order, newest first, filtered by status, payment status,
 * method and dates, searched by code, phone or e-mail, a page at a time; a row opens the detail
 * drawer, which offers only the steps the state tables allow.
 */
export function OrdersTab() {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { search, setSearch, q, filters, filter, page, setPage, clear, filtered } =
    useListFilters(NO_FILTERS);
  const [open, setOpen] = useState<Order | null>(null);

  const list = useAdminOrders(ordersQuery(filters, q, page));
  const orders = list.data?.orders ?? [];
  const totalPages = list.data ? pageCount(list.data.total, PAGE_SIZE) : 1;
  const money = (n: number) => formatVnd(n, language);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Input
          label={t('admin:orders.search')}
          hideLabel
          type="search"
          placeholder={t('admin:orders.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:col-span-2 xl:col-span-3"
        />
        <FilterSelect
          label={t('admin:orders.status')}
          allLabel={t('admin:orders.allStatuses')}
          value={filters.status}
          values={ORDER_STATUSES}
          labelOf={(v) => t(`account:orderStatus.${v}`)}
          onChange={(v) => filter('status', v)}
        />
        <FilterSelect
          label={t('admin:orders.paymentStatus')}
          allLabel={t('admin:orders.allPayments')}
          value={filters.paymentStatus}
          values={PAYMENT_STATUSES}
          labelOf={(v) => t(`account:paymentStatus.${v}`)}
          onChange={(v) => filter('paymentStatus', v)}
        />
        <FilterSelect
          label={t('admin:orders.method')}
          allLabel={t('admin:orders.allMethods')}
          value={filters.paymentMethod}
          values={PAYMENT_METHODS}
          labelOf={(v) => t(`account:paymentMethod.${v}`)}
          onChange={(v) => filter('paymentMethod', v)}
        />
        <Input
          label={t('admin:orders.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => filter('from', e.target.value)}
        />
        <Input
          label={t('admin:orders.to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => filter('to', e.target.value)}
        />
        <div className="flex items-end">
          <Button variant="ghost" size="md" disabled={!filtered} onClick={clear}>
            {t('admin:orders.clearFilters')}
          </Button>
        </div>
      </div>

      <p className="rounded-2xl bg-ivory-200 px-4 py-3 text-sm text-plum-700" aria-live="polite">
        {list.data ? t('admin:orders.total', { count: list.data.total }) : t('common:loading.generic')}
      </p>

      <ListState
        query={list}
        errorText={(error) => orderErrorText(t, error, t('admin:errors.generic'))}
        isEmpty={orders.length === 0}
        emptyText={filtered ? t('admin:orders.emptyFiltered') : t('admin:orders.empty')}
      >
        {/* phones: one card per order */}
        <ul
          aria-label={t('admin:orders.caption')}
          className={cx('flex flex-col gap-3 md:hidden', list.isPlaceholderData && 'opacity-60')}
        >
          {orders.map((order) => (
            <li key={order.id} data-testid="admin-order-row" data-code={order.code}>
              <button
                type="button"
                onClick={() => setOpen(order)}
                aria-label={t('admin:orders.open', { code: order.code })}
                className="w-full rounded-2xl border border-line bg-ivory-50 p-4 text-left transition-colors hover:border-plum-300"
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
                  <span className="font-semibold lining-nums tabular-nums">{money(order.total)}</span>
                  <span className="text-xs">
                    {t(`account:paymentMethod.${order.paymentMethod}`)} ·{' '}
                    <PaymentStatusText
                      status={order.paymentStatus}
                      orderStatus={order.status}
                      paidAmount={order.paidAmount}
                    />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>

        {/* wider screens: the table */}
        <StaffTable
          caption={t('admin:orders.caption')}
          minWidth="min-w-[52rem]"
          dimmed={list.isPlaceholderData}
          wideOnly
          columns={[
            { key: 'code', label: t('admin:orders.columns.code') },
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
                <td className="px-4 py-3">
                  <span className="block font-semibold tracking-wide lining-nums tabular-nums">
                    {order.code}
                  </span>
                  <span className="block text-xs text-plum-500">
                    {formatDateTime(order.createdAt, language)}
                  </span>
                </td>
                <td className="max-w-56 px-3 py-3">
                  <span className="block truncate">{order.shipping.name}</span>
                  <span className="block text-xs text-plum-500">
                    <span className="whitespace-nowrap">{order.shipping.phone}</span> ·{' '}
                    <EmailAddress address={order.shipping.email} />
                  </span>
                </td>
                <td className="px-3 py-3 text-right font-semibold lining-nums tabular-nums">
                  {money(order.total)}
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
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen(order)}
                    aria-label={t('admin:orders.open', { code: order.code })}
                  >
                    {t('admin:orders.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </ListState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </div>
  );
}
