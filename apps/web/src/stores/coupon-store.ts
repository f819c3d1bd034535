import type { CouponConditionType, CouponDiscountType } from '@shop/shared';
import { STORAGE_KEYS } from '@shop/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface CouponCondition {
  type: CouponConditionType;
  value: unknown;
  description?: string;
  /** the server's verdict on this condition for the cart, when it gave one */
  met?: boolean;
  /** SPECIFIC_PRODUCTS: the products it needs as the server named them (name null: no longer on sale) */
  products?: { id: string; name: string | null }[];
}

/** The coupon as the client holds it. */
export interface CouponData {
  code: string | null;
  name: string | null;
  discountPercentage: number;
  discountAmount: number;
  discount: { type: CouponDiscountType; value: number; maxDiscount?: number } | null;
  expirationDate: string | null;
  conditions: CouponCondition[];
  conditionsMet: boolean;
  /** The coupon-applied flag. */
  appliedCoupon: boolean;
  /** The loyalty rank's name. */
  rank: string | null;
}

interface CouponState extends CouponData {
  isLoading: boolean;
  error: string | null;
  setCoupon: (coupon: Partial<CouponData>) => void;
  setRank: (rank: string | null) => void;
  setStatus: (status: { isLoading?: boolean; error?: string | null }) => void;
  /** Resetting clears the coupon (and the applied flag); the rank stays. */
  reset: () => void;
  /** Sign-out: everything, the rank included. */
  clearAll: () => void;
}

const EMPTY_COUPON: Omit<CouponData, 'rank'> = {
  code: null,
  name: null,
  discountPercentage: 0,
  discountAmount: 0,
  discount: null,
  expirationDate: null,
  conditions: [],
  conditionsMet: false,
  appliedCoupon: false,
};

/** Coupon state persists in local storage under 'coupon-storage'; inactive until a code is set. */
export const useCouponStore = create<CouponState>()(
  persist(
    (set) => ({
      ...EMPTY_COUPON,
      rank: null,
      isLoading: false,
      error: null,
      setCoupon: (coupon) => set(coupon),
      setRank: (rank) => set({ rank }),
      setStatus: (status) => set(status),
      reset: () => set({ ...EMPTY_COUPON, isLoading: false, error: null }),
      clearAll: () => set({ ...EMPTY_COUPON, rank: null, isLoading: false, error: null }),
    }),
    {
      name: STORAGE_KEYS.coupon,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): CouponData => ({
        code: state.code,
        name: state.name,
        discountPercentage: state.discountPercentage,
        discountAmount: state.discountAmount,
        discount: state.discount,
        expirationDate: state.expirationDate,
        conditions: state.conditions,
        conditionsMet: state.conditionsMet,
        appliedCoupon: state.appliedCoupon,
        rank: state.rank,
      }),
    },
  ),
);

export const selectCouponActive = (state: CouponData): boolean => Boolean(state.code);
