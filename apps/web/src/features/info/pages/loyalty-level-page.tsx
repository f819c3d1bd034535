import { formatVnd, RANK_TIERS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';

/** SPEC §3: the five rank tiers, their spend thresholds and discounts. */
export function LoyaltyLevelPage() {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <PagePlaceholder title={t('title')} intro={t('intro')} complete>
      <div className="overflow-x-auto rounded-2xl border border-line bg-ivory-50">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="border-b border-line text-eyebrow text-plum-500 uppercase">
            <tr>
              <th scope="col" className="px-6 py-4 font-semibold">
                {t('rank')}
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                {t('threshold')}
              </th>
              <th scope="col" className="px-6 py-4 font-semibold">
                {t('discount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {RANK_TIERS.map((tier) => (
              <tr key={tier.name} className="border-b border-line last:border-0">
                <th scope="row" className="px-6 py-4 font-display text-xl font-medium text-plum-900">
                  {tier.name}
                </th>
                <td className="px-6 py-4 tabular-nums">{formatVnd(tier.threshold, language)}</td>
                <td className="px-6 py-4">
                  {tier.discountPercent > 0
                    ? t('percentOff', { percent: tier.discountPercent })
                    : t('welcome')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 max-w-2xl text-sm leading-relaxed text-plum-500">{t('note')}</p>
    </PagePlaceholder>
  );
}
