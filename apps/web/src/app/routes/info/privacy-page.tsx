import { SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Bullets, ContactCard, InfoPage, InfoSection } from '../../../features/info/components/info-page';

const SECTIONS = [
  'who',
  'collect',
  'why',
  'payments',
  'storage',
  'sharing',
  'retention',
  'rights',
  'security',
] as const;

/** /privacy (translations in the `legal` namespace). */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('legal');
  const values = { company: SHOP.business.name, address: SHOP.address };
  return (
    <InfoPage title={t('title')} intro={t('intro')} updated>
      {SECTIONS.map((key) => (
        <InfoSection key={key} title={t(`sections.${key}.title`)}>
          {i18n.exists(`legal:sections.${key}.body`) &&
            (t(`sections.${key}.body`, { returnObjects: true, ...values }) as string[]).map((p) => (
              <p key={p}>{p}</p>
            ))}
          {i18n.exists(`legal:sections.${key}.items`) && (
            <Bullets items={t(`sections.${key}.items`, { returnObjects: true }) as string[]} />
          )}
        </InfoSection>
      ))}
      <ContactCard title={t('contact.title')} body={t('contact.body')} />
    </InfoPage>
  );
}
