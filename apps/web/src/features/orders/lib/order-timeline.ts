import type { Order, OrderHistoryEntry, OrderStatus } from '@shop/shared';

/** The road an order normally travels, in order. */
export const ORDER_ROAD: readonly OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Being Packed',
  'Shipped to Carrier',
  'Completed',
];

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** when the order reached this step (the history's entry), null when not yet or not recorded */
  at: string | null;
  /** a step off the normal road (Canceled, Return Requested, Returned) */
  branch: boolean;
}

/** When the order last reached each status, from its history (entries are states after a change). */
function reachedAt(history: readonly OrderHistoryEntry[]): Map<OrderStatus, string> {
  const sorted = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const seen = new Map<OrderStatus, string>();
  let previous: OrderStatus | undefined;
  for (const entry of sorted) {
    // a payment-only change repeats the status: the step was reached at the first entry
    if (entry.status !== previous) seen.set(entry.status, entry.at);
    previous = entry.status;
  }
  return seen;
}

/**
 * The status timeline of an order for the shopper: the road Pending → Completed with the step it is
 * on, and, when it left the road, where it went (Canceled, or a return after completion). The
 * dates come from the order's history.
 */
export function orderTimeline(order: Pick<Order, 'status' | 'history'>): TimelineStep[] {
  const seen = reachedAt(order.history);
  const at = (status: OrderStatus) => seen.get(status) ?? null;
  const step = (status: OrderStatus, state: StepState, branch = false): TimelineStep => ({
    status,
    state,
    at: state === 'upcoming' ? null : at(status),
    branch,
  });

  if (order.status === 'Canceled') {
    // the road as far as it went, then Canceled
    const reached = ORDER_ROAD.filter((s) => seen.has(s));
    const road = reached.length ? reached : (['Pending'] as OrderStatus[]);
    return [...road.map((s) => step(s, 'done')), step('Canceled', 'current', true)];
  }
  if (order.status === 'Return Requested' || order.status === 'Returned') {
    const road = ORDER_ROAD.map((s) => step(s, 'done'));
    const returned = order.status === 'Returned';
    return [
      ...road,
      step('Return Requested', returned ? 'done' : 'current', true),
      ...(returned ? [step('Returned', 'current', true)] : []),
    ];
  }
  const index = ORDER_ROAD.indexOf(order.status);
  return ORDER_ROAD.map((s, i) => step(s, i < index ? 'done' : i === index ? 'current' : 'upcoming'));
}
