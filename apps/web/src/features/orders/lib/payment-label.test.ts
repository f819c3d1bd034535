import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label';

describe('payment label', () => {
  it('a canceled order whose payment failed or never came reads Not charged', () => {
    expect(paymentLabel({ status: 'Canceled', paymentStatus: 'failed', paidAmount: 0 })).toBe('notCharged');
    expect(paymentLabel({ status: 'Canceled', paymentStatus: 'pending' })).toBe('notCharged');
  });

  it('a canceled order keeps its payment status when money moved: paid then refunded, or a transfer to refund', () => {
    expect(paymentLabel({ status: 'Canceled', paymentStatus: 'refunded', paidAmount: 0 })).toBe('refunded');
    expect(paymentLabel({ status: 'Canceled', paymentStatus: 'completed' })).toBe('completed');
    expect(paymentLabel({ status: 'Canceled', paymentStatus: 'failed', paidAmount: 552_500 })).toBe('failed');
  });

  it('any other order reads its stored payment status', () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'Canceled')) {
      for (const paymentStatus of PAYMENT_STATUSES) {
        expect(paymentLabel({ status, paymentStatus, paidAmount: 0 })).toBe(paymentStatus);
      }
    }
  });
});
