import { ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_STATUSES, PAYMENT_TRANSITIONS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { planChange } from './order-rules.js';

const order = (over: Partial<OrderRow> = {}) =>
  ({ status: 'Pending', paymentStatus: 'pending', paymentMethod: 'COD', ...over }) as OrderRow;

function errorOf(fn: () => unknown): AppError | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  return undefined;
}

describe('order rules', () => {
  it.each(
    ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)),
  )('%s → %s follows the status table', (from, to) => {
    const err = errorOf(() => planChange(order({ status: from }), { status: to }));
    if (ORDER_TRANSITIONS[from].includes(to)) expect(err).toBeUndefined();
    else {
      expect(err?.code).toBe('INVALID_TRANSITION');
      expect(err?.details).toEqual({ allowed: [...ORDER_TRANSITIONS[from]] });
    }
  });

  it.each(
    PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const)),
  )('payment %s → %s follows the payment table', (from, to) => {
    const err = errorOf(() => planChange(order({ paymentStatus: from }), { paymentStatus: to }));
    if (PAYMENT_TRANSITIONS[from].includes(to)) expect(err).toBeUndefined();
    else expect(err?.details).toEqual({ allowed: [...PAYMENT_TRANSITIONS[from]] });
  });

  it('cancel restocks, releases the coupon and fails a pending payment or refunds a completed one', () => {
    expect(planChange(order(), { status: 'Canceled' })).toMatchObject({
      status: 'Canceled',
      paymentStatus: 'failed',
      restock: true,
      releaseCoupon: true,
    });
    expect(
      planChange(order({ paymentStatus: 'completed', status: 'Confirmed' }), { status: 'Canceled' }),
    ).toMatchObject({
      paymentStatus: 'refunded',
    });
  });

  it('completion starts the return window and pays cash on delivery only', () => {
    const cod = planChange(order({ status: 'Shipped to Carrier' }), { status: 'Completed' });
    expect(cod).toMatchObject({ paymentStatus: 'completed', restock: false });
    expect(cod.completedAt).toBeInstanceOf(Date);
    const qr = planChange(order({ status: 'Shipped to Carrier', paymentMethod: 'QR' }), {
      status: 'Completed',
    });
    expect(qr.paymentStatus).toBe('pending');
    // a refused return goes back to Completed without restarting the window
    const refused = planChange(order({ status: 'Return Requested', paymentStatus: 'completed' }), {
      status: 'Completed',
    });
    expect(refused.completedAt).toBeUndefined();
  });

  it('an accepted return restocks and refunds', () => {
    expect(
      planChange(order({ status: 'Return Requested', paymentStatus: 'completed' }), { status: 'Returned' }),
    ).toMatchObject({ restock: true, releaseCoupon: false, paymentStatus: 'refunded' });
  });
});
