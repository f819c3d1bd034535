import { SHIPMENT_STATUSES, type Shipment } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { canCancelShipment, canShip, hasLabel, parcelValue, parseParcel } from './shipping-rules';

const shipment = (status: Shipment['status']) => ({ status }) as Shipment;

describe('shipping rules', () => {
  it('ships a Confirmed or Being Packed order with no shipment, or whose last one was canceled', () => {
    expect(canShip({ status: 'Confirmed', shipment: null })).toBe(true);
    expect(canShip({ status: 'Being Packed', shipment: shipment('cancel') })).toBe(true);
    expect(canShip({ status: 'Being Packed', shipment: shipment('ready_to_pick') })).toBe(false);
    for (const status of ['Pending', 'Shipped to Carrier', 'Completed', 'Canceled', 'Returned'] as const)
      expect(canShip({ status, shipment: null }), status).toBe(false);
  });

  it('cancels a shipment only before pickup, and prints labels of live shipments only', () => {
    const cancelable = SHIPMENT_STATUSES.filter((s) => canCancelShipment(shipment(s)));
    expect(cancelable).toEqual(['ready_to_pick', 'picking', 'money_collect_picking']);
    expect(canCancelShipment(null)).toBe(false);
    for (const status of ['delivered', 'returned', 'cancel'] as const)
      expect(hasLabel({ shipment: shipment(status) }), status).toBe(false);
    expect(hasLabel({ shipment: shipment('delivering') })).toBe(true);
    expect(hasLabel({ shipment: null })).toBe(false);
  });

  it('takes whole numbers within GHN’s limits only', () => {
    expect(parcelValue('weight', '50000')).toBe(50_000);
    expect(parcelValue('weight', '50001')).toBeNull();
    expect(parcelValue('height', '200')).toBe(200);
    expect(parcelValue('height', '201')).toBeNull();
    for (const bad of ['0', '', ' ', '1.5', '-3', '1e3', 'abc'])
      expect(parcelValue('length', bad), bad).toBeNull();
    expect(parseParcel({ weight: '300', length: '30', width: '25', height: ' 3 ' })).toEqual({
      weight: 300,
      length: 30,
      width: 25,
      height: 3,
    });
    expect(parseParcel({ weight: '300', length: '30', width: '', height: '3' })).toBeNull();
  });
});
