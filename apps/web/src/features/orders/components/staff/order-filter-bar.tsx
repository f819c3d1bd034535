import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../components/staff/filter-select';
import { SearchInput } from '../../../../components/staff/search-input';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import type { OrderFilters } from '../../lib/staff/orders-query';

interface OrderFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  filters: OrderFilters;
  onFilter: <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => void;
  /** a search or a filter is set: Clear is offered */
  filtered: boolean;
  onClear: () => void;
}

/** The order list's search (code, phone or e-mail), its filters by status, payment and dates, Clear. */
export function OrderFilterBar({
  search,
  onSearch,
  filters,
  onFilter,
  filtered,
  onClear,
}: OrderFilterBarProps) {
  const { t } = useTranslation(['admin', 'account', 'orderSum', 'common']);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <SearchInput
        label={t('admin:orders.search')}
        value={search}
        onChange={onSearch}
        className="sm:col-span-2 xl:col-span-3"
      />
      <FilterSelect
        label={t('admin:orders.status')}
        allLabel={t('admin:orders.allStatuses')}
        value={filters.status}
        values={ORDER_STATUSES}
        labelOf={(v) => t(`account:orderStatus.${v}`)}
        onChange={(v) => onFilter('status', v)}
      />
      <FilterSelect
        label={t('admin:orders.paymentStatus')}
        allLabel={t('admin:orders.allPayments')}
        value={filters.paymentStatus}
        values={PAYMENT_STATUSES}
        labelOf={(v) => t(`account:paymentStatus.${v}`)}
        onChange={(v) => onFilter('paymentStatus', v)}
      />
      <FilterSelect
        label={t('admin:orders.method')}
        allLabel={t('admin:orders.allMethods')}
        value={filters.paymentMethod}
        values={PAYMENT_METHODS}
        labelOf={(v) => t(`account:paymentMethod.${v}`)}
        onChange={(v) => onFilter('paymentMethod', v)}
      />
      <Input
        label={t('admin:orders.from')}
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onFilter('from', e.target.value)}
      />
      <Input
        label={t('admin:orders.to')}
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onFilter('to', e.target.value)}
      />
      <div className="flex items-end">
        <Button variant="ghost" size="md" disabled={!filtered} onClick={onClear}>
          {t('admin:orders.clearFilters')}
        </Button>
      </div>
    </div>
  );
}
