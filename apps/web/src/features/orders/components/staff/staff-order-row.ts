import type { Order } from '@shop/shared';
import type { ReactNode } from 'react';

/** What the order list's cards and rows take from the page besides the orders. */
export interface StaffOrderRowProps {
  language: string;
  onOpen: (order: Order) => void;
  /** a carrier is configured: each order has a place for its tick */
  ticking: boolean;
  /** the order's tick for the bulk shipping (the shipping feature's), or null */
  tick: (order: Order) => ReactNode;
  /** the order's shipment and delivery flag (the shipping feature's), or null */
  note: (order: Order) => ReactNode;
}
