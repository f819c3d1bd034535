import toast from 'react-hot-toast';
import i18n from '../../../lib/i18n';

/** A line as the product page hands it to the cart (SPEC §3: a line is productId plus size). */
export interface AddToCartInput {
  productId: string;
  size: string;
  quantity: number;
  price: number;
  discountPrice: number;
  name: string;
  image?: string;
}

export interface AddToCart {
  addToCart: (input: AddToCartInput) => Promise<void>;
  isPending: boolean;
}

/**
 * STUB: the cart issue implements this (POST /cart/addItem, the optimistic update of the persisted
 * cart, the success and failure toasts of SPEC §8). Until then it only tells the shopper the bag is
 * not open yet; the product page already calls it with the final arguments.
 */
export function useAddToCart(): AddToCart {
  return {
    addToCart: async () => {
      toast(i18n.t('products:cart.soon'));
    },
    isPending: false,
  };
}
