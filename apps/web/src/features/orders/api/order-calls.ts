import type { OrderCallBody, OrderChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** Staff: POST /order/call/{id} { outcome, note? }: a call to the buyer, noted from the queue. */
export const noteCall = ({ id, ...body }: OrderCallBody & { id: string }) =>
  api.post<OrderChangeResponse>(`/order/call/${encodeURIComponent(id)}`, body);
