import type { CartLine, OrderSummary } from '@shop/shared';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import {
  cartChangeOptions,
  cartKeys,
  mirrorCart,
  mirrorSummary,
  writeCart,
} from '../../../stores/cart-store-sync';
import { useCouponStore } from '../../../stores/coupon-store';
import { cartQueryOptions } from './get-cart';
import { removeItemChange } from './remove-cart-item';
import { updateQuantityChange } from './update-cart-quantity';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (productId: string, size: CartLine['size'], quantity: number): CartLine => ({
  productId,
  size,
  quantity,
  name: `Piece ${productId}`,
  price: 450_000,
  discountPrice: 0,
  image: null,
  availability: 'AVAILABLE',
  stock: 10,
  isUnavailable: false,
});

const appliedCoupon = {
  code: 'SILK10',
  name: 'Silk ten',
  discountPercentage: 10,
  discountAmount: 90_000,
  discount: { type: 'PERCENTAGE' as const, value: 10 },
  expirationDate: '2099-01-01T00:00:00.000Z',
  conditions: [{ type: 'MINIMUM_ITEMS' as const, value: 2, met: true }],
  conditionsMet: true,
  appliedCoupon: true,
};

function summary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    cartSubTotal: 900_000,
    discountAmount: 0,
    cartTotalValue: 915_000,
    shippingFee: 15_000,
    appliedCoupon: null,
    discountSource: null,
    itemCount: 2,
    rank: {
      name: 'Blush Babe',
      discountPercent: 0,
      spend: 0,
      nextRank: { name: 'Rosé Darling', threshold: 2_000_000, discountPercent: 5 },
      amountToNext: 2_000_000,
      hint: 'Spend 2,000,000 ₫ more to reach Rosé Darling',
    },
    ...overrides,
  };
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useCartStore.getState().reset();
  useCouponStore.getState().clearAll();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The next call waits until the test lets it fail or respond. */
