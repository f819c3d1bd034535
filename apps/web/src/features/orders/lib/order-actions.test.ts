import { ORDER_STATUSES, ORDER_TRANSITIONS, PAYMENT_STATUSES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  customerActions,
  historyActor,
  isIrreversible,
  returnAnswerStatus,
  returnDeadline,
  staffActions,
} from './order-actions';

const order = (over: Partial<Parameters<typeof staffActions>[0]> = {}) => ({
  status: 'Pending' as const,
  paymentStatus: 'pending' as const,
  paymentMethod: 'COD' as const,
  completedAt: null,
  ...over,
});

describe('customer actions', () => {
  it('cancels only while Pending', () => {
    for (const status of ORDER_STATUSES) {
      expect(customerActions(order({ status })).cancel, status).toBe(status === 'Pending');
    }
  });

  it('asks for a return within 7 days of completion, not after', () => {
    const completedAt = '2025-03-01T10:00:00.000Z';
    const done = order({ status: 'Completed', completedAt });
    expect(returnDeadline(done)?.toISOString()).toBe('2025-03-08T10:00:00.000Z');
    expect(customerActions(done, new Date('2025-03-08T09:59:59Z')).requestReturn).toBe(true);
    expect(customerActions(done, new Date('2025-03-08T10:00:01Z')).requestReturn).toBe(false);
    // only a completed order, and one with its completion date
    expect(customerActions(order({ status: 'Shipped to Carrier', completedAt })).requestReturn).toBe(false);
    expect(customerActions(order({ status: 'Completed' })).requestReturn).toBe(false);
  });

  it('shows the QR again only for a QR order still waiting for its transfer', () => {
    expect(customerActions(order({ paymentMethod: 'QR' })).pay).toBe(true);
    expect(customerActions(order({ paymentMethod: 'QR', paymentStatus: 'completed' })).pay).toBe(false);
    expect(customerActions(order({ paymentMethod: 'QR', status: 'Canceled' })).pay).toBe(false);
    expect(customerActions(order({ paymentMethod: 'PAYPAL' })).pay).toBe(false);
  });
});

describe('staff actions', () => {
  it('offers only steps of the shared table, never the customer’s return request', () => {
    for (const status of ORDER_STATUSES) {
      for (const step of staffActions(order({ status })).statuses) {
        expect(ORDER_TRANSITIONS[status], `${status} → ${step}`).toContain(step);
        expect(step).not.toBe('Return Requested');
      }
    }
    expect(staffActions(order({ status: 'Pending' })).statuses).toEqual(['Confirmed', 'Canceled']);
    expect(staffActions(order({ status: 'Confirmed' })).statuses).toEqual(['Being Packed', 'Canceled']);
    expect(staffActions(order({ status: 'Shipped to Carrier' })).statuses).toEqual(['Completed']);
    expect(staffActions(order({ status: 'Completed' })).statuses).toEqual([]);
    expect(staffActions(order({ status: 'Canceled' })).statuses).toEqual([]);
  });

  it('answers a requested return with accept or reject, not a bare status', () => {
    const a = staffActions(order({ status: 'Return Requested', paymentStatus: 'completed' }));
    expect(a.processReturn).toBe(true);
    expect(a.statuses).toEqual([]);
    expect(staffActions(order({ status: 'Completed' })).processReturn).toBe(false);
  });

  it('marks paid only a pending payment of an open order', () => {
    for (const paymentStatus of PAYMENT_STATUSES) {
      expect(staffActions(order({ paymentStatus })).markPaid, paymentStatus).toBe(
        paymentStatus === 'pending',
      );
    }
    expect(staffActions(order({ status: 'Canceled' })).markPaid).toBe(false);
    expect(staffActions(order({ paymentStatus: 'completed' })).payments).toEqual(['refunded']);
    expect(staffActions(order()).payments).toEqual(['failed']);
    expect(staffActions(order({ status: 'Returned', paymentStatus: 'refunded' })).payments).toEqual([]);
  });

  it('reminds of an unpaid transfer or PayPal payment, not of cash on delivery', () => {
    expect(staffActions(order({ paymentMethod: 'QR' })).remind).toBe(true);
    expect(staffActions(order({ paymentMethod: 'PAYPAL' })).remind).toBe(true);
    expect(staffActions(order({ paymentMethod: 'COD' })).remind).toBe(false);
    expect(staffActions(order({ paymentMethod: 'QR', paymentStatus: 'completed' })).remind).toBe(false);
    expect(
      staffActions(order({ paymentMethod: 'QR', status: 'Canceled', paymentStatus: 'failed' })).remind,
    ).toBe(false);
  });

  it('deletes only a Canceled order', () => {
    for (const status of ORDER_STATUSES) {
      expect(staffActions(order({ status })).delete, status).toBe(status === 'Canceled');
    }
  });
});

describe('steps staff confirm first', () => {
  it('asks for a confirmation of the steps with no way back, and only those', () => {
    const confirmed = ORDER_STATUSES.filter(isIrreversible);
    expect(confirmed).toEqual(['Shipped to Carrier', 'Completed', 'Returned', 'Canceled']);
    // staff have no step back from any of them (a completed order's return is the customer's to ask)
    for (const status of confirmed) {
      const back = ORDER_TRANSITIONS[status].filter((next) => next !== 'Return Requested');
      expect(back, status).toEqual(status === 'Shipped to Carrier' ? ['Completed'] : []);
    }
    expect(returnAnswerStatus(true)).toBe('Returned');
    expect(returnAnswerStatus(false)).toBe('Completed');
    expect(isIrreversible(returnAnswerStatus(true)) && isIrreversible(returnAnswerStatus(false))).toBe(true);
  });

  it('says who made each change: a staff member by name, the customer, or the system', () => {
    expect(historyActor({ by: 'staff', byName: 'Mai Trần' })).toEqual({ key: 'staff', name: 'Mai Trần' });
    expect(historyActor({ by: 'staff', byName: null })).toEqual({ key: 'staffUnnamed', name: '' });
    expect(historyActor({ by: 'customer', byName: 'Lan' })).toEqual({ key: 'customer', name: 'Lan' });
    expect(historyActor({ by: 'customer', byName: ' ' })).toEqual({ key: 'customerUnnamed', name: '' });
    expect(historyActor({ by: 'system', byName: 'PayPal' })).toEqual({ key: 'system', name: '' });
  });
});
