import { codCollectAmount, formatVnd, type Order, ROUTES } from '@shop/shared';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { QrPaymentView } from '../../../features/checkout/components/qr-payment-view';
import { PaymentExpired } from './payment-expired';

/**
 * A risky COD order's deposit, on /checkout?order=<id>. While it is unpaid the server's
 * `payment` is the VietQR for what is left of it (the page asks every few seconds); once it arrived,
 * a clear "Deposit received"; when the payment time ran out the server canceled the order, shown as
 * the QR page shows an expired transfer.
 */
export function DepositPayment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(['qrcode', 'checkout']);
  const money = (n: number) => formatVnd(n, i18n.resolvedLanguage ?? 'en');
  const paid = order.depositPaid;
  const expired = !paid && (order.status === 'Canceled' || !order.payment);

  // the toast once, when the polling sees the deposit arrive (not on a later visit to a paid order)
  const wasWaiting = useRef(!paid);
  useEffect(() => {
    if (paid && wasWaiting.current) {
      wasWaiting.current = false;
      toast.success(t('qrcode:deposit.paidToast'));
    }
  }, [paid, t]);

  if (paid) {
    return (
      <section
        data-testid="deposit-paid"
        aria-labelledby="deposit-paid-title"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center lining-nums"
      >
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">{order.code}</p>
        <h1 id="deposit-paid-title" className="mt-4 text-title font-medium">
          {t('qrcode:deposit.paidTitle')}
        </h1>
        <p role="status" className="mt-5 max-w-md text-plum-700" data-testid="deposit-paid-body">
          {t('qrcode:deposit.paidBody', {
            paid: money(order.paidAmount),
            code: order.code,
            rest: money(codCollectAmount(order)),
          })}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={`${ROUTES.profile}#orders`} className={buttonClasses('primary', 'lg')}>
            {t('checkout:viewOrders')}
          </Link>
          <Link to={ROUTES.products} className={buttonClasses('secondary', 'lg')}>
            {t('checkout:browse')}
          </Link>
        </div>
      </section>
    );
  }

  if (expired) {
    return (
      <PaymentExpired
        code={order.code}
        body={
          order.paidAmount > 0
            ? t('qrcode:deposit.expiredPaidBody', { paid: money(order.paidAmount) })
            : t('qrcode:deposit.expiredBody')
        }
      />
    );
  }

  return (
    <div className="flex-1 px-4 pt-10 pb-24 sm:px-6 lg:px-8 lg:pt-14">
      <QrPaymentView order={order} payment={order.payment} deposit />
    </div>
  );
}
