import { ROUTES, SHOP } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '../../../components/email-address';
import { InfoPage, InfoSection } from '../../../features/info/components/info-page';
import { formatDay } from '../../../lib/dates';

const SECTIONS = ['operator', 'ip', 'disputes'] as const;
/** The policies, named as in the footer's customer-service column. */
const POLICIES = [
  ['exchangePolicy', ROUTES.exchangePolicy],
  ['privacy', ROUTES.privacy],
  ['paymentPolicy', ROUTES.paymentPolicy],
  ['preOrderPolicy', ROUTES.preOrderPolicy],
] as const;

/** /legal: the shop's legal information (its business registration). */
export function LegalPage() {
  const { t, i18n } = useTranslation(['legalInformation', 'footer']);
  const issued = formatDay(SHOP.business.issueDate, i18n.resolvedLanguage ?? 'en');
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;
  const rows: Array<[string, ReactNode]> = [
    [t('businessName'), SHOP.business.name],
    [t('registrationNumber'), SHOP.business.registrationNumber],
    [t('issueDate'), issued],
    [t('issuedBy'), SHOP.business.issuedBy],
    [t('taxNumber'), SHOP.business.taxNumber],
    [t('address'), SHOP.address],
    [
      t('hotline'),
      <a key="hotline" href={tel(SHOP.hotline)}>
        {SHOP.hotline}
      </a>,
    ],
    [
      t('phone'),
      <a key="phone" href={tel(SHOP.phone)}>
        {SHOP.phone}
      </a>,
    ],
    [
      t('email'),
      <a key="email" href={`mailto:${SHOP.email}`}>
        <EmailAddress address={SHOP.email} />
      </a>,
    ],
  ];
  return (
    <InfoPage title={t('title')} intro={t('intro')}>
      <InfoSection title={t('registrationTitle')}>
        <dl className="divide-y divide-line rounded-2xl border border-line bg-ivory-50">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-6 sm:px-6">
              <dt className="text-sm font-medium text-plum-600">{label}</dt>
              <dd className="text-sm break-words text-plum-900 sm:col-span-2 [&_a]:underline [&_a]:underline-offset-4 [&_a]:hover:text-wine-700">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      {SECTIONS.map((key) => (
        <InfoSection key={key} title={t(`sections.${key}.title`)}>
          {(t(`sections.${key}.body`, { returnObjects: true, company: SHOP.business.name }) as string[]).map(
            (p) => (
              <p key={p}>{p}</p>
            ),
          )}
        </InfoSection>
      ))}
      <InfoSection title={t('policies')}>
        <ul className="grid gap-2">
          {POLICIES.map(([key, to]) => (
            <li key={key}>
              <Link
                to={to}
                className="font-medium text-wine-600 underline underline-offset-4 hover:text-wine-700"
              >
                {t(`footer:customerService.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
