import type { CartLine, OrderSummary } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCouponStore } from '../../../stores/coupon-store';
import { CouponBox } from './coupon-box';

const line = {
  productId: 'p',
  size: 'M',
  quantity: 1,
  price: 500_000,
  discountPrice: 0,
} as unknown as CartLine;

/** A summary where the coupon on the cart no longer holds and the rank discount applies. */
const summary = {
  cartSubTotal: 500_000,
  discountAmount: 35_000,
  discountSource: 'rank',
  shippingFee: 30_000,
  cartTotalValue: 495_000,
  itemCount: 1,
  appliedCoupon: {
    code: 'FOUR',
    name: 'Four pieces',
    discount: { type: 'PERCENTAGE', value: 10, maxDiscount: null },
    expirationDate: '2099-12-31T00:00:00.000Z',
    conditions: [{ type: 'MINIMUM_ITEMS', value: 4, description: '', met: false }],
    conditionsMet: false,
    valid: false,
    message: 'Add 3 more item(s) to use this coupon',
  },
  rank: {
    name: 'Lace Lover',
    discountPercent: 7,
    spend: 4_500_000,
    nextRank: null,
    amountToNext: 0,
    hint: '',
  },
} as unknown as OrderSummary;

const renderBox = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <CouponBox lines={[line]} summary={summary} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

afterEach(() => useCouponStore.getState().reset());

describe('<CouponBox>', () => {
  it('shows a coupon that stopped holding as not applying, with the rank discount that applies instead', () => {
    useCouponStore.getState().setCoupon({
      code: 'FOUR',
      name: 'Four pieces',
      discount: { type: 'PERCENTAGE', value: 10 },
      conditions: [{ type: 'MINIMUM_ITEMS', value: 4, description: '', met: false }],
      appliedCoupon: true,
    });
    renderBox();
    const held = screen.getByTestId('coupon-held');
    expect(held.getAttribute('data-applied')).toBe('false');
    expect(held.textContent).toContain('coupon.notApplyingNow');
    expect(held.textContent).not.toContain('coupon.applied');
    expect(screen.getByTestId('coupon-rank-instead').textContent).toBe('coupon.rankInstead');
  });

  it('names the products a SPECIFIC_PRODUCTS coupon needs, linking those on sale', () => {
    useCouponStore.getState().setCoupon({
      code: 'SILK',
      name: 'Silk week',
      discount: { type: 'PERCENTAGE', value: 10 },
      conditions: [
        {
          type: 'SPECIFIC_PRODUCTS',
          value: ['b', 'c', 'd'],
          met: false,
          products: [
            { id: 'b', name: 'Silk blouse' },
            { id: 'c', name: 'Lụa skirt' },
            { id: 'd', name: null },
          ],
        },
      ],
      appliedCoupon: false,
    });
    renderBox();
    const list = screen.getByTestId('coupon-conditions');
    // the required sentence stays, the names follow it
    expect(list.textContent).toContain('messages.couponSpecificProducts');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Silk blouse', '/product/b'],
      ['Lụa skirt', '/product/c'],
    ]);
    // the hidden one is not named
    expect(screen.getByTestId('coupon-products').textContent).toBe(
      'coupon.productsNeeded Silk blouse, Lụa skirt, coupon.productsOffSale',
    );
  });

  it('says when every product a coupon needs is off sale', () => {
    useCouponStore.getState().setCoupon({
      code: 'GONE',
      name: 'Gone',
      conditions: [
        { type: 'SPECIFIC_PRODUCTS', value: ['d'], met: false, products: [{ id: 'd', name: null }] },
      ],
      appliedCoupon: false,
    });
    renderBox();
    expect(screen.getByTestId('coupon-products').textContent).toBe('coupon.productsAllOffSale');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
