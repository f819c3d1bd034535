import { SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

/** SPEC §2: /legal shows the shop's legal information (SPEC §1 business registration). */
export function LegalPage() {
  const { t, i18n } = useTranslation('legalInformation');
  const issued = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${SHOP.business.issueDate}T00:00:00Z`));
  const rows: Array<[string, string]> = [
    [t('businessName'), SHOP.business.name],
    [t('registrationNumber'), SHOP.business.registrationNumber],
    [t('issueDate'), issued],
    [t('issuedBy'), SHOP.business.issuedBy],
    [t('taxNumber'), SHOP.business.taxNumber],
    [t('address'), SHOP.address],
    [t('hotline'), SHOP.hotline],
    [t('phone'), SHOP.phone],
    [t('email'), SHOP.email],
  ];
  return (
    <PagePlaceholder title={t('title')} intro={t('intro')} complete>
      <dl className="divide-y divide-line rounded-2xl border border-line bg-ivory-50">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-6">
            <dt className="text-sm font-medium text-plum-500">{label}</dt>
            <dd className="text-sm text-plum-900 sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
    </PagePlaceholder>
  );
}
