import { describe, expect, it } from 'vitest';
import { PENDING_ADD_TTL_MS, savePendingAdd, takePendingAdd } from './pending-add';

describe('the add a visitor asked for before logging in', () => {
  it('is taken once, by the product it is for', () => {
    savePendingAdd({ productId: 'p1', size: 'M', quantity: 2 }, 1_000);
    expect(takePendingAdd('p2', 2_000)).toBeUndefined();
    expect(takePendingAdd('p1', 2_000)).toEqual({ productId: 'p1', size: 'M', quantity: 2 });
    expect(takePendingAdd('p1', 2_000)).toBeUndefined();
  });

  it('is dropped once stale or malformed', () => {
    savePendingAdd({ productId: 'p1', size: 'S', quantity: 1 }, 0);
    expect(takePendingAdd('p1', PENDING_ADD_TTL_MS + 1)).toBeUndefined();
    sessionStorage.setItem('pending-add-to-cart', '{not json');
    expect(takePendingAdd('p1')).toBeUndefined();
    sessionStorage.setItem(
      'pending-add-to-cart',
      JSON.stringify({ productId: 'p1', size: 'S', quantity: -3, at: Date.now() }),
    );
    expect(takePendingAdd('p1')).toBeUndefined();
  });
});
