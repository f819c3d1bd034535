import { formatVnd, type Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';

/**
 * An order's lines and totals (the snapshot taken at checkout: the server's numbers, never recomputed),
 * and what has arrived for it: received, left to pay, received above the total.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(['account', 'orderSum']);
  const money = (n: number) => formatVnd(n, i18n.resolvedLanguage ?? 'en');
  const discountLabel = order.couponCode
    ? t('orderSum:couponDiscount', { code: order.couponCode })
    : t('orderSum:discount');
  return (
    <div className="lining-nums">
      <ul aria-label={t('account:orderList.lines')} className="divide-y divide-line text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.productId ?? item.name}:${item.size}`}
            data-testid="order-line"
            className="flex items-baseline justify-between gap-4 py-2.5"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-plum-900">{item.name}</span>
              <span className="text-xs text-plum-500">
                {t('account:orderList.lineMeta', {
                  size: item.size,
                  quantity: item.quantity,
                  price: money(item.unitPrice),
                })}
              </span>
              {item.soldAsIs && (
                <span className="block text-xs font-medium text-plum-700" data-testid="sold-as-is">
                  {t('account:orderList.soldAsIs')}
                </span>
              )}
            </span>
            <span className="shrink-0 tabular-nums">{money(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3 text-sm tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-plum-600">{t('orderSum:subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{discountLabel}</dt>
            <dd className="text-wine-600">−{money(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-plum-600">{t('orderSum:shipping')}</dt>
          <dd>{money(order.shippingFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold text-plum-900">
          <dt>{t('orderSum:total')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        {/* What the bank transfers brought, and what is left or came above the total */}
        {order.paidAmount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{t('account:orderList.received')}</dt>
            <dd data-testid="order-paid">{money(order.paidAmount)}</dd>
          </div>
        )}
        {order.paidAmount > 0 && order.amountDue > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-plum-900">
            <dt>{t('account:orderList.amountDue')}</dt>
            <dd data-testid="order-due">{money(order.amountDue)}</dd>
          </div>
        )}
        {order.overpaidAmount > 0 && (
          <div className="flex justify-between gap-4 font-semibold text-wine-700">
            <dt>{t('account:orderList.overpaid')}</dt>
            <dd data-testid="order-over">{money(order.overpaidAmount)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** Where the order goes, as the customer gave it. */
export function OrderShipping({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const s = order.shipping;
  const place = [s.street, s.ward, s.province, s.country].filter(Boolean).join(', ');
  return (
    <address className="text-sm leading-relaxed text-plum-700 not-italic lining-nums">
      <span className="block font-medium text-plum-900">{s.name}</span>
      <span className="block">{place}</span>
      <span className="block">
        {s.phone} · <EmailAddress address={s.email} />
      </span>
      {s.note && (
        <span className="mt-1 block text-xs text-plum-500">
          {t('orderList.note')}: {s.note}
        </span>
      )}
    </address>
  );
}
