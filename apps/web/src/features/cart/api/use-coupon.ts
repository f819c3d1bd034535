import type { CouponValidation, OrderSummary } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import { cartKeys, mirrorSummary } from '../../../stores/cart-store-sync';
import { useCouponStore } from '../../../stores/coupon-store';
import { applyCoupon } from './apply-coupon';
import { removeCoupon } from './remove-coupon';
import { validateCoupon } from './validate-coupon';

const COUPON_MUTATION_KEY = ['cart', 'coupon'] as const;

/**
 * A coupon rejected for its conditions is kept (its messages follow the cart); any other rejection
 * is told.
 */
export const rejectedForConditions = (v: CouponValidation): boolean =>
  !v.valid && !v.conditionsMet && v.conditions.some((c) => !c.met && c.message === v.message);

/** Keeps a coupon the server checked, applied or not, in the coupon mirror (the client-held coupon). */
function holdCoupon(v: CouponValidation): void {
  useCouponStore.getState().setCoupon({
    code: v.coupon.code,
    name: v.coupon.name,
    discount: {
      type: v.coupon.discount.type,
      value: v.coupon.discount.value,
      ...(v.coupon.discount.maxDiscount != null ? { maxDiscount: v.coupon.discount.maxDiscount } : {}),
    },
    discountPercentage: v.coupon.discount.type === 'PERCENTAGE' ? v.coupon.discount.value : 0,
    discountAmount: v.discountAmount,
    expirationDate: v.coupon.expirationDate,
    conditions: v.conditions.map(({ type, value, description, met, products }) => ({
      type,
      value,
      description,
      met,
      ...(products ? { products } : {}),
    })),
    conditionsMet: v.conditionsMet,
    appliedCoupon: false,
  });
}

/**
 * The coupon box: apply checks the code against the cart first (POST /coupon/validate changes
 * nothing), so a rejection for unmet conditions keeps the coupon with one message per condition; a
 * coupon that holds is applied (POST /coupon/apply) and the server's new summary shows. Remove takes
 * it off the cart (POST /coupon/remove) and resets the coupon.
 */
export function useCoupon() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['cart', 'toast']);
  const showSummary = (summary: OrderSummary) => {
    queryClient.setQueryData(cartKeys.summary, summary);
    mirrorSummary(summary);
  };

  const apply = useMutation({
    mutationKey: COUPON_MUTATION_KEY,
    mutationFn: async (code: string) => {
      const verdict = await validateCoupon(code);
      if (!verdict.valid) return { verdict, summary: undefined };
      return { verdict, summary: (await applyCoupon(verdict.coupon.code)).summary };
    },
    onMutate: () => useCouponStore.getState().setStatus({ isLoading: true, error: null }),
    onSuccess: ({ verdict, summary }) => {
      const store = useCouponStore.getState();
      if (summary) {
        showSummary(summary);
        store.setStatus({ isLoading: false, error: null });
        toast.success(t('toast:couponApplied'));
        return;
      }
      if (rejectedForConditions(verdict)) {
        holdCoupon(verdict);
        store.setStatus({ isLoading: false, error: null });
      } else {
        store.setStatus({ isLoading: false, error: verdict.message });
      }
    },
    onError: (error) => {
      useCouponStore.getState().setStatus({ isLoading: false, error: errorMessage(error, '') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.summary }),
  });

  const remove = useMutation({
    mutationKey: COUPON_MUTATION_KEY,
    mutationFn: async () => {
      // a coupon only held (never applied) is not on the server's cart: nothing to send
      if (!useCouponStore.getState().appliedCoupon) return undefined;
      return (await removeCoupon()).summary;
    },
    onSuccess: (summary) => {
      // Resetting clears the coupon and the applied flag
      useCouponStore.getState().reset();
      if (summary) {
        showSummary(summary);
        toast.success(t('toast:couponRemoved'));
      }
    },
    onError: (error) => toast.error(messageText(t, cartMessage(errorMessage(error, '')))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.summary }),
  });

  return { apply, remove };
}
