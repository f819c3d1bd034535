import type { CheckoutBody, CheckoutResponse, PaymentMethod } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartKeys, writeCart } from '../../../stores/cart-store-sync';
import { useCouponStore } from '../../../stores/coupon-store';
import { checkoutKeys } from './checkout-keys';

const PATHS: Record<PaymentMethod, string> = {
  COD: '/payment/create-checkout-cod',
  QR: '/payment/create-checkout-qrcode',
  PAYPAL: '/payment/create-checkout-paypal',
};

export interface PlaceOrderInput {
  method: PaymentMethod;
  body: CheckoutBody;
}

/**
 * POST /payment/create-checkout-{cod,qrcode,paypal} { shipping, acceptPolicy }: lines,
 * prices and coupon come from the server cart. 201 { order } (+ payment for QR, approveUrl for PayPal).
 */
export function placeOrder({ method, body }: PlaceOrderInput): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>(PATHS[method], body);
}

/**
 * Placing the order. On success the server emptied the cart of what was ordered and took the coupon
 * off: the cart query and the persisted mirrors (cart-storage, coupon-storage) follow at once, then
 * refetch the truth. A rejection changes nothing on the server, so nothing is reset here.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      writeCart(queryClient, []);
      useCouponStore.getState().reset();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // stock and sold counts changed: a product page opened next shows them
      void queryClient.invalidateQueries({ queryKey: ['catalog'] });
      queryClient.removeQueries({ queryKey: checkoutKeys.all });
    },
    onError: () => {
      // stock or the coupon may have moved: the summary and the cart show what is true now
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
