import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import {
  Bullets,
  ContactCard,
  InfoPage,
  InfoSection,
  Notice,
} from '../../../features/info/components/info-page';

const list = (value: unknown) => value as string[];

/**
 * /exchange-policy: accepted cases, the return period, conditions, an important notice,
 * contact by Instagram and e-mail, a call to browse products and a note for international orders.
 */
export function ExchangePolicyPage() {
  const { t } = useTranslation('returnPolicy');
  return (
    <InfoPage title={t('title')} intro={t('intro')} updated>
      <InfoSection title={t('period.title')}>
        <div className="flex items-center gap-5 rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6">
          <p className="shrink-0 text-center text-wine-600">
            <span className="block font-display text-6xl leading-none">{t('period.days')}</span>
            <span className="text-eyebrow font-semibold uppercase">{t('period.unit')}</span>
          </p>
          <p>{t('period.body')}</p>
        </div>
      </InfoSection>

      <InfoSection title={t('accepted.title')}>
        <Bullets items={list(t('accepted.items', { returnObjects: true }))} />
      </InfoSection>

      <InfoSection title={t('notAccepted.title')}>
        <Bullets items={list(t('notAccepted.items', { returnObjects: true }))} />
      </InfoSection>

      <InfoSection title={t('conditions.title')}>
        <Bullets items={list(t('conditions.items', { returnObjects: true }))} />
      </InfoSection>

      <Notice title={t('notice.title')}>
        {list(t('notice.body', { returnObjects: true })).map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Notice>

      <InfoSection title={t('steps.title')}>
        <ol className="grid gap-3">
          {list(t('steps.items', { returnObjects: true })).map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-plum-800 text-sm font-semibold text-ivory-100"
              >
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection title={t('costs.title')}>
        <Bullets items={list(t('costs.items', { returnObjects: true }))} />
      </InfoSection>

      <InfoSection title={t('international.title')}>
        <p>{t('international.body')}</p>
      </InfoSection>

      <ContactCard title={t('contact.title')} body={t('contact.body')} />

      <div className="on-dark rounded-2xl bg-plum-900 p-6 text-ivory-100 sm:p-8">
        <h2 className="font-display text-2xl text-ivory-100 sm:text-3xl">{t('browse.title')}</h2>
        <p className="mt-2 text-sm text-plum-100">{t('browse.body')}</p>
        <Link to={ROUTES.products} className={buttonClasses('light', 'lg', 'mt-5')}>
          {t('browse.cta')}
        </Link>
      </div>
    </InfoPage>
  );
}
