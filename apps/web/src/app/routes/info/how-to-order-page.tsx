import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Bullets, InfoPage, InfoSection } from '../../../features/info/components/info-page';

/** The launch-day guide of six steps. */
const STEPS = ['visit', 'browse', 'addToCart', 'reviewCart', 'checkout', 'complete'] as const;

export function HowToOrderPage() {
  const { t } = useTranslation('how2order');
  return (
    <InfoPage title={t('title')} intro={t('intro')} wide>
      <InfoSection title={t('stepsTitle')}>
        <ol className="grid gap-4 sm:grid-cols-2 sm:gap-5">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className="flex gap-4 rounded-2xl border border-line bg-ivory-50 p-5 sm:gap-5 sm:p-6"
            >
              <span
                aria-hidden="true"
                className="w-8 shrink-0 text-center font-display text-5xl leading-none text-wine-600 italic"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-display text-2xl text-plum-900">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-plum-600">{t(`steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'mt-4')}>
            {t('cta')}
          </Link>
        </div>
      </InfoSection>

      <InfoSection title={t('goodToKnow.title')} className="max-w-3xl">
        <Bullets items={t('goodToKnow.items', { returnObjects: true }) as string[]} />
      </InfoSection>

      <InfoSection title={t('help.title')} className="max-w-3xl">
        <p>{t('help.body')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.faq} className={buttonClasses('secondary', 'md')}>
            {t('help.faq')}
          </Link>
          <Link to={ROUTES.paymentPolicy} className={buttonClasses('secondary', 'md')}>
            {t('help.payment')}
          </Link>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
