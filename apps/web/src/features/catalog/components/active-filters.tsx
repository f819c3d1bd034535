import { type Collection, formatVnd } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, type ProductFilters } from '../lib/product-filters';

interface ActiveFiltersProps {
  filters: ProductFilters;
  collections: Collection[] | undefined;
  onChange: (change: Partial<ProductFilters>) => void;
}

/** What is on, as removable pills, with "Clear all". */
export function ActiveFilters({ filters, collections, onChange }: ActiveFiltersProps) {
  const { t, i18n } = useTranslation(['products', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const pills: Array<{ key: string; label: string; remove: Partial<ProductFilters> }> = [];

  if (filters.q) pills.push({ key: 'q', label: `“${filters.q}”`, remove: { q: '' } });
  for (const c of filters.category)
    pills.push({
      key: `c-${c}`,
      label: t(`common:catalog.category.${c}`),
      remove: { category: filters.category.filter((x) => x !== c) },
    });
  for (const s of filters.size)
    pills.push({ key: `s-${s}`, label: s, remove: { size: filters.size.filter((x) => x !== s) } });
  for (const a of filters.availability)
    pills.push({
      key: `a-${a}`,
      label: t(`common:catalog.availability.${a}`),
      remove: { availability: filters.availability.filter((x) => x !== a) },
    });
  if (filters.collectionId) {
    const name = collections?.find((c) => c.id === filters.collectionId)?.name;
    pills.push({
      key: 'col',
      label: name ?? t('products:filters.collection'),
      remove: { collectionId: null },
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const min = filters.minPrice !== null ? formatVnd(filters.minPrice, language) : null;
    const max = filters.maxPrice !== null ? formatVnd(filters.maxPrice, language) : null;
    const label =
      min && max
        ? t('products:filters.between', { min, max })
        : min
          ? t('products:filters.over', { min })
          : t('products:filters.under', { max });
    pills.push({ key: 'price', label, remove: { minPrice: null, maxPrice: null } });
  }
  if (pills.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('products:filters.active')}</h2>
      <ul className="contents">
        {pills.map((pill) => (
          <li key={pill.key}>
            <button
              type="button"
              onClick={() => onChange(pill.remove)}
              aria-label={t('products:filters.remove', { label: pill.label })}
              className="inline-flex min-h-8 items-center gap-1.5 rounded-pill bg-blush-100 py-1 pr-2.5 pl-3.5 text-xs font-medium text-plum-800 transition-colors hover:bg-blush-200"
            >
              {pill.label}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5">
                <path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort })}
        className="ml-1 min-h-8 px-1 text-xs font-semibold tracking-[0.14em] text-wine-600 uppercase underline-offset-4 hover:underline"
      >
        {t('products:filters.clearAll')}
      </button>
    </div>
  );
}
