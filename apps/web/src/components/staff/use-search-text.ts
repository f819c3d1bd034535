import { useEffect, useState } from 'react';

/** Staff type a search; the list follows a moment after they stop. */
const SEARCH_DELAY_MS = 300;

/** A search box's text, and the trimmed text a list asks for once the typing pauses. */
export function useSearchText() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return { search, setSearch, q };
}
