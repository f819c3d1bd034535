import { formatVnd, RANK_TIERS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** The five rank tiers, their spend thresholds and discounts; the shopper's own rank marked. */
export function RankTiersTable({ current }: { current: string | undefined }) {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    // fits a 390 px phone without sideways scrolling: tighter cells there, the badge on its own line
    <section className="overflow-hidden rounded-2xl border border-line bg-ivory-50" aria-label={t('caption')}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-line text-eyebrow text-plum-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-4 font-semibold sm:px-6">
              {t('rank')}
            </th>
            <th scope="col" className="px-3 py-4 font-semibold sm:px-6">
              {t('threshold')}
            </th>
            <th scope="col" className="px-3 py-4 font-semibold sm:px-6">
              {t('discount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {RANK_TIERS.map((tier) => (
            <tr
              key={tier.name}
              aria-current={tier.name === current ? 'true' : undefined}
              className={cx('border-b border-line last:border-0', tier.name === current && 'bg-blush-100/60')}
            >
              <th scope="row" className="px-3 py-4 font-display text-xl font-medium text-plum-900 sm:px-6">
                {tier.name}
                {tier.name === current && (
                  <span className="block font-sans text-xs font-semibold text-wine-600 sm:ml-3 sm:inline sm:align-middle">
                    {t('progress.yours')}
                  </span>
                )}
              </th>
              <td className="px-3 py-4 whitespace-nowrap tabular-nums sm:px-6">
                {formatVnd(tier.threshold, language)}
              </td>
              <td className="px-3 py-4 sm:px-6">
                {tier.discountPercent > 0 ? t('percentOff', { percent: tier.discountPercent }) : t('welcome')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
