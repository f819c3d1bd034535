import type { ProductSort } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import { sortChoices } from '../lib/product-filters';

interface ListingBarProps {
  /** how many products match; undefined while the first page loads */
  total: number | undefined;
  /** how many filters are set, shown on the phone's Filters button */
  refinements: number;
  sort: ProductSort;
  /** the search text: a search offers "most relevant" among the sorts */
  q: string;
  onSort: (sort: ProductSort) => void;
  /** opens the filter drawer (phones and tablets; the sidebar shows the filters on a desktop) */
  onOpenFilters: () => void;
}

/** Above the results: how many there are, the phone's Filters button and the sort. */
export function ListingBar({ total, refinements, sort, q, onSort, onOpenFilters }: ListingBarProps) {
  const { t } = useTranslation('products');
  return (
    // on a phone the count has its own line, so "Filters (3)" and the longest sort name fit beside
    // each other in either language
    <div
      data-testid="listing-bar"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-line pb-4"
    >
      <p aria-live="polite" className="text-sm whitespace-nowrap text-plum-500 tabular-nums">
        {total === undefined ? '\u00a0' : t('results', { count: total })}
      </p>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-pill border border-line bg-ivory-50 px-4 text-sm whitespace-nowrap text-plum-800 hover:border-plum-800 lg:hidden"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
            <circle cx="16" cy="7" r="2" />
            <circle cx="10" cy="17" r="2" />
          </svg>
          {refinements > 0 ? t('filters.openCount', { count: refinements }) : t('filters.open')}
        </button>
        <Select
          label={t('sort.label')}
          hideLabel
          className="min-w-0 flex-1 sm:w-52 sm:flex-none"
          value={sort}
          onChange={(e) => onSort(e.target.value as ProductSort)}
          options={sortChoices(q).map((choice) => ({ value: choice, label: t(`sort.${choice}`) }))}
        />
      </div>
    </div>
  );
}
