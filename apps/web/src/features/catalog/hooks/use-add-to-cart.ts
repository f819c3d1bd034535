import { type Availability, type CartChangeResponse, type Image, ROUTES, type Size } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { addLine, toMirrorItem } from '../../../stores/cart-store-lines';
import { failureMessage, messageText } from '../../../stores/cart-store-messages';
import { cartChangeOptions } from '../../../stores/cart-store-sync';
import { savePendingAdd } from '../lib/pending-add';

/** A line as the product page hands it to the cart (a line is productId plus size). */
export interface AddToCartInput {
  productId: string;
  size: Size;
  quantity: number;
  price: number;
  discountPrice: number;
  name: string;
  image: Image | null;
  availability: Availability;
  /** the stock of that size the page shows */
  stock: number;
}

export interface AddToCart {
  addToCart: (input: AddToCartInput) => void;
  isPending: boolean;
}

/** POST /cart/addItem { productId, size, quantity }; an existing pair adds up on the server. */
export function addCartItem({
  productId,
  size,
  quantity,
}: Pick<AddToCartInput, 'productId' | 'size' | 'quantity'>) {
  return api.post<CartChangeResponse>('/cart/addItem', { productId, size, quantity });
}

/**
 * Adds to the server cart (the truth), showing the line in the bag at once (optimistic, rolled back
 * with the failure toast of docs/requirements/errors.md, refetched after). The cart is for signed-in,
 * verified shoppers: a visitor is sent to log in and comes back to this product, an
 * unverified account to /verify-email; what she asked for is kept (lib/pending-add.ts) and added when
 * she is back on the product signed in.
 * The caller renders under useTranslation of the 'cart' and 'toast' namespaces.
 */
export function useAddToCart(): AddToCart {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['toast', 'cart']);
  const navigate = useNavigate();
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isVerified = useAuthStore((s) => s.account?.isVerified === true);

  const mutation = useMutation(
    cartChangeOptions<AddToCartInput>(queryClient, {
      send: addCartItem,
      change: (lines, input) =>
        addLine(lines, {
          productId: input.productId,
          size: input.size,
          quantity: input.quantity,
          name: input.name,
          price: input.price,
          discountPrice: input.discountPrice,
          image: input.image,
          availability: input.availability,
          stock: input.stock,
          isUnavailable: false,
        }),
      changeMirror: (items, input) => addLine(items, toMirrorItem({ ...input, isUnavailable: false })),
      onSuccess: () => toast.success(t('toast:addedToCart')),
      onError: (error) => toast.error(messageText(t, failureMessage('add', error))),
    }),
  );

  return {
    addToCart: (input) => {
      if (!isAuthenticated || !isVerified) {
        // made for her once she is back here signed in (PurchasePanel takes it)
        savePendingAdd({ productId: input.productId, size: input.size, quantity: input.quantity });
        void navigate(isAuthenticated ? ROUTES.verifyEmail : ROUTES.login, { state: { from: location } });
        return;
      }
      mutation.mutate(input);
    },
    isPending: mutation.isPending,
  };
}
