import type { CartChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { setLineQuantity } from '../../../stores/cart-store-lines';
import type { CartChange } from '../../../stores/cart-store-sync';

export interface UpdateQuantityInput {
  productId: string;
  size: string;
  quantity: number;
}

/** PATCH /cart/update-quantity/{productId} { quantity, size }. */
export function updateCartQuantity({ productId, size, quantity }: UpdateQuantityInput) {
  return api.patch<CartChangeResponse>(`/cart/update-quantity/${encodeURIComponent(productId)}`, {
    productId,
    size,
    quantity,
  });
}

export const updateQuantityChange = (): Pick<
  CartChange<UpdateQuantityInput>,
  'send' | 'change' | 'changeMirror'
> => ({
  send: updateCartQuantity,
  change: (lines, v) => setLineQuantity(lines, v, v.quantity),
  changeMirror: (items, v) => setLineQuantity(items, v, v.quantity),
});
