import { AVAILABILITY, CATEGORIES, type ProductSort } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../../components/staff/filter-select';
import { SearchInput } from '../../../../components/staff/search-input';
import { Select } from '../../../../components/ui/select';
import { staffSortChoices } from '../../lib/staff/list-sort';
import type { StaffProductFilters } from '../../lib/staff/staff-product-query';

const FEATURED_FILTERS = ['true', 'false'] as const;

interface ProductFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  /** the search the list asks for (relevance is a sort only while there is one) */
  q: string;
  filters: StaffProductFilters;
  onFilter: <K extends keyof StaffProductFilters>(key: K, value: StaffProductFilters[K]) => void;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
}

/** View Products' search, its filters by category, availability and featured, and its sort. */
export function ProductFilterBar({
  search,
  onSearch,
  q,
  filters,
  onFilter,
  sort,
  onSort,
}: ProductFilterBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <SearchInput
        label={t('admin:products.search')}
        value={search}
        onChange={onSearch}
        className="sm:col-span-2 xl:col-span-4"
      />
      <FilterSelect
        label={t('admin:products.category')}
        allLabel={t('admin:products.allCategories')}
        value={filters.category}
        values={CATEGORIES}
        labelOf={(c) => t(`common:catalog.category.${c}`)}
        onChange={(v) => onFilter('category', v)}
      />
      <FilterSelect
        label={t('admin:products.availability')}
        allLabel={t('admin:products.allAvailability')}
        value={filters.availability}
        values={AVAILABILITY}
        labelOf={(a) => t(`common:catalog.availability.${a}`)}
        onChange={(v) => onFilter('availability', v)}
      />
      <FilterSelect
        label={t('admin:products.featuredFilter')}
        allLabel={t('admin:products.featuredAll')}
        value={filters.featured}
        values={FEATURED_FILTERS}
        labelOf={(v) => t(v === 'true' ? 'admin:products.featuredOnly' : 'admin:products.featuredNot')}
        onChange={(v) => onFilter('featured', v)}
      />
      <Select
        label={t('admin:products.sort')}
        hideLabel
        value={sort}
        onChange={(e) => onSort(e.target.value as ProductSort)}
        options={staffSortChoices(q).map((s) => ({ value: s, label: t(`admin:products.sorts.${s}`) }))}
      />
    </div>
  );
}
