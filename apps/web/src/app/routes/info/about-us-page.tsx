import { ROUTES, SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { InfoPage, InfoSection } from '../../../features/info/components/info-page';

const VALUES = ['batches', 'fabrics', 'fit'] as const;

export function AboutUsPage() {
  const { t } = useTranslation('about');
  return (
    <InfoPage eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
      <InfoSection title={t('story.title')}>
        {(t('story.body', { returnObjects: true }) as string[]).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </InfoSection>

      <InfoSection title={t('values.title')}>
        <ul className="grid gap-4 sm:grid-cols-3">
          {VALUES.map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-ivory-50 p-5">
              <h3 className="font-display text-xl text-plum-900">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-plum-600">{t(`values.items.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection title={t('collections.title')}>
        <p>{t('collections.body')}</p>
      </InfoSection>

      <InfoSection title={t('visit.title')}>
        <p>{t('visit.body')}</p>
        <p>
          <span className="block text-xs font-semibold tracking-wide text-plum-500 uppercase">
            {t('visit.address')}
          </span>
          {SHOP.address}
        </p>
      </InfoSection>

      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg')}>
          {t('cta')}
        </Link>
        <Link to={ROUTES.howToOrder} className={buttonClasses('secondary', 'lg')}>
          {t('secondaryCta')}
        </Link>
      </div>
    </InfoPage>
  );
}
