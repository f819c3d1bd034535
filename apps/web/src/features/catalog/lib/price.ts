import { effectiveUnitPrice, formatVnd, isOnSale, percentOff } from '@shop/shared';

export interface PriceView {
  /** what the shopper pays, formatted ("390,000 ₫" / "390.000 ₫") */
  current: string;
  /** the struck-out list price, only when on sale */
  original: string | null;
  /** whole percent off, only when on sale */
  percentOff: number | null;
}

/**
 * What the shopper is charged (the shared pricing rule, the same the cart uses), shown
 * as a number with the dong sign in the reader's language; the list price struck out and the percent
 * off only for a real reduction (`isOnSale`).
 */
export function priceView(product: { price: number; discountPrice: number }, language: string): PriceView {
  const onSale = isOnSale(product);
  return {
    current: formatVnd(effectiveUnitPrice(product), language),
    original: onSale ? formatVnd(product.price, language) : null,
    percentOff: percentOff(product),
  };
}
