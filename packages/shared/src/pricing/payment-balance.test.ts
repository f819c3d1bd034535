import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../constants/orders.js';
import { codCollectAmount, paymentBalance } from './payment-balance.js';

const waiting = { paymentStatus: 'pending', status: 'Pending' } as const;

describe('payment balance: what arrived, what is left, what arrived above the total', () => {
  it.each([
    // total, paid → due, over
    [1_105_000, 0, 1_105_000, 0],
    [1_105_000, 552_500, 552_500, 0],
    [1_105_000, 1_104_999, 1, 0],
    [1_105_000, 1_105_000, 0, 0],
    [1_105_000, 1_205_000, 0, 100_000],
  ])('total %i, %i arrived → %i due, %i over', (total, paidAmount, due, over) => {
    expect(paymentBalance({ total, paidAmount, ...waiting })).toEqual({ paid: paidAmount, due, over });
  });

  it('nothing is due once the order no longer waits for its payment', () => {
    const order = { total: 500_000, paidAmount: 200_000 };
    expect(paymentBalance({ ...order, paymentStatus: 'pending', status: 'Canceled' }).due).toBe(0);
    expect(paymentBalance({ ...order, paymentStatus: 'failed', status: 'Canceled' }).due).toBe(0);
    expect(paymentBalance({ ...order, paymentStatus: 'completed', status: 'Pending' }).due).toBe(0);
    expect(paymentBalance({ ...order, paymentStatus: 'pending', status: 'Confirmed' }).due).toBe(300_000);
  });

  it('an over-payment stays shown after staff marked the order paid', () => {
    expect(
      paymentBalance({
        total: 500_000,
        paidAmount: 600_000,
        paymentStatus: 'completed',
        status: 'Confirmed',
      }),
    ).toEqual({ paid: 600_000, due: 0, over: 100_000 });
  });

  it('never negative; while waiting, paid + due − over is the total, and due and over are never both set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(...ORDER_STATUSES),
        (total, paidAmount, paymentStatus, status) => {
          const b = paymentBalance({ total, paidAmount, paymentStatus, status });
          expect(Math.min(b.paid, b.due, b.over)).toBeGreaterThanOrEqual(0);
          expect(b.due * b.over).toBe(0);
          if (paymentStatus === 'pending' && status !== 'Canceled') {
            expect(b.paid + b.due - b.over).toBe(total);
          }
        },
      ),
    );
  });
});

describe('codCollectAmount: what the carrier collects at the door', () => {
  const order = { total: 1_215_000, paidAmount: 0, depositAmount: 365_000, shipment: null };
  it.each([
    ['a deposit still awaited: the total less the deposit', order, 850_000],
    ['part of the deposit arrived: still less the whole deposit', { ...order, paidAmount: 100_000 }, 850_000],
    ['the deposit paid', { ...order, paidAmount: 365_000 }, 850_000],
    ['more than the deposit arrived', { ...order, paidAmount: 500_000 }, 715_000],
    ['no deposit, nothing paid: the total', { ...order, depositAmount: 0 }, 1_215_000],
    ['everything paid: nothing', { ...order, paidAmount: 1_215_000 }, 0],
    ['shipped: the shipment’s amount', { ...order, shipment: { codAmount: 900_000 } }, 900_000],
  ])('%s', (_name, input, expected) => {
    expect(codCollectAmount(input)).toBe(expected);
  });
});
