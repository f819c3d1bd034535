import { effectiveUnitPrice, formatVnd } from '@shop/shared';

export interface PriceView {
  /** what the shopper pays, formatted ("390,000 ₫" / "390.000 ₫") */
  current: string;
  /** the struck-out list price, only when on sale */
  original: string | null;
  /** whole percent off, only when on sale */
  percentOff: number | null;
}

/**
 * SPEC §3 / §9: the effective price is the sale price when above 0 (the shared pricing rule, the
 * same the cart uses), shown as a number with the dong sign in the reader's language. A sale price
 * not below the list price (the server refuses one, but old data may hold it) is not a sale.
 */
export function priceView(product: { price: number; discountPrice: number }, language: string): PriceView {
  const onSale = product.discountPrice > 0 && product.discountPrice < product.price;
  const current = effectiveUnitPrice(onSale ? product : { price: product.price, discountPrice: 0 });
  return {
    current: formatVnd(current, language),
    original: onSale ? formatVnd(product.price, language) : null,
    percentOff: onSale ? Math.max(1, Math.round(((product.price - current) / product.price) * 100)) : null,
  };
}
