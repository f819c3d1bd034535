import { useEffect, useState } from 'react';

/** Staff type a search; the list follows a moment after they stop. */
const SEARCH_DELAY_MS = 300;

/**
 * The state of a staff list (orders, users, products): a search box, a set of filters where '' means "all",
 * and the page, which goes back to 1 whenever the search or a filter changes.
 */
export function useListFilters<F extends { [K in keyof F]: string }>(empty: F) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const clear = () => {
    setFilters(empty);
    setSearch('');
    setQ('');
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean) || q !== '';

  return { search, setSearch, q, filters, filter, page, setPage, clear, filtered };
}
