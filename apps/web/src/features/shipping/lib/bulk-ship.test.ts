import type { Order, Shipment } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { bulkResult, idsToPrint, idsToShip, isSelectable } from './bulk-ship';

const shipment = (status: Shipment['status'], trackingCode = 'T') => ({ status, trackingCode }) as Shipment;
const order = (id: string, status: Order['status'], s: Shipment | null = null) =>
  ({ id, code: `DH-${id}`, status, shipment: s }) as Order;

describe('shipping several orders', () => {
  const a = order('a', 'Confirmed');
  const b = order('b', 'Being Packed');
  const c = order('c', 'Shipped to Carrier', shipment('transporting'));
  const d = order('d', 'Completed', shipment('delivered'));

  it('ticks orders to ship or to print, not the others', () => {
    expect([a, b, c, d, order('e', 'Pending')].map(isSelectable)).toEqual([true, true, true, false, false]);
  });

  it('reads the response line by line, by code', () => {
    const result = bulkResult(
      {
        shipments: [
          { orderId: 'a', shipment: shipment('ready_to_pick', 'GA') },
          { orderId: 'b', error: 'GHN refused: x', code: 'SERVICE_UNAVAILABLE' },
          { orderId: 'zz', error: 'Order not found', code: 'NOT_FOUND' },
        ],
      },
      (id) => [a, b].find((o) => o.id === id)?.code,
    );
    expect(result.shipped.map((s) => [s.code, s.shipment.trackingCode])).toEqual([['DH-a', 'GA']]);
    expect(result.rejected.map((r) => [r.code, r.error, r.errorCode])).toEqual([
      ['DH-b', 'GHN refused: x', 'SERVICE_UNAVAILABLE'],
      ['zz', 'Order not found', 'NOT_FOUND'],
    ]);
  });

  it('ships what is left to ship and prints every live label of the ticked orders', () => {
    expect(idsToShip([a, b, c], null)).toEqual(['a', 'b']);
    expect(idsToPrint([a, b, c], null)).toEqual(['c']);
    const last = bulkResult(
      { shipments: [{ orderId: 'a', shipment: shipment('ready_to_pick') }] },
      () => undefined,
    );
    // the list has not caught up yet: `a` still shows no shipment
    expect(idsToShip([a, b, c], last)).toEqual(['b']);
    expect(idsToPrint([a, b, c], last)).toEqual(['c', 'a']);
    // unticked after shipping: not printed
    expect(idsToPrint([b, c], last)).toEqual(['c']);
  });
});
