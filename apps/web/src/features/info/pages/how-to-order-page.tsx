import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { buttonClasses } from '../../../components/ui/button';

/** SPEC §2: the launch-day guide of six steps. */
const STEPS = ['visit', 'browse', 'addToCart', 'reviewCart', 'checkout', 'complete'] as const;

export function HowToOrderPage() {
  const { t } = useTranslation('how2order');
  return (
    <PagePlaceholder title={t('title')} intro={t('intro')} complete>
      <ol className="grid gap-5 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-5 rounded-2xl border border-line bg-ivory-50 p-6">
            <span aria-hidden="true" className="font-display text-5xl leading-none text-wine-500 italic">
              {index + 1}
            </span>
            <div>
              <h2 className="font-display text-2xl">{t(`steps.${step}.title`)}</h2>
              <p className="mt-2 text-sm leading-relaxed text-plum-500">{t(`steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to={ROUTES.products} className={`${buttonClasses('primary', 'lg')} mt-10`}>
        {t('cta')}
      </Link>
    </PagePlaceholder>
  );
}
