import { type CartLine, type CouponDiscountRule, effectiveUnitPrice, priceCart } from '@shop/shared';
import { countedLines } from './cart-lines';

/** What the summary card shows: the server's numbers, or the instant estimate while a change is in flight. */
export interface SummaryFigures {
  subtotal: number;
  discount: number;
  discountSource: 'coupon' | 'rank' | null;
  shipping: number;
  total: number;
  rankName: string;
  rankPercent: number;
}

/**
 * The client prices with the same shared module as the server, for instant display
 * only (the server's summary replaces it as soon as it arrives). `coupon` is the applied coupon's
 * rule when its conditions hold for these lines; `spend` the lifetime spend the server last told.
 */
export function estimateSummary(
  lines: readonly CartLine[],
  { coupon, spend }: { coupon?: CouponDiscountRule | undefined; spend: number },
): SummaryFigures {
  const price = priceCart({
    lines: countedLines(lines).map((l) => ({ unitPrice: effectiveUnitPrice(l), quantity: l.quantity })),
    coupon,
    lifetimeSpend: spend,
  });
  return {
    subtotal: price.subtotal,
    discount: price.discountAmount,
    discountSource: price.discountSource,
    shipping: price.shippingFee,
    total: price.total,
    rankName: price.rank.name,
    rankPercent: price.rank.discountPercent,
  };
}
