import type { OrderListQuery } from '@shop/shared';

/** Query keys of orders: every order change invalidates `all` (the shopper's list, staff lists, details). */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (page: number) => ['orders', 'mine', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  admin: (query: OrderListQuery) => ['orders', 'admin', query] as const,
  /** The staff's "To confirm" queue (pending COD orders, riskiest then oldest first) */
  toConfirm: (page: number) => ['orders', 'to-confirm', page] as const,
};
