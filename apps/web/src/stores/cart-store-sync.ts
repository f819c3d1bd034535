/**
 * How the server cart (TanStack Query, the truth) and the persisted mirrors (cart-storage,
 * coupon-storage) stay together, and how a change shows at once and rolls back. The cart page and the
 * product page both use it, so it sits beside the stores rather than in one feature.
 */
import type { CartChangeResponse, CartLine, OrderSummary } from '@shop/shared';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { type CartItem, useCartStore } from './cart-store';
import { toMirrorItem } from './cart-store-lines';
import { type CouponData, useCouponStore } from './coupon-store';

/** Query keys of the shopper's server cart: every cart change invalidates `all`. */
export const cartKeys = {
  all: ['cart'] as const,
  items: ['cart', 'items'] as const,
  summary: ['cart', 'summary'] as const,
};

/**
 * Every cart and coupon mutation carries this key, so "is another change in flight?" is asked in
 * one place.
 */
export const CART_MUTATION_KEY = ['cart', 'change'] as const;

/**
 * The persisted mirror ('cart-storage') follows the server cart; the navbar badge reads it.
 * Removing the last item resets the coupon and clears the coupon-applied flag (the server
 * drops the coupon of an emptied cart too).
 */
export function mirrorCart(lines: readonly CartLine[]): void {
  useCartStore.getState().setItems(lines.map(toMirrorItem));
  if (lines.length === 0) useCouponStore.getState().reset();
}

/** Shows lines as the cart (the query) and mirrors them. */
export function writeCart(queryClient: QueryClient, lines: CartLine[]): void {
  queryClient.setQueryData<CartLine[]>(cartKeys.items, lines);
  mirrorCart(lines);
}

/**
 * The coupon mirror ('coupon-storage') follows the server's summary: the applied coupon with its
 * conditions as checked against the cart, and the rank's name. A code typed but not applied (its
 * conditions not met yet) stays until the shopper removes it.
 */
export function mirrorSummary(summary: OrderSummary): void {
  const store = useCouponStore.getState();
  const applied = summary.appliedCoupon;
  if (applied) {
    store.setCoupon({
      code: applied.code,
      name: applied.name,
      discount: {
        type: applied.discount.type,
        value: applied.discount.value,
        ...(applied.discount.maxDiscount != null ? { maxDiscount: applied.discount.maxDiscount } : {}),
      },
      discountPercentage: applied.discount.type === 'PERCENTAGE' ? applied.discount.value : 0,
      discountAmount: summary.discountSource === 'coupon' ? summary.discountAmount : 0,
      expirationDate: applied.expirationDate,
      conditions: applied.conditions.map(({ type, value, description, met, products }) => ({
        type,
        value,
        description,
        met,
        ...(products ? { products } : {}),
      })),
      conditionsMet: applied.conditionsMet,
      appliedCoupon: true,
    });
  } else if (store.appliedCoupon) {
    store.reset();
  }
  store.setRank(summary.rank.name);
}

/** What a change may have to put back when the server rejects it. */
export interface CartSnapshot {
  lines: CartLine[] | undefined;
  mirror: CartItem[];
  coupon: CouponData;
  summary: OrderSummary | undefined;
}

function couponData(): CouponData {
  const s = useCouponStore.getState();
  return {
    code: s.code,
    name: s.name,
    discountPercentage: s.discountPercentage,
    discountAmount: s.discountAmount,
    discount: s.discount,
    expirationDate: s.expirationDate,
    conditions: s.conditions,
    conditionsMet: s.conditionsMet,
    appliedCoupon: s.appliedCoupon,
    rank: s.rank,
  };
}

export function snapshotCart(queryClient: QueryClient): CartSnapshot {
  return {
    lines: queryClient.getQueryData<CartLine[]>(cartKeys.items),
    mirror: useCartStore.getState().items,
    coupon: couponData(),
    summary: queryClient.getQueryData<OrderSummary>(cartKeys.summary),
  };
}

/** The previous cart (and the coupon that went with it) comes back when a change fails. */
export function restoreCart(queryClient: QueryClient, snapshot: CartSnapshot): void {
  if (snapshot.lines) queryClient.setQueryData<CartLine[]>(cartKeys.items, snapshot.lines);
  useCartStore.getState().setItems(snapshot.mirror);
  useCouponStore.getState().setCoupon(snapshot.coupon);
  if (snapshot.summary) queryClient.setQueryData<OrderSummary>(cartKeys.summary, snapshot.summary);
}

/**
 * The cart is refetched after a change, once no other change is in flight (a refetch in
 * between would show the server before the later change lands, undoing its optimistic look).
 */
export function refetchCartWhenIdle(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) > 1) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

/** Whether this is the only cart change in flight (its response may then be shown as the cart). */
export const isOnlyCartChange = (queryClient: QueryClient): boolean =>
  queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1;

export interface CartChange<V> {
  /** the server call; it responds with the whole cart */
  send: (vars: V) => Promise<CartChangeResponse>;
  /** how the change looks before the server responds */
  change: (lines: CartLine[], vars: V) => CartLine[];
  /** the same on the persisted mirror, when the cart itself was never loaded (e.g. from a product page) */
  changeMirror: (items: CartItem[], vars: V) => CartItem[];
  onSuccess?: (response: CartChangeResponse, vars: V) => void;
  onError?: (error: unknown, vars: V) => void;
}

/**
 * A cart change is applied at once (optimistically), rolled back to the previous cart when
 * the server call fails, and the cart is refetched afterwards. The server's response (the whole cart)
 * becomes the cart when no other change is in flight.
 */
export function cartChangeOptions<V>(
  queryClient: QueryClient,
  spec: CartChange<V>,
): MutationOptions<CartChangeResponse, unknown, V, CartSnapshot> {
  return {
    mutationKey: CART_MUTATION_KEY,
    mutationFn: spec.send,
    onMutate: async (vars) => {
      // a refetch landing after this would overwrite the optimistic cart with the old one
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const snapshot = snapshotCart(queryClient);
      if (snapshot.lines) {
        writeCart(queryClient, spec.change(snapshot.lines, vars));
      } else {
        const items = spec.changeMirror(snapshot.mirror, vars);
        useCartStore.getState().setItems(items);
        if (items.length === 0) useCouponStore.getState().reset();
      }
      return snapshot;
    },
    onError: (error, vars, snapshot) => {
      if (snapshot) restoreCart(queryClient, snapshot);
      spec.onError?.(error, vars);
    },
    onSuccess: (response, vars) => {
      if (isOnlyCartChange(queryClient) && Array.isArray(response?.cartItems)) {
        writeCart(queryClient, response.cartItems);
      }
      spec.onSuccess?.(response, vars);
    },
    onSettled: () => {
      // not awaited: the change is over when the server responded, whatever the refetch does
      void refetchCartWhenIdle(queryClient);
    },
  };
}
