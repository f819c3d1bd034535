import type { Order } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/staff/list-state';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { useAdminOrders } from '../../../../features/orders/api/get-admin-orders';
import { orderKeys } from '../../../../features/orders/api/order-keys';
import { OrderFilterBar } from '../../../../features/orders/components/staff/order-filter-bar';
import { StaffOrderCards } from '../../../../features/orders/components/staff/staff-order-cards';
import type { StaffOrderRowProps } from '../../../../features/orders/components/staff/staff-order-row';
import { StaffOrderTable } from '../../../../features/orders/components/staff/staff-order-table';
import { orderErrorText } from '../../../../features/orders/lib/order-messages';
import {
  NO_ORDER_FILTERS,
  ORDERS_PAGE_SIZE,
  ordersQuery,
} from '../../../../features/orders/lib/staff/orders-query';
import { BulkShipBar } from '../../../../features/shipping/components/bulk-ship-bar';
import { OrderTick, PageTick } from '../../../../features/shipping/components/staff/order-ticks';
import { ShipmentNote } from '../../../../features/shipping/components/staff/shipment-note';
import { useOrderTicks } from '../../../../features/shipping/hooks/staff/use-order-ticks';
import { isSelectable } from '../../../../features/shipping/lib/bulk-ship';
import { useCarriers } from '../../../../lib/fulfilment-settings';

/**
 * Every order, newest first, filtered by status, payment status, method and dates, searched by code,
 * phone or e-mail, a page at a time; a row opens the detail drawer, which offers only the steps the
 * state tables allow. With a carrier configured, orders are ticked to be shipped together and their
 * labels printed in one document; a row shows its shipment's status and any delivery flag.
 */
export function AllOrders({ onOpen }: { onOpen: (order: Order) => void }) {
  const { t, i18n } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { search, setSearch, q, filters, filter, page, setPage, clear, filtered } =
    useListFilters(NO_ORDER_FILTERS);
  const queryClient = useQueryClient();
  const carrier = useCarriers()[0];
  const showError = useMutationErrorToast((error, fallback) => orderErrorText(t, error, fallback));

  const list = useAdminOrders(ordersQuery(filters, q, page));
  const orders = list.data?.orders ?? [];
  const totalPages = list.data ? pageCount(list.data.total, ORDERS_PAGE_SIZE) : 1;
  const ticks = useOrderTicks(orders, Boolean(carrier));

  const row: StaffOrderRowProps = {
    language,
    onOpen,
    ticking: Boolean(carrier),
    tick: (order) =>
      carrier && isSelectable(order) ? (
        <OrderTick order={order} checked={ticks.selected.has(order.id)} onChange={ticks.toggle} />
      ) : null,
    note: (order) => <ShipmentNote order={order} />,
  };

  return (
    <>
      <OrderFilterBar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilter={filter}
        filtered={filtered}
        onClear={clear}
      />

      {carrier && (
        <BulkShipBar
          selected={ticks.ticked}
          carrier={carrier}
          onOrdersChanged={() => queryClient.invalidateQueries({ queryKey: orderKeys.all })}
          onClear={ticks.clear}
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
        <StaffOrderCards orders={orders} dimmed={list.isPlaceholderData} {...row} />
        {/* wider screens: the table */}
        <StaffOrderTable
          orders={orders}
          dimmed={list.isPlaceholderData}
          pageTick={
            <PageTick
              checked={ticks.allOnPage}
              disabled={ticks.selectable.length === 0}
              onChange={ticks.togglePage}
            />
          }
          {...row}
        />
      </ListState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />
    </>
  );
}
