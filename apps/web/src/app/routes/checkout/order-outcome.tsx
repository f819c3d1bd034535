import { formatVnd, type Order, ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { awaitsPayment, useOrder } from '../../../features/orders/api/get-order';
import { OrderLines, OrderShipping } from '../../../features/orders/components/order-details';
import { OrderStatusBadge, PaymentStatusText } from '../../../features/orders/components/order-status-badge';
import { paymentLabel } from '../../../features/orders/lib/payment-label';
import { formatDateTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';

type Outcome = 'success' | 'cancel';

/** What happens next, by how the order is paid and where it stands (a key under `next` in checkout.json). */
export function nextStepKey(
  order: Pick<Order, 'status' | 'paymentMethod' | 'paymentStatus'> & { paidAmount?: number },
): string {
  // the same rule as the payment label: only an order no money came for was "not charged"
  if (order.status === 'Canceled') {
    return paymentLabel(order) === 'notCharged' ? 'canceled' : 'canceledRefund';
  }
  if (order.paymentStatus === 'completed')
    return order.paymentMethod === 'COD' ? 'paid' : `paid${order.paymentMethod}`;
  if (order.paymentMethod === 'COD') return 'cod';
  return awaitsPayment(order) ? `waiting${order.paymentMethod}` : 'placed';
}

/**
 * /purchase-success and /purchase-cancel: the order named by `?orderId=` (where the server's
 * checkout-success redirect and the checkout itself send the shopper), and what happens next.
 */
export function OrderOutcome({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation(['checkout', 'account', 'orderSum']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useOrder(orderId);
  const data = order.data;
  usePageTitle(t(`checkout:${outcome}.title`));

  return (
    <section className="mx-auto w-full max-w-4xl flex-1 px-4 pt-14 pb-20 lining-nums sm:px-6 sm:pt-20 lg:px-8">
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">
        {data ? t('checkout:orderCode', { code: data.code }) : t('checkout:title')}
      </p>
      <h1 className="mt-3 text-title font-medium" data-testid="outcome-title">
        {t(`checkout:${outcome}.title`)}
      </h1>
      <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />
      <p className="mt-6 max-w-2xl text-base leading-relaxed text-plum-600">
        {t(`checkout:${outcome}.body`)}
      </p>

      {orderId && order.isPending && (
        <div className="mt-10 flex justify-center">
          <Spinner label={t('checkout:loading')} />
        </div>
      )}
      {orderId && order.isError && (
        <p role="alert" className="mt-8 text-sm text-wine-600">
          {t('checkout:orderLoadError')}
        </p>
      )}

      {data && (
        <div
          data-testid="order-outcome"
          data-status={data.status}
          className="mt-10 grid gap-8 rounded-[1.75rem] border border-line bg-ivory-50 p-5 shadow-card sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center gap-3">
              <OrderStatusBadge status={data.status} />
              <span className="text-sm text-plum-600">
                {t(`account:paymentMethod.${data.paymentMethod}`)} ·{' '}
                <PaymentStatusText
                  status={data.paymentStatus}
                  orderStatus={data.status}
                  paidAmount={data.paidAmount}
                />
              </span>
            </div>
            <div className="rounded-2xl bg-blush-100/60 p-4">
              <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase">
                {t('checkout:nextTitle')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-plum-800" data-testid="next-step">
                {t(`checkout:next.${nextStepKey(data)}`, {
                  // after a partial transfer, what is left
                  total: formatVnd(data.amountDue > 0 ? data.amountDue : data.total, language),
                  until: data.expiresAt ? formatDateTime(data.expiresAt, language) : '',
                })}
              </p>
            </div>
            <div>
              <h2 className="mb-1 font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase">
                {t('account:orderList.shipTo')}
              </h2>
              <OrderShipping order={data} />
            </div>
          </div>
          <OrderLines order={data} />
        </div>
      )}

      <div className="mt-10 flex flex-wrap gap-3">
        {data && awaitsPayment(data) && data.paymentMethod === 'QR' && (
          <Link
            to={`${ROUTES.checkout}?order=${encodeURIComponent(data.id)}`}
            className={buttonClasses('primary', 'md')}
          >
            {t('checkout:payNow')}
          </Link>
        )}
        <Link to={`${ROUTES.profile}#orders`} className={buttonClasses('primary', 'md')}>
          {t('checkout:viewOrders')}
        </Link>
        <Link to={ROUTES.products} className={buttonClasses('secondary', 'md')}>
          {t('checkout:browse')}
        </Link>
      </div>
    </section>
  );
}
