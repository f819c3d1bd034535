import { formatVnd, ROUTES, SHIPPING_FEE_STEPS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bullets, InfoPage, InfoSection } from '../../../features/info/components/info-page';

/** Cash on delivery, QR code (VietQR bank transfer), PayPal. */
const METHODS = ['cod', 'qr', 'paypal'] as const;

export function PaymentPolicyPage() {
  const { t, i18n } = useTranslation('paymentPolicy');
  const money = (amount: number) => formatVnd(amount, i18n.resolvedLanguage ?? 'en');
  // The fee steps, lowest first, from the constants the pricing module uses
  const steps = [...SHIPPING_FEE_STEPS].sort((a, b) => a.minSubtotal - b.minSubtotal);
  const rows = [
    {
      key: 'below',
      subtotal: t('total.below', { amount: money(steps[0]!.minSubtotal) }),
      fee: t('total.free'),
    },
    ...steps.map((step) => ({
      key: String(step.minSubtotal),
      subtotal: t('total.from', { amount: money(step.minSubtotal) }),
      fee: money(step.fee),
    })),
  ];
  return (
    <InfoPage title={t('title')} intro={t('intro')} updated>
      <InfoSection title={t('methods.title')}>
        <div className="grid gap-4">
          {METHODS.map((method) => (
            <section key={method} className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6">
              <h3 className="font-display text-2xl text-plum-900">{t(`methods.${method}.title`)}</h3>
              <div className="mt-3">
                <Bullets items={t(`methods.${method}.items`, { returnObjects: true }) as string[]} />
              </div>
            </section>
          ))}
        </div>
      </InfoSection>

      <InfoSection title={t('total.title')}>
        <p>{t('total.body', { zero: money(0) })}</p>
        <h3 className="mt-2 font-display text-xl text-plum-900">{t('total.shippingTitle')}</h3>
        <div className="overflow-hidden rounded-2xl border border-line bg-ivory-50">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('total.caption')}</caption>
            <thead className="border-b border-line text-plum-600">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('total.subtotal')}
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  {t('total.fee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-0">
                  <th scope="row" className="px-5 py-3 font-normal tabular-nums">
                    {row.subtotal}
                  </th>
                  <td className="px-5 py-3 tabular-nums">{row.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-plum-600">{t('total.international')}</p>
      </InfoSection>

      <InfoSection title={t('security.title')}>
        <p>{t('security.body')}</p>
      </InfoSection>

      <InfoSection title={t('refunds.title')}>
        <p>{t('refunds.body')}</p>
        <p>
          <Link
            to={ROUTES.exchangePolicy}
            className="font-medium text-wine-600 underline underline-offset-4 hover:text-wine-700"
          >
            {t('refunds.link')}
          </Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
