import { RANK_TIERS, type RankTier } from '../constants/ranks.js';
import { SHIPPING_FEE_STEPS } from '../constants/shipping.js';
import { dong, percentOf } from './money.js';

/**
 * The effective unit price, what a shopper pays for one piece: the sale price when above 0,
 * otherwise the price (docs/requirements/entities.md). The one TypeScript statement of the rule; the
 * server's SQL states it once too (`effectivePrice` in apps/server/src/db/schema/catalog.ts), and a
 * test there checks that both agree.
 */
export function effectiveUnitPrice(product: { price: number; discountPrice: number }): number {
  return product.discountPrice > 0 ? product.discountPrice : product.price;
}

/**
 * Whether a product is shown as on sale (the list price struck out beside what is charged): a sale
 * price above 0 and below the list price. The server refuses any other sale price on a write; a row
 * that holds one anyway (old data) is charged `effectiveUnitPrice` and shown that price alone.
 */
export function isOnSale(product: { price: number; discountPrice: number }): boolean {
  return product.discountPrice > 0 && product.discountPrice < product.price;
}

/** The whole percent off the list price of a product on sale (at least 1, never "0 %"); null otherwise. */
export function percentOff(product: { price: number; discountPrice: number }): number | null {
  if (!isOnSale(product)) return null;
  return Math.max(1, Math.round(((product.price - product.discountPrice) / product.price) * 100));
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export const lineTotal = (line: PricedLine): number => line.unitPrice * line.quantity;
export const subtotalOf = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, l) => sum + lineTotal(l), 0);

export interface CouponDiscountRule {
  type: 'PERCENTAGE' | 'FIXED_AMOUNT';
  value: number;
  maxDiscount?: number | null | undefined;
}

/** A fixed amount is capped at the subtotal; a percentage by maxDiscount when set and by the subtotal. */
export function couponDiscount(subtotal: number, rule: CouponDiscountRule): number {
  if (subtotal <= 0) return 0;
  const raw = rule.type === 'FIXED_AMOUNT' ? dong(rule.value) : percentOf(subtotal, rule.value);
  const capped =
    rule.type === 'PERCENTAGE' && rule.maxDiscount != null ? Math.min(raw, dong(rule.maxDiscount)) : raw;
  return Math.min(capped, subtotal);
}

/** The shipping fee, on the subtotal (docs/requirements/limits.md). */
export function shippingFee(subtotal: number): number {
  return SHIPPING_FEE_STEPS.find((step) => subtotal >= step.minSubtotal)?.fee ?? 0;
}

/** The rank a lifetime spend (sum of Completed orders' totals) has reached. */
export function rankFor(spend: number): RankTier {
  let tier: RankTier = RANK_TIERS[0];
  for (const t of RANK_TIERS) if (spend >= t.threshold) tier = t;
  return tier;
}

/** The next rank and how much more spend reaches it, for the rank hint; undefined at the top. */
export function nextRank(spend: number): { tier: RankTier; amountToNext: number } | undefined {
  const tier = RANK_TIERS.find((t) => t.threshold > spend);
  return tier ? { tier, amountToNext: tier.threshold - spend } : undefined;
}

export interface PriceInput {
  lines: readonly PricedLine[];
  /** the applied coupon's rule, when one is applied and its conditions hold */
  coupon?: CouponDiscountRule | undefined;
  /** the customer's lifetime spend, for the rank discount */
  lifetimeSpend?: number;
  /** international shipping in dong replaces the domestic fee */
  shippingOverride?: number | undefined;
}

export interface PriceBreakdown {
  subtotal: number;
  /** the coupon's discount, or else the rank's */
  discountAmount: number;
  discountSource: 'coupon' | 'rank' | null;
  rank: RankTier;
  shippingFee: number;
  total: number;
}

/**
 * In this order (docs/decisions/0018): subtotal → coupon discount, or the rank discount when no
 * coupon (never both) → shipping fee on the subtotal → total, never below 0.
 */
export function priceCart(input: PriceInput): PriceBreakdown {
  const subtotal = subtotalOf(input.lines);
  const rank = rankFor(input.lifetimeSpend ?? 0);
  let discountAmount = 0;
  let discountSource: PriceBreakdown['discountSource'] = null;
  if (input.coupon) {
    discountAmount = couponDiscount(subtotal, input.coupon);
    discountSource = 'coupon';
  } else if (rank.discountPercent > 0 && subtotal > 0) {
    discountAmount = Math.min(percentOf(subtotal, rank.discountPercent), subtotal);
    discountSource = 'rank';
  }
  const fee = subtotal > 0 ? (input.shippingOverride ?? shippingFee(subtotal)) : 0;
  return {
    subtotal,
    discountAmount,
    discountSource,
    rank,
    shippingFee: fee,
    total: Math.max(0, subtotal - discountAmount + fee),
  };
}
