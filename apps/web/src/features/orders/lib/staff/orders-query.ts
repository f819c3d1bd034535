import type { OrderListQuery, OrderStatus, PaymentMethod, PaymentStatus } from '@shop/shared';

export const ORDERS_PAGE_SIZE = 20;

/** The order list's filters; '' is "all", dates are YYYY-MM-DD. */
export interface OrderFilters {
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  paymentMethod: PaymentMethod | '';
  from: string;
  to: string;
}
export const NO_ORDER_FILTERS: OrderFilters = {
  status: '',
  paymentStatus: '',
  paymentMethod: '',
  from: '',
  to: '',
};

/** The list query from the filters (empty ones left out, so that equal filters share a query key). */
export function ordersQuery(filters: OrderFilters, q: string, page: number): OrderListQuery {
  const query: OrderListQuery = { page, pageSize: ORDERS_PAGE_SIZE };
  if (filters.status) query.status = filters.status;
  if (filters.paymentStatus) query.paymentStatus = filters.paymentStatus;
  if (filters.paymentMethod) query.paymentMethod = filters.paymentMethod;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (q) query.q = q;
  return query;
}
