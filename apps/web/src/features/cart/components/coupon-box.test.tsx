import type { CartLine, OrderSummary } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
    <QueryClientProvider client={new QueryClient()}>
      <CouponBox lines={[line]} summary={summary} />
    </QueryClientProvider>,
  );

afterEach(() => useCouponStore.getState().reset());

describe('<CouponBox>', () => {
  it('shows a coupon that stopped holding as not applying, with the rank discount that applies instead (SPEC §9)', () => {
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
});
