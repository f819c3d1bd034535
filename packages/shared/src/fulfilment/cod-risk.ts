import type { RiskLevel } from '../constants/fulfilment.js';
import { SHIPPING_FEE_STEPS } from '../constants/shipping.js';

/**
 * A cash-on-delivery order's risk (docs/decisions/0045), from the shop's own history of the order's
 * phone, e-mail and address (the orders before this one), and the order's size. The rules are data
 * (COD_RISK_RULES, shown to staff as a table); `codRisk` is the one function that applies them, on
 * the server (checkout's deposit, the staff views) and nowhere else.
 */

/** What the shop knows of a buyer before this order (phone, e-mail or address matching). */
export interface RiskHistory {
  /** orders placed before this one */
  placed: number;
  /** of them, Completed (a return refused counts as completed) */
  completed: number;
  /** canceled, but not refused at the door (that is `refused`) */
  canceled: number;
  /**
   * brought back by the carrier, refused at the door ("boom hàng"), and parcels the carrier is failing
   * to deliver right now (a delivery flag on an order still with the carrier): a refusal is known at
   * the door, days before the parcel is back at the shop
   */
  refused: number;
  /** returns asked for or accepted */
  returns: number;
  /** blacklist entries naming the phone, e-mail or user (checkout refuses those; kept for the staff view) */
  blacklisted: number;
  /**
   * of them, open COD orders: Pending or Confirmed, nothing paid (no deposit paid, payment not
   * completed). Stock they hold is not yet a sale: several at once is how stock is hoarded
   */
  open: number;
}

export type RiskRuleId =
  | 'REFUSED_AT_DOOR'
  | 'BLACKLISTED'
  | 'CANCELED'
  | 'RETURNS'
  | 'OPEN_ORDERS'
  | 'NEW_BUYER'
  | 'LARGE_ORDER'
  | 'VERY_LARGE_ORDER'
  | 'COMPLETED';

/**
 * One rule: `points` for each time it holds (`each`: per past order counted, up to `cap` in all), or
 * once. An order-size rule holds when the order's total is at least `minTotal` dong. Negative points
 * are trust: completed orders lower the score.
 */
export interface RiskRule {
  id: RiskRuleId;
  points: number;
  each?: boolean;
  cap?: number;
  minTotal?: number;
  /** what staff read in the table, in English (the web translates by id) */
  description: string;
}

export interface RiskRules {
  rules: readonly RiskRule[];
  /** the score from which an order is MEDIUM, and HIGH */
  thresholds: Readonly<{ MEDIUM: number; HIGH: number }>;
}

export const COD_RISK_RULES: RiskRules = {
  rules: [
    {
      id: 'REFUSED_AT_DOOR',
      points: 50,
      each: true,
      cap: 100,
      description: 'Each delivery refused at the door (or failing now)',
    },
    { id: 'BLACKLISTED', points: 60, description: 'On the blacklist' },
    { id: 'CANCELED', points: 10, each: true, cap: 30, description: 'Each canceled order' },
    { id: 'RETURNS', points: 10, each: true, cap: 20, description: 'Each return' },
    // docs/decisions/0002-open-cod-orders.md: two other orders still waiting are 40
    // points, MEDIUM even after one delivery (40 − 10), and HIGH, a deposit, with nothing delivered
    // yet (40 + 15); one is 20, a call for a new buyer's second order. Capped at two: checkout refuses
    // a fourth open order anyway
    {
      id: 'OPEN_ORDERS',
      points: 20,
      each: true,
      cap: 40,
      description: 'Each other cash-on-delivery order still waiting for delivery (nothing paid)',
    },
    { id: 'NEW_BUYER', points: 15, description: 'Nothing delivered to this buyer yet' },
    { id: 'LARGE_ORDER', points: 15, minTotal: 2_000_000, description: 'Order of 2,000,000 ₫ or more' },
    {
      id: 'VERY_LARGE_ORDER',
      points: 20,
      minTotal: 5_000_000,
      description: 'Order of 5,000,000 ₫ or more (adds to the above)',
    },
    { id: 'COMPLETED', points: -10, each: true, cap: -30, description: 'Each completed order' },
  ],
  thresholds: { MEDIUM: 25, HIGH: 50 },
};

/** How a rule counted for one order: the web shows these in the staff's language. */
export interface RiskFactor {
  rule: RiskRuleId;
  count: number;
  points: number;
}

export interface CodRisk {
  level: RiskLevel;
  /** the sum of the factors' points, never below 0 */
  score: number;
  /** the factors in words (English), largest first */
  reasons: string[];
  factors: RiskFactor[];
}

