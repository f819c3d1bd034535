import type { Order } from '@shop/shared';
import { useState } from 'react';
import { isSelectable } from '../../lib/bulk-ship';

/**
 * The orders ticked to be shipped or printed together, kept across pages and filters: the bulk bar
 * ships and prints what was ticked. `orders` is the page on screen; without a carrier nothing ticks.
 */
export function useOrderTicks(orders: readonly Order[], carrierConfigured: boolean) {
  const [selected, setSelected] = useState<ReadonlyMap<string, Order>>(new Map());
  const selectable = carrierConfigured ? orders.filter(isSelectable) : [];
  // a ticked order as its row shows it now (its shipment appears after a ship-many)
  const ticked = [...selected.values()].map((o) => orders.find((x) => x.id === o.id) ?? o);

  const toggle = (order: Order, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });
  const allOnPage = selectable.length > 0 && selectable.every((o) => selected.has(o.id));
  const togglePage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const order of selectable) {
        if (on) next.set(order.id, order);
        else next.delete(order.id);
      }
      return next;
    });
  const clear = () => setSelected(new Map());

  return { selected, selectable, ticked, toggle, allOnPage, togglePage, clear };
}
