import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bullets, ContactCard, InfoPage, InfoSection } from '../../../features/info/components/info-page';

const SECTIONS = ['what', 'time', 'payment', 'mixed', 'changes', 'returns'] as const;

export function PreOrderPolicyPage() {
  const { t, i18n } = useTranslation(['preOrderPolicy', 'returnPolicy']);
  return (
    <InfoPage title={t('title')} intro={t('intro')} updated>
      {SECTIONS.map((key) => (
        <InfoSection key={key} title={t(`sections.${key}.title`)}>
          {i18n.exists(`preOrderPolicy:sections.${key}.body`) &&
            (t(`sections.${key}.body`, { returnObjects: true }) as string[]).map((p) => <p key={p}>{p}</p>)}
          {i18n.exists(`preOrderPolicy:sections.${key}.items`) && (
            <Bullets items={t(`sections.${key}.items`, { returnObjects: true }) as string[]} />
          )}
        </InfoSection>
      ))}
      <p>
        <Link
          to={ROUTES.exchangePolicy}
          className="font-medium text-wine-600 underline underline-offset-4 hover:text-wine-700"
        >
          {t('link')}
        </Link>
      </p>
      <ContactCard title={t('returnPolicy:contact.title')} body={t('returnPolicy:contact.body')} />
    </InfoPage>
  );
}
