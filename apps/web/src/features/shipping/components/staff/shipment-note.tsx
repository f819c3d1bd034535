import type { Order } from '@shop/shared';
import { DeliveryFlag } from '../delivery-flag';
import { ShipmentStatusChip } from '../shipment-status-chip';

/** Under an order of the list: its shipment's status and the carrier's delivery flag, if any. */
export function ShipmentNote({ order }: { order: Pick<Order, 'shipment' | 'deliveryFlag'> }) {
  if (!order.shipment && !order.deliveryFlag) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      {order.shipment && <ShipmentStatusChip shipment={order.shipment} />}
      {order.deliveryFlag && <DeliveryFlag reason={order.deliveryFlag} short />}
    </span>
  );
}
