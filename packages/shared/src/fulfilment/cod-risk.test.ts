import { describe, expect, it } from 'vitest';
import {
  COD_RISK_RULES,
  codRisk,
  depositAmount,
  MIN_SHIPPING_DEPOSIT,
  type RiskHistory,
  riskLevelOf,
  shippingDeposit,
} from './cod-risk.js';

const none: RiskHistory = {
  placed: 0,
  completed: 0,
  canceled: 0,
  refused: 0,
  returns: 0,
  blacklisted: 0,
  open: 0,
};
/** A buyer the shop knows: two orders placed, one of them delivered, nothing else against them. */
const known = (h: Partial<RiskHistory> = {}): RiskHistory => ({ ...none, placed: 2, completed: 1, ...h });

describe('codRisk: the rules as data, one pure function', () => {
  // [name, history, total, score, level, the rules that counted with their points]
  const table: [string, RiskHistory, number, number, string, [string, number][]][] = [
    ['a first order', none, 500_000, 15, 'LOW', [['NEW_BUYER', 15]]],
    [
      'orders placed but none delivered yet: still new',
      { ...none, placed: 2 },
      500_000,
      15,
      'LOW',
      [['NEW_BUYER', 15]],
    ],
    ['a buyer with a delivered order', known(), 500_000, 0, 'LOW', [['COMPLETED', -10]]],
    [
      'one refusal and nothing delivered: HIGH, a deposit',
      { ...none, placed: 1, refused: 1 },
      500_000,
      65,
      'HIGH',
      [
        ['REFUSED_AT_DOOR', 50],
        ['NEW_BUYER', 15],
      ],
    ],
    [
      'one refusal after a delivery: MEDIUM, a call',
      known({ refused: 1 }),
      500_000,
      40,
      'MEDIUM',
      [
        ['REFUSED_AT_DOOR', 50],
        ['COMPLETED', -10],
      ],
    ],
    [
      'two refusals',
      known({ refused: 2 }),
      500_000,
      90,
      'HIGH',
      [
        ['REFUSED_AT_DOOR', 100],
        ['COMPLETED', -10],
      ],
    ],
    [
      'refusals capped at 100',
      known({ refused: 5 }),
      500_000,
      90,
      'HIGH',
      [
        ['REFUSED_AT_DOOR', 100],
        ['COMPLETED', -10],
      ],
    ],
    [
      'blacklisted counts once',
      known({ blacklisted: 3 }),
      500_000,
      50,
      'HIGH',
      [
        ['BLACKLISTED', 60],
        ['COMPLETED', -10],
      ],
    ],
    [
      'each cancel 10',
      known({ canceled: 2 }),
      500_000,
      10,
      'LOW',
      [
        ['CANCELED', 20],
        ['COMPLETED', -10],
      ],
    ],
    [
      'cancels capped at 30',
      known({ canceled: 9 }),
      500_000,
      20,
      'LOW',
      [
        ['CANCELED', 30],
        ['COMPLETED', -10],
      ],
    ],
    [
      'returns capped at 20',
      known({ returns: 4 }),
      500_000,
      10,
      'LOW',
      [
        ['RETURNS', 20],
        ['COMPLETED', -10],
      ],
    ],
    ['just under a large order', known(), 1_999_999, 0, 'LOW', [['COMPLETED', -10]]],
    [
      'a large order at 2,000,000',
      known(),
      2_000_000,
      5,
      'LOW',
      [
        ['LARGE_ORDER', 15],
        ['COMPLETED', -10],
      ],
    ],
    [
      'a very large order adds to the large one',
      known(),
      5_000_000,
      25,
      'MEDIUM',
      [
        ['VERY_LARGE_ORDER', 20],
        ['LARGE_ORDER', 15],
        ['COMPLETED', -10],
      ],
    ],
    [
      'a first very large order reaches HIGH exactly',
      none,
      5_000_000,
      50,
      'HIGH',
      [
        ['VERY_LARGE_ORDER', 20],
        ['NEW_BUYER', 15],
        ['LARGE_ORDER', 15],
      ],
    ],
    [
      'completed orders are trust',
      known({ placed: 5, completed: 2, canceled: 3 }),
      500_000,
      10,
      'LOW',
      [
        ['CANCELED', 30],
        ['COMPLETED', -20],
      ],
    ],
    [
      'trust capped at -30',
      known({ placed: 10, completed: 9, refused: 1 }),
      500_000,
      20,
      'LOW',
      [
        ['REFUSED_AT_DOOR', 50],
        ['COMPLETED', -30],
      ],
    ],
    // other COD orders still waiting (nothing paid) count against the next one
    [
      'a second order while the first waits, nothing delivered: MEDIUM, a call',
      { ...none, placed: 1, open: 1 },
      500_000,
      35,
      'MEDIUM',
      [
        ['OPEN_ORDERS', 20],
        ['NEW_BUYER', 15],
      ],
    ],
    [
      'two other orders waiting, nothing delivered: HIGH, a deposit',
      { ...none, placed: 2, open: 2 },
      500_000,
      55,
      'HIGH',
      [
        ['OPEN_ORDERS', 40],
        ['NEW_BUYER', 15],
      ],
    ],
    [
      'one other order waiting after a delivery: LOW',
      known({ placed: 2, open: 1 }),
      500_000,
      10,
      'LOW',
      [
        ['OPEN_ORDERS', 20],
        ['COMPLETED', -10],
      ],
    ],
    [
      'two other orders waiting after a delivery: still MEDIUM',
      known({ placed: 3, open: 2 }),
      500_000,
      30,
      'MEDIUM',
      [
        ['OPEN_ORDERS', 40],
        ['COMPLETED', -10],
      ],
    ],
    [
      'open orders capped at 40',
      known({ placed: 6, open: 5 }),
      500_000,
      30,
      'MEDIUM',
      [
        ['OPEN_ORDERS', 40],
        ['COMPLETED', -10],
      ],
    ],
    [
      'two other orders waiting after three deliveries: trust outweighs them',
      known({ placed: 5, completed: 3, open: 2 }),
      500_000,
      10,
      'LOW',
      [
        ['OPEN_ORDERS', 40],
        ['COMPLETED', -30],
      ],
    ],
    [
      'the score never goes below 0',
      known({ placed: 5, completed: 5 }),
      500_000,
      0,
      'LOW',
      [['COMPLETED', -30]],
    ],
  ];

  it.each(table)('%s', (_name, history, total, score, level, factors) => {
    const risk = codRisk(history, total);
    expect(risk.score).toBe(score);
    expect(risk.level).toBe(level);
    expect(risk.factors.map((f) => [f.rule, f.points])).toEqual(factors);
    expect(risk.reasons).toHaveLength(factors.length);
  });

  it('says each factor in words, with its count and points, largest first', () => {
    const risk = codRisk(known({ refused: 1, canceled: 1, completed: 1 }), 500_000);
    expect(risk.reasons).toEqual([
      '1 delivery refused at the door (+50)',
      '1 canceled order (+10)',
      '1 completed order (-10)',
    ]);
    expect(codRisk(known({ canceled: 2 }), 0).reasons).toEqual([
      '2 canceled orders (+20)',
      '1 completed order (-10)',
    ]);
    expect(codRisk(none, 0).reasons).toEqual(['Nothing delivered yet (+15)']);
    expect(codRisk({ ...none, placed: 1, open: 1 }, 0).reasons).toEqual([
      '1 other order waiting for delivery (+20)',
      'Nothing delivered yet (+15)',
    ]);
    expect(codRisk({ ...none, placed: 2, open: 2 }, 0).reasons[0]).toBe(
      '2 other orders waiting for delivery (+40)',
    );
  });

  it('sets the level at the thresholds exactly (MEDIUM from 25, HIGH from 50)', () => {
    const { MEDIUM, HIGH } = COD_RISK_RULES.thresholds;
    expect([riskLevelOf(MEDIUM - 1), riskLevelOf(MEDIUM), riskLevelOf(HIGH - 1), riskLevelOf(HIGH)]).toEqual([
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
    ]);
    expect(riskLevelOf(0)).toBe('LOW');
  });

  it('takes other rules as data', () => {
    const rules = {
      rules: [{ id: 'CANCELED' as const, points: 7, each: true, description: 'x' }],
      thresholds: { MEDIUM: 7, HIGH: 14 },
    };
    expect(codRisk(known({ canceled: 2 }), 0, rules)).toMatchObject({ score: 14, level: 'HIGH' });
    expect(codRisk(known({ canceled: 1 }), 0, rules)).toMatchObject({ score: 7, level: 'MEDIUM' });
  });
});

