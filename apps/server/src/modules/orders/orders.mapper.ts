import {
  formatUsdCents,
  type Order,
  paymentBalance,
  type QrPayment,
  SHIPMENT_STATUSES,
  type Shipment,
  type ShipmentStatus,
} from '@shop/shared';
import type { OrderRow, ShipmentEventRow, ShipmentRow } from '../../db/schema/index.js';
import type { FullOrder } from './orders.repository.js';

/** GHN's public tracking page for a code. */
export const trackingUrl = (carrier: ShipmentRow['carrier'], code: string): string | null =>
  carrier === 'GHN' ? `https://donhang.ghn.vn/?order_code=${encodeURIComponent(code)}` : null;

const asStatus = (s: string): ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(s) ? (s as ShipmentStatus) : 'exception';

/**
 * An order's `shipment`. `staff`: the carrier's fee (the shop's cost) is shown; the customer's own
 * order shows it as 0 (what they pay for shipping is the order's own shipping fee).
 */
export function toShipment(row: ShipmentRow, events: ShipmentEventRow[], staff: boolean): Shipment {
  return {
    carrier: row.carrier,
    trackingCode: row.trackingCode,
    fee: staff ? row.fee : 0,
    codAmount: row.codAmount,
    status: row.status,
    events: events.map((e) => ({
      status: asStatus(e.status),
      at: e.at.toISOString(),
      note: e.note,
    })),
    trackingUrl: trackingUrl(row.carrier, row.trackingCode),
    weight: row.weight,
    codCollected: row.codCollected,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the fulfilment side adds to an order's response: its shipment, and for staff
 * the COD risk, the buyer's history and the calls noted. Left out: null and [].
 */
export type OrderFulfilment = Partial<Pick<Order, 'risk' | 'buyerHistory'>> & {
  /** staff: the carrier's fee and the calls noted are shown */
  staff?: boolean;
};

/**
 * A COD order's deposit is asked and has not arrived yet (the bank's transfers add up
 * to it, or set `deposit_paid_at` when they reach it).
 */
export const depositDue = (row: Pick<OrderRow, 'depositAmount' | 'depositPaidAt' | 'paidAmount'>): boolean =>
  row.depositAmount > 0 && row.depositPaidAt === null && row.paidAmount < row.depositAmount;

/** The order's response shape (docs/requirements/api.md) from its rows. */
export function toOrder(
  { order, items, history, shipment, calls }: FullOrder,
  payment: QrPayment | null = null,
  fulfilment: OrderFulfilment = {},
): Order {
  const balance = paymentBalance(order);
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    items: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      size: i.size,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      lineTotal: i.lineTotal,
      soldAsIs: i.soldAsIs,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    rankName: order.rankName,
    shippingFee: order.shippingFee,
    total: order.total,
    shipping: order.shipping,
    history: history.map((h) => ({
      status: h.status,
      paymentStatus: h.paymentStatus,
      at: h.at.toISOString(),
      by: h.actor,
      byName: h.actorName,
      note: h.note,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    userId: order.userId,
    expiresAt: order.expiresAt && order.paymentStatus === 'pending' ? order.expiresAt.toISOString() : null,
    completedAt: order.completedAt?.toISOString() ?? null,
    paidAmount: order.paidAmount,
    amountDue: balance.due,
    overpaidAmount: balance.over,
    paymentFlag: order.paymentFlag,
    totalUsd: order.usdCents != null ? formatUsdCents(order.usdCents) : null,
    returnReason: order.returnReason,
    payment,
    shipment: shipment ? toShipment(shipment.row, shipment.events, fulfilment.staff ?? false) : null,
    risk: fulfilment.risk ?? null,
    buyerHistory: fulfilment.buyerHistory ?? null,
    confirmedByBuyer: order.confirmedByBuyerAt !== null,
    depositAmount: order.depositAmount,
    depositPaid: order.depositAmount > 0 && !depositDue(order),
    cancelReason: order.cancelReason,
    deliveryFlag: order.deliveryFlag,
    calls: fulfilment.staff
      ? (calls ?? []).map((c) => ({
          outcome: c.outcome,
          note: c.note,
          byName: c.byName,
          at: c.at.toISOString(),
        }))
      : [],
  };
}
