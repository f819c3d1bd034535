import type { CartChangeResponse } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { CartChange } from '../../../stores/cart-store-sync';

/** DELETE /cart/removeAllItems (no body). */
export function clearCart() {
  return api.delete<CartChangeResponse>('/cart/removeAllItems');
}

export const clearCartChange = (): Pick<CartChange<void>, 'send' | 'change' | 'changeMirror'> => ({
  send: () => clearCart(),
  change: () => [],
  changeMirror: () => [],
});