describe('depositAmount', () => {
  const order = { total: 1_234_000, shippingFee: 30_000 };
  it.each([
    ['the shipping fee', { kind: 'shipping' as const }, order, 30_000],
    [
      'the shipping fee, never above the total',
      { kind: 'shipping' as const },
      { total: 20_000, shippingFee: 30_000 },
      20_000,
    ],
    // free shipping must not ask 0 ₫: the least fee charges a paying order
    [
      'free shipping asks the least shipping fee (10,000 ₫)',
      { kind: 'shipping' as const },
      { total: 500_000, shippingFee: 0 },
      10_000,
    ],
    [
      'the least shipping fee, never above the total',
      { kind: 'shipping' as const },
      { total: 9_999, shippingFee: 0 },
      9_999,
    ],
    [
      'the least shipping fee at a total of exactly that fee',
      { kind: 'shipping' as const },
      { total: 10_000, shippingFee: 0 },
      10_000,
    ],
    [
      'a paid fee of exactly the least one stays',
      { kind: 'shipping' as const },
      { total: 600_000, shippingFee: 10_000 },
      10_000,
    ],
    [
      'a fee below the least one is raised to it',
      { kind: 'shipping' as const },
      { total: 600_000, shippingFee: 9_999 },
      10_000,
    ],
    [
      'an international fee above it stays',
      { kind: 'shipping' as const },
      { total: 2_000_000, shippingFee: 750_000 },
      750_000,
    ],
    [
      'a total of 0 asks nothing, even by shipping',
      { kind: 'shipping' as const },
      { total: 0, shippingFee: 0 },
      0,
    ],
    ['30 % rounded up to 1,000 ₫', { kind: 'percent' as const, percent: 30 }, order, 371_000],
    [
      'an exact thousand stays',
      { kind: 'percent' as const, percent: 50 },
      { total: 1_000_000, shippingFee: 0 },
      500_000,
    ],
    [
      '100 % is the total',
      { kind: 'percent' as const, percent: 100 },
      { total: 999_500, shippingFee: 0 },
      999_500,
    ],
    ['0 % asks nothing', { kind: 'percent' as const, percent: 0 }, order, 0],
    [
      'a total of 0 asks nothing',
      { kind: 'percent' as const, percent: 30 },
      { total: 0, shippingFee: 30_000 },
      0,
    ],
  ])('%s', (_name, rule, input, expected) => {
    expect(depositAmount(rule, input)).toBe(expected);
  });

  it('the least shipping deposit is the cheapest fee charges, and the shipping rule is shippingDeposit', () => {
    expect(MIN_SHIPPING_DEPOSIT).toBe(10_000);
    for (const total of [0, 1, 9_999, 10_000, 10_001, 559_999, 560_000, 850_000, 5_000_000]) {
      for (const shippingFee of [0, 5_000, 10_000, 15_000, 400_000]) {
        const deposit = shippingDeposit({ total, shippingFee });
        expect(deposit).toBe(depositAmount({ kind: 'shipping' }, { total, shippingFee }));
        // never above the total, never below the fee or the least fee unless the total is smaller
        expect(deposit).toBeLessThanOrEqual(total);
        expect(deposit).toBe(Math.min(total, Math.max(shippingFee, MIN_SHIPPING_DEPOSIT)));
        if (total > 0) expect(deposit).toBeGreaterThan(0);
      }
    }
  });
});
