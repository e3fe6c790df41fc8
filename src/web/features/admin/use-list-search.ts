import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '../../../shared/admin';

/** `value` once it has stayed the same for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A searched, paged admin list: the search box's text, the term sent once typing pauses, and
 * the page, which goes back to the first whenever the term changes.
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [lastTerm, setLastTerm] = useState(term);
  if (lastTerm !== term) {
    setLastTerm(term);
    setPage(1);
  }
  return { search, setSearch, term, page, setPage };
}
