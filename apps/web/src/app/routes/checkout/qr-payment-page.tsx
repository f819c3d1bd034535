import { formatVnd, ROUTES } from '@shop/shared';
import { useEffect, useLayoutEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { QrPaymentView } from '../../../features/checkout/components/qr-payment-view';
import { useOrder } from '../../../features/orders/api/get-order';
import { usePageTitle } from '../../../lib/use-page-title';
import { DepositPayment } from './deposit-payment';
import { PaymentExpired } from './payment-expired';

/**
 * /checkout?order=<id>: the bank transfer of a QR order. The order is asked for every few seconds
 * (GET /order/{id}) while its payment is pending: when the bank's webhook marks it paid the shopper
 * goes on to /purchase-success without a reload; when it expired (canceled, payment failed) they are told.
 * After a partial transfer the server's payment is for the rest, and the view says so.
 * A COD order with a deposit to pay shows its deposit here instead (DepositPayment).
 */
export function QrPaymentPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation(['qrcode', 'checkout']);
  const navigate = useNavigate();
  const order = useOrder(orderId, { poll: true });
  const data = order.data;
  // A risky COD order's deposit is paid here too, by the same VietQR
  const deposit = data?.paymentMethod === 'COD' && data.depositAmount > 0;
  const paid = !deposit && data?.paymentStatus === 'completed';
  const notQr = data && data.paymentMethod !== 'QR' && !deposit;
  usePageTitle(deposit ? t('qrcode:deposit.title') : t('qrcode:title'));

  // The view replaces the checkout form on the same route, where the shopper had scrolled down to
  // "Place order": start from the top, so the QR and its countdown show whole and the "order placed"
  // toast (top right, under the navbar) does not sit on the countdown.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (!paid && !notQr) return;
    if (paid) toast.success(t('qrcode:paid'));
    navigate(`${ROUTES.purchaseSuccess}?orderId=${encodeURIComponent(orderId)}`, { replace: true });
  }, [paid, notQr, navigate, orderId, t]);

  if (order.isPending || paid || notQr) {
    return (
      <section className="flex flex-1 items-center justify-center py-32">
        <Spinner size="lg" label={t('checkout:loading')} />
      </section>
    );
  }

  if (order.isError || !data) {
    return (
      <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center">
        <h1 className="text-title font-medium">{t('qrcode:title')}</h1>
        <p role="alert" className="mt-5 max-w-md text-plum-600">
          {t('checkout:orderLoadError')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => order.refetch()}>{t('checkout:retry')}</Button>
          <Link to={ROUTES.profile} className={buttonClasses('secondary', 'md')}>
            {t('checkout:viewOrders')}
          </Link>
        </div>
      </section>
    );
  }

  if (deposit) return <DepositPayment order={data} />;

  // more than the total arrived: nothing to scan, but the shopper sees what came above it
  const overpaid = data.overpaidAmount > 0;
  if ((!data.payment && !overpaid) || data.status === 'Canceled' || data.paymentStatus !== 'pending') {
    // the transfer window closed: the expiry canceled the order and released its stock
    return (
      <PaymentExpired
        code={data.code}
        body={
          data.paidAmount > 0
            ? t('qrcode:expiredPaidBody', { paid: formatVnd(data.paidAmount, i18n.resolvedLanguage ?? 'en') })
            : t('qrcode:expiredBody')
        }
      />
    );
  }

  return (
    <div className="flex-1 px-4 pt-10 pb-24 sm:px-6 lg:px-8 lg:pt-14">
      <QrPaymentView order={data} payment={data.payment ?? null} />
    </div>
  );
}
