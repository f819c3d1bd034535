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
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmailAddress } from '../../../../components/email-address';
import { FilterSelect } from '../../../../components/staff/filter-select';
import { ListState } from '../../../../components/staff/list-state';
import { StaffTable } from '../../../../components/staff/staff-table';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminOrders } from '../../../../features/orders/api/get-admin-orders';
import { orderKeys } from '../../../../features/orders/api/order-keys';
import {
  OrderStatusBadge,
  PaymentStatusText,
} from '../../../../features/orders/components/order-status-badge';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import { BulkShipBar } from '../../../../features/shipping/components/bulk-ship-bar';
import { DeliveryFlag } from '../../../../features/shipping/components/delivery-flag';
import { ShipmentStatusChip } from '../../../../features/shipping/components/shipment-status-chip';
import { isSelectable } from '../../../../features/shipping/lib/bulk-ship';
import { formatDateTime } from '../../../../lib/dates';
import { useCarriers } from '../../../../lib/fulfilment-settings';
import { OrderDrawer } from '../components/order-drawer';
import { ToConfirmQueue } from './to-confirm-queue';

/** The reconciliation is a chunk of its own: most visits to the tab are for the orders. */
const CodReconciliationView = lazy(async () => ({
  default: (await import('./cod-reconciliation-view')).CodReconciliationView,
}));

/** The Orders tab's views (DECISIONS §12), named in the URL (`?view=`) so that a reload stays on one. */
export const ORDER_VIEWS = ['all', 'to-confirm', 'cod'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
export const viewFromQuery = (value: string | null): OrderView =>
  ORDER_VIEWS.find((v) => v === value) ?? 'all';
const VIEW_LABEL: Record<OrderView, string> = {
  all: 'admin:shipping.views.all',
  'to-confirm': 'admin:shipping.views.toConfirm',
  cod: 'admin:shipping.views.cod',
};

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
 * SPEC §2 dashboard tab "orders", in three views (DECISIONS §12): every order, the COD orders to
 * confirm, and the carrier's COD reconciliation. Each order opens the detail drawer.
 */
export function OrdersTab() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const view = viewFromQuery(params.get('view'));
  const [open, setOpen] = useState<Order | null>(null);

  const choose = (next: OrderView) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === 'all') kept.delete('view');
        else kept.set('view', next);
        return kept;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <fieldset
        data-testid="order-views"
        // phones: three equal cells (a pill would wrap around "COD reconciliation"); wider: one pill
        className="grid min-w-0 grid-cols-3 gap-1 rounded-2xl border border-line bg-ivory-100 p-1 sm:flex sm:self-start sm:rounded-pill"
      >
        <legend className="sr-only">{t('admin:shipping.views.label')}</legend>
        {ORDER_VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            onClick={() => choose(v)}
            className={cx(
              'min-h-11 rounded-xl px-1 text-[0.8125rem] leading-tight transition-colors sm:min-h-9 sm:rounded-pill sm:px-4 sm:text-sm sm:whitespace-nowrap',
              v === view ? 'bg-plum-800 text-ivory-100' : 'text-plum-800 hover:bg-blush-100',
            )}
          >
            {t(VIEW_LABEL[v])}
          </button>
        ))}
      </fieldset>

      {view === 'all' && <AllOrders onOpen={setOpen} />}
      {view === 'to-confirm' && <ToConfirmQueue onOpenOrder={setOpen} />}
      {view === 'cod' && (
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label={t('common:loading.generic')} />
            </div>
          }
        >
          <CodReconciliationView />
        </Suspense>
      )}
      <OrderDrawer order={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/**
 * Every order, newest first, filtered by status, payment status, method and dates, searched by code,
 * phone or e-mail, a page at a time; a row opens the detail drawer, which offers only the steps the
 * state tables allow. With a carrier configured, orders are ticked to be shipped together and their
 * labels printed in one document (DECISIONS §12); a row shows its shipment's status and any delivery
 * flag.
 */
function AllOrders({ onOpen }: { onOpen: (order: Order) => void }) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { search, setSearch, q, filters, filter, page, setPage, clear, filtered } =
    useListFilters(NO_FILTERS);
  const queryClient = useQueryClient();
  const carrier = useCarriers()[0];
  const showError = useMutationErrorToast((error, fallback) => orderErrorText(t, error, fallback));
  // ticked orders, kept across pages and filters: the bar ships and prints what was ticked
  const [selected, setSelected] = useState<ReadonlyMap<string, Order>>(new Map());

  const list = useAdminOrders(ordersQuery(filters, q, page));
  const orders = list.data?.orders ?? [];
  const totalPages = list.data ? pageCount(list.data.total, PAGE_SIZE) : 1;
  const money = (n: number) => formatVnd(n, language);
  const selectable = carrier ? orders.filter(isSelectable) : [];
  // a ticked order as its row shows it now (its shipment appears after a ship-many)
  const ticked = [...selected.values()].map((o) => orders.find((x) => x.id === o.id) ?? o);

  const toggle = (order: Order, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  const allOnPage = selectable.length > 0 && selectable.every((o) => selected.has(o.id));
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const order of selectable) {
        if (on) next.set(order.id, order);
        else next.delete(order.id);
      }
      return next;
    });
  const tick = (order: Order) =>
    carrier && isSelectable(order) ? (
      <input
        type="checkbox"
        data-testid="select-order"
        aria-label={t('admin:shipping.bulk.select', { code: order.code })}
        checked={selected.has(order.id)}
        onChange={(e) => toggle(order, e.target.checked)}
        className="size-5 shrink-0 accent-plum-800"
      />
    ) : null;
  const shipmentNote = (order: Order) =>
    order.shipment || order.deliveryFlag ? (
      <span className="mt-1 flex flex-wrap items-center gap-2">
        {order.shipment && <ShipmentStatusChip shipment={order.shipment} />}
        {order.deliveryFlag && <DeliveryFlag reason={order.deliveryFlag} short />}
      </span>
    ) : null;

  return (
    <>
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

      {carrier && (
        <BulkShipBar
          selected={ticked}
          carrier={carrier}
          onOrdersChanged={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })}
          onClear={() => setSelected(new Map())}
          onError={showError}
        />
      )}

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
            <li
              key={order.id}
              data-testid="admin-order-row"
              data-code={order.code}
              className="flex items-start gap-3"
            >
              {carrier && <span className="flex min-h-11 w-5 shrink-0 items-center">{tick(order)}</span>}
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
                {shipmentNote(order)}
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
            ...(carrier
              ? [
                  {
                    key: 'select',
                    className: 'w-10 pl-4',
                    label: (
                      <input
                        type="checkbox"
                        data-testid="select-page"
                        aria-label={t('admin:shipping.bulk.selectPage')}
                        checked={allOnPage}
                        disabled={selectable.length === 0}
                        onChange={(e) => togglePage(e.target.checked)}
                        className="size-5 accent-plum-800"
                      />
                    ),
                  },
                ]
              : []),
            // after the tick column the code's head is an inner one (px-3), as its cell
            { key: 'code', label: t('admin:orders.columns.code'), className: carrier ? 'px-3' : undefined },
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
                {carrier && <td className="py-3 pl-4">{tick(order)}</td>}
                <td className={cx(carrier ? 'px-3' : 'px-4', 'py-3')}>
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
                  {shipmentNote(order)}
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
      </ListState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />
    </>
  );
}
