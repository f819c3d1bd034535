import type { AdminProduct } from '@shop/shared';
import { useState } from 'react';

/** The products ticked for the bulk actions, kept across pages and filters. */
export function useProductSelection(products: readonly AdminProduct[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const allOnPage = products.length > 0 && products.every((p) => selected.has(p.id));
  const toggleOne = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const p of products) {
        if (allOnPage) next.delete(p.id);
        else next.add(p.id);
      }
      return next;
    });
  const forget = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, allOnPage, toggleOne, togglePage, forget, clear };
}
