import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { failureMessage, messageText } from '../../../stores/cart-store-messages';
import { cartChangeOptions } from '../../../stores/cart-store-sync';
import { clearCartChange } from './clear-cart';
import { removeItemChange } from './remove-cart-item';
import { updateQuantityChange } from './update-cart-quantity';

/** The cart page's changes, each optimistic with its toasts (docs/requirements/errors.md). */
export function useCartChanges() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['cart', 'toast']);

  const updateQuantity = useMutation(
    cartChangeOptions(queryClient, {
      ...updateQuantityChange(),
      onError: (error) => toast.error(messageText(t, failureMessage('quantity', error))),
    }),
  );
  const removeItem = useMutation(
    cartChangeOptions(queryClient, {
      ...removeItemChange(),
      onSuccess: () => toast.success(t('toast:removedFromCart')),
      onError: (error) => toast.error(messageText(t, failureMessage('remove', error))),
    }),
  );
  const clear = useMutation(
    cartChangeOptions(queryClient, {
      ...clearCartChange(),
      onSuccess: () => toast.success(t('toast:cartCleared')),
      onError: (error) => toast.error(messageText(t, failureMessage('clear', error))),
    }),
  );
  return { updateQuantity, removeItem, clear };
}
