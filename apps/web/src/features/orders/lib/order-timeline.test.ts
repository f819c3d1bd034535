import type { OrderHistoryEntry, OrderStatus, PaymentStatus } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const entry = (
  status: OrderStatus,
  at: string,
  paymentStatus: PaymentStatus = 'pending',
): OrderHistoryEntry => ({
  status,
  paymentStatus,
  at,
  by: 'staff',
  byName: null,
  note: null,
});

const brief = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.status}:${s.state}`);

describe('order timeline', () => {
  it('a new order is on its first step, the rest of the road ahead', () => {
    const steps = orderTimeline({ status: 'Pending', history: [entry('Pending', '2025-03-01T08:00:00Z')] });
    expect(brief(steps)).toEqual([
      'Pending:current',
      'Confirmed:upcoming',
      'Being Packed:upcoming',
      'Shipped to Carrier:upcoming',
      'Completed:upcoming',
    ]);
    expect(steps[0]?.at).toBe('2025-03-01T08:00:00Z');
    expect(steps[1]?.at).toBeNull();
  });

  it('dates each step by when it was first reached; a payment change does not move it', () => {
    const steps = orderTimeline({
      status: 'Being Packed',
      // out of order on purpose: the server's order is not relied on
      history: [
        entry('Confirmed', '2025-03-01T09:00:00Z'),
        entry('Pending', '2025-03-01T08:00:00Z'),
        entry('Confirmed', '2025-03-01T09:30:00Z', 'completed'),
        entry('Being Packed', '2025-03-02T10:00:00Z', 'completed'),
      ],
    });
    expect(brief(steps).slice(0, 4)).toEqual([
      'Pending:done',
      'Confirmed:done',
      'Being Packed:current',
      'Shipped to Carrier:upcoming',
    ]);
    expect(steps[1]?.at).toBe('2025-03-01T09:00:00Z');
    expect(steps[2]?.at).toBe('2025-03-02T10:00:00Z');
  });

  it('a canceled order shows the road it travelled, then Canceled', () => {
    const steps = orderTimeline({
      status: 'Canceled',
      history: [
        entry('Pending', '2025-03-01T08:00:00Z'),
        entry('Confirmed', '2025-03-01T09:00:00Z'),
        entry('Canceled', '2025-03-01T11:00:00Z', 'failed'),
      ],
    });
    expect(brief(steps)).toEqual(['Pending:done', 'Confirmed:done', 'Canceled:current']);
    expect(steps[2]).toMatchObject({ branch: true, at: '2025-03-01T11:00:00Z' });
  });

  it('a return follows the completed road', () => {
    const history = [
      entry('Pending', '2025-03-01T08:00:00Z'),
      entry('Completed', '2025-03-05T08:00:00Z', 'completed'),
      entry('Return Requested', '2025-03-06T08:00:00Z', 'completed'),
    ];
    expect(brief(orderTimeline({ status: 'Return Requested', history })).slice(-2)).toEqual([
      'Completed:done',
      'Return Requested:current',
    ]);
    const returned = orderTimeline({
      status: 'Returned',
      history: [...history, entry('Returned', '2025-03-07T08:00:00Z', 'refunded')],
    });
    expect(brief(returned).slice(-3)).toEqual([
      'Completed:done',
      'Return Requested:done',
      'Returned:current',
    ]);
  });
});
