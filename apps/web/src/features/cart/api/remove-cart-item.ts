import type { CartChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { type LineKey, removeLine } from '../../../stores/cart-store-lines';
import type { CartChange } from '../../../stores/cart-store-sync';

/** DELETE /cart/removeItem/{productId} { productId, size }. */
export function removeCartItem({ productId, size }: LineKey) {
  return api.delete<CartChangeResponse>(`/cart/removeItem/${encodeURIComponent(productId)}`, {
    productId,
    size,
  });
}

export const removeItemChange = (): Pick<CartChange<LineKey>, 'send' | 'change' | 'changeMirror'> => ({
  send: removeCartItem,
  change: (lines, key) => removeLine(lines, key),
  changeMirror: (items, key) => removeLine(items, key),
});
