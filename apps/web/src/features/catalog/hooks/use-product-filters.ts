import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
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

  const { pathname } = useLocation();

  const setFilters = useCallback(
    (change: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          // React Router puts a change in the address bar at once but renders it in a transition:
          // a second change made before that render (a size, then the sort, quickly) would start from
          // this render's params and drop the first. The browser's address is the latest, when this
          // router drives it (the same path).
          const latest =
            typeof window !== 'undefined' && window.location.pathname === pathname
              ? new URLSearchParams(window.location.search)
              : current;
          return filtersToSearchParams(updateFilters(filtersFromSearchParams(latest), change));
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, pathname],
  );

  return { filters, setFilters };
}
