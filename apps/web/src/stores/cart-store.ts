import { STORAGE_KEYS } from '@shop/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A cart line, identified by productId plus size. */
export interface CartItem {
  productId: string;
  size: string;
  quantity: number;
  price: number;
  discountPrice: number;
  name: string;
  image?: string;
  /** Set, with name 'Product unavailable' and price 0, when the product details fail to load. */
  isUnavailable?: boolean;
}

interface CartState {
  items: CartItem[];
  setItems: (items: CartItem[]) => void;
  reset: () => void;
}

/**
 * The persisted mirror of the server cart, in local storage under 'cart-storage'. The server cart,
 * read through TanStack Query, is the truth; this mirror lets the navbar badge show at once on a
 * new page load.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      setItems: (items) => set({ items }),
      reset: () => set({ items: [] }),
    }),
    {
      name: STORAGE_KEYS.cart,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

/** Effective unit price is discountPrice when above 0, otherwise price. */
export const unitPrice = (item: Pick<CartItem, 'price' | 'discountPrice'>): number =>
  item.discountPrice > 0 ? item.discountPrice : item.price;

/** The navbar badge counts pieces: the sum of the quantities of every line. */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce(
    (n, item) => n + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

export const selectCartCount = (state: CartState): number => cartCount(state.items);
