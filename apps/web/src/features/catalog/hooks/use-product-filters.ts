import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type ProductFilters,
  updateFilters,
} from '../lib/product-filters';

/**
 * The listing's filters live in the URL (a shared or reloaded link shows the same page). A change
 * adds a history entry, so Back undoes it; typing in the search box replaces the entry instead, so
 * Back does not step through every letter.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string stands for the params object
  const filters = useMemo(() => filtersFromSearchParams(params), [key]);

  const setFilters = useCallback(
    (change: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => filtersToSearchParams(updateFilters(filtersFromSearchParams(current), change)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return { filters, setFilters };
}
