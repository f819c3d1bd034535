import { formatUsdCents, type Order, paymentBalance, type QrPayment } from '@shop/shared';
import type { FullOrder } from './orders.repository.js';

/** DECISIONS §10 order shape from its rows. */
export function toOrder({ order, items, history }: FullOrder, payment: QrPayment | null = null): Order {
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
  };
}