function holdNextCall() {
  let release: (outcome: Response | Error) => void = () => {};
  fetchMock.mockImplementationOnce(
    () =>
      new Promise<Response>((resolve, reject) => {
        release = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return (outcome: Response | Error) => release(outcome);
}

/** The cart on screen (the app's CartSync keeps it observed): an invalidation refetches it. */
function watchCart() {
  const observer = new QueryObserver(queryClient, { ...cartQueryOptions(), retry: false });
  return observer.subscribe(() => {});
}

/** Runs a cart change through TanStack Query as a page would, and waits for it to settle. */
async function run<V>(options: ReturnType<typeof cartChangeOptions<V>>, vars: V) {
  const observer = new MutationObserver(queryClient, options);
  await observer.mutate(vars).catch(() => undefined);
  return observer.getCurrentResult();
}

describe('the cart mirror', () => {
  it("follows the server cart into 'cart-storage' (the navbar badge reads it)", () => {
    writeCart(queryClient, [line('a', 'S', 2), line('b', 'M', 1)]);
    expect(useCartStore.getState().items.map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state.items).toHaveLength(2);
    expect(queryClient.getQueryData(cartKeys.items)).toHaveLength(2);
  });

  it('resets the coupon when the cart becomes empty', () => {
    useCouponStore.getState().setCoupon(appliedCoupon);
    mirrorCart([line('a', 'S', 1)]);
    expect(useCouponStore.getState().appliedCoupon).toBe(true);
    mirrorCart([]);
    expect(useCouponStore.getState()).toMatchObject({ code: null, appliedCoupon: false, conditions: [] });
    expect(JSON.parse(localStorage.getItem('coupon-storage') ?? '{}').state).toMatchObject({
      code: null,
      appliedCoupon: false,
    });
  });
});

describe('the coupon mirror', () => {
  it("takes the server's applied coupon and rank", () => {
    mirrorSummary(
      summary({
        discountAmount: 90_000,
        discountSource: 'coupon',
        appliedCoupon: {
          code: 'SILK10',
          name: 'Silk ten',
          discount: { type: 'PERCENTAGE', value: 10, maxDiscount: null },
          expirationDate: '2099-01-01T00:00:00.000Z',
          conditions: [
            { type: 'MINIMUM_ITEMS', value: 2, description: 'At least 2 item(s) in the cart', met: true },
          ],
          conditionsMet: true,
          valid: true,
          message: null,
        },
      }),
    );
    expect(useCouponStore.getState()).toMatchObject({
      code: 'SILK10',
      appliedCoupon: true,
      discountPercentage: 10,
      discountAmount: 90_000,
      conditionsMet: true,
      rank: 'Blush Babe',
    });
  });

  it('drops an applied coupon the server no longer has, but keeps a code only typed', () => {
    useCouponStore.getState().setCoupon(appliedCoupon);
    mirrorSummary(summary());
    expect(useCouponStore.getState().code).toBeNull();
    useCouponStore.getState().setCoupon({ ...appliedCoupon, appliedCoupon: false, conditionsMet: false });
    mirrorSummary(summary());
    expect(useCouponStore.getState().code).toBe('SILK10');
  });
});

describe('an optimistic cart change', () => {
  it('shows at once, then takes the server response and refetches', async () => {
    writeCart(queryClient, [line('a', 'S', 1)]);
    watchCart();
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    fetchMock.mockResolvedValue(json(200, { cartItem: [line('a', 'S', 3)] }));

    const observer = new MutationObserver(
      queryClient,
      cartChangeOptions(queryClient, updateQuantityChange()),
    );
    const done = observer.mutate({ productId: 'a', size: 'S', quantity: 3 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // before the server responds, the cart and the badge show the new quantity
    expect(queryClient.getQueryData<CartLine[]>(cartKeys.items)?.[0]?.quantity).toBe(3);
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart/update-quantity/a');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ productId: 'a', size: 'S', quantity: 3 });

    release(json(200, { message: 'Quantity updated', cartItems: [line('a', 'S', 3)] }));
    await done;
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/cart')).toBe(true));
  });

  it('rolls the cart, its mirror and the coupon back when the server call fails, then refetches', async () => {
    const before = [line('a', 'S', 2)];
    queryClient.setQueryData(cartKeys.summary, summary());
    writeCart(queryClient, before);
    watchCart();
    useCouponStore.getState().setCoupon(appliedCoupon);
    const fail = holdNextCall();
    fetchMock.mockResolvedValue(json(200, { cartItem: before }));
    const onError = vi.fn();

    // removing the last line: the coupon resets at once…
    const observer = new MutationObserver(
      queryClient,
      cartChangeOptions(queryClient, { ...removeItemChange(), onError }),
    );
    const done = observer.mutate({ productId: 'a', size: 'S' }).catch(() => undefined);
    await vi.waitFor(() => expect(useCouponStore.getState().appliedCoupon).toBe(false));
    expect(useCartStore.getState().items).toEqual([]);
    fail(new TypeError('Failed to fetch'));
    await done;

    // …and everything comes back when the server could not be reached
    expect(queryClient.getQueryData(cartKeys.items)).toEqual(before);
    expect(useCartStore.getState().items.map((i) => i.quantity)).toEqual([2]);
    expect(useCouponStore.getState()).toMatchObject({ code: 'SILK10', appliedCoupon: true });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/cart')).toBe(true));
  });

  it('rolls back a rejection of the server too (409 OUT_OF_STOCK)', async () => {
    writeCart(queryClient, [line('a', 'S', 2)]);
    fetchMock.mockResolvedValueOnce(json(409, { error: 'Only 2 left in size S', code: 'OUT_OF_STOCK' }));
    fetchMock.mockResolvedValue(json(200, { cartItem: [line('a', 'S', 2)] }));
    const result = await run(cartChangeOptions(queryClient, updateQuantityChange()), {
      productId: 'a',
      size: 'S' as const,
      quantity: 3,
    });
    expect(result.status).toBe('error');
    expect(queryClient.getQueryData<CartLine[]>(cartKeys.items)?.[0]?.quantity).toBe(2);
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
  });

  it('changes only the mirror when the cart was never loaded, and restores it on failure', async () => {
    useCartStore
      .getState()
      .setItems([{ productId: 'a', size: 'S', quantity: 1, price: 1, discountPrice: 0, name: 'A' }]);
    const fail = holdNextCall();
    fetchMock.mockResolvedValue(json(200, { cartItem: [] }));
    const observer = new MutationObserver(queryClient, cartChangeOptions(queryClient, removeItemChange()));
    const done = observer.mutate({ productId: 'a', size: 'S' }).catch(() => undefined);
    await vi.waitFor(() => expect(useCartStore.getState().items).toEqual([]));
    expect(queryClient.getQueryData(cartKeys.items)).toBeUndefined();
    fail(json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' }));
    await done;
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual(['a']);
  });
});