function countFor(id: RiskRuleId, history: RiskHistory): number {
  switch (id) {
    case 'REFUSED_AT_DOOR':
      return history.refused;
    case 'BLACKLISTED':
      return history.blacklisted > 0 ? 1 : 0;
    case 'CANCELED':
      return history.canceled;
    case 'RETURNS':
      return history.returns;
    case 'OPEN_ORDERS':
      return history.open;
    // not "no order placed": a second order placed while the first is on its way is no better known
    case 'NEW_BUYER':
      return history.completed === 0 ? 1 : 0;
    case 'COMPLETED':
      return history.completed;
    case 'LARGE_ORDER':
    case 'VERY_LARGE_ORDER':
      return 1;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function reasonFor(factor: RiskFactor): string {
  const pts = `${factor.points > 0 ? '+' : ''}${factor.points}`;
  switch (factor.rule) {
    case 'REFUSED_AT_DOOR':
      return `${plural(factor.count, 'delivery', 'deliveries')} refused at the door (${pts})`;
    case 'BLACKLISTED':
      return `On the blacklist (${pts})`;
    case 'CANCELED':
      return `${plural(factor.count, 'canceled order', 'canceled orders')} (${pts})`;
    case 'RETURNS':
      return `${plural(factor.count, 'return', 'returns')} (${pts})`;
    case 'OPEN_ORDERS':
      return `${plural(factor.count, 'other order', 'other orders')} waiting for delivery (${pts})`;
    case 'NEW_BUYER':
      return `Nothing delivered yet (${pts})`;
    case 'LARGE_ORDER':
      return `Large order (${pts})`;
    case 'VERY_LARGE_ORDER':
      return `Very large order (${pts})`;
    case 'COMPLETED':
      return `${plural(factor.count, 'completed order', 'completed orders')} (${pts})`;
  }
}

/** The level a score reaches under the rules' thresholds. */
export function riskLevelOf(score: number, rules: RiskRules = COD_RISK_RULES): RiskLevel {
  if (score >= rules.thresholds.HIGH) return 'HIGH';
  if (score >= rules.thresholds.MEDIUM) return 'MEDIUM';
  return 'LOW';
}

/** The risk of a COD order of `total` dong, given the buyer's history: pure, the rules as data. */
export function codRisk(history: RiskHistory, total: number, rules: RiskRules = COD_RISK_RULES): CodRisk {
  const factors: RiskFactor[] = [];
  for (const rule of rules.rules) {
    if (rule.minTotal !== undefined && total < rule.minTotal) continue;
    const count = countFor(rule.id, history);
    if (count <= 0) continue;
    let points = rule.each ? rule.points * count : rule.points;
    if (rule.cap !== undefined)
      points = rule.points < 0 ? Math.max(points, rule.cap) : Math.min(points, rule.cap);
    factors.push({ rule: rule.id, count, points });
  }
  factors.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  const score = Math.max(
    0,
    factors.reduce((sum, f) => sum + f.points, 0),
  );
  return { level: riskLevelOf(score, rules), score, reasons: factors.map(reasonFor), factors };
}

/** The deposit rule (COD_DEPOSIT): a share of the total in per cent, or the shipping fee. */
export type DepositRule = { kind: 'percent'; percent: number } | { kind: 'shipping' };

/**
 * The least a shipping-fee deposit asks, in dong: the fee charges the cheapest
 * order that pays for shipping (10,000 ₫), so that an order whose shipping is free still gives a
 * HIGH-risk buyer something to pay first. Read from the pricing rules, not repeated.
 */
export const MIN_SHIPPING_DEPOSIT: number = Math.min(...SHIPPING_FEE_STEPS.map((step) => step.fee));

/**
 * The shipping-fee deposit of an order: its shipping fee, at least MIN_SHIPPING_DEPOSIT, never more
 * than the total.
 */
export function shippingDeposit(order: { total: number; shippingFee: number }): number {
  const total = Math.max(0, Math.trunc(order.total));
  const fee = Math.max(0, Math.trunc(order.shippingFee));
  return Math.min(total, Math.max(fee, MIN_SHIPPING_DEPOSIT));
}

/**
 * What a risky COD buyer pays by VietQR before the order is confirmed, in dong: the shipping fee (at
 * least MIN_SHIPPING_DEPOSIT: free shipping must not ask 0 ₫), or the share of the total rounded up to
 * the next 1,000 ₫; never more than the total. 0: no deposit (a total of 0, or 0 %).
 */
export function depositAmount(rule: DepositRule, order: { total: number; shippingFee: number }): number {
  if (rule.kind === 'shipping') return shippingDeposit(order);
  const total = Math.max(0, Math.trunc(order.total));
  const share = Math.ceil((total * rule.percent) / 100 / 1000) * 1000;
  return Math.min(total, share);
}
