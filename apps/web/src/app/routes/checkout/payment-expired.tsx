import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/**
 * The transfer did not arrive in time (a QR order's total, or a COD order's deposit): the server
 * canceled the order; `body` says what became of any money that arrived.
 */
export function PaymentExpired({ code, body }: { code: string; body: string }) {
  const { t } = useTranslation(['qrcode', 'checkout']);
  return (
    <section
      data-testid="qr-expired"
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-24 text-center lining-nums"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">{code}</p>
      <h1 className="mt-4 text-title font-medium">{t('qrcode:expiredTitle')}</h1>
      <p className="mt-5 max-w-md text-plum-600" data-testid="qr-expired-body">
        {body}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg')}>
          {t('checkout:browse')}
        </Link>
        <Link to={ROUTES.profile} className={buttonClasses('secondary', 'lg')}>
          {t('checkout:viewOrders')}
        </Link>
      </div>
    </section>
  );
}
