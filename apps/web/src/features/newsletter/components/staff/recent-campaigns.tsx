import type { CampaignList } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';

/** The latest campaigns (ten at most), each with its sent, failed and pending counts. */
export function RecentCampaigns({ campaigns }: { campaigns: CampaignList['campaigns'] }) {
  const { t, i18n } = useTranslation(['admin', 'newsletter', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section aria-labelledby="recent-campaigns" className="min-w-0 border-t border-line pt-8">
      <h3 id="recent-campaigns" className="font-display text-2xl">
        {t('admin:bulkEmail.recent')}
      </h3>
      <ul className="mt-4 flex flex-col gap-2">
        {campaigns.slice(0, 10).map((c) => (
          <li
            key={c.campaignId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-4 py-3 text-sm"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">
                {c.subject ?? t(`admin:bulkEmail.types.${c.type}`)}
              </span>
              <span className="block text-xs text-plum-500">
                {t(`admin:bulkEmail.types.${c.type}`)} · {formatDateTime(c.createdAt, language)}
              </span>
            </span>
            <span className="text-xs text-plum-700 lining-nums tabular-nums">
              {t('admin:bulkEmail.recentFigures', { sent: c.sent, failed: c.failed, pending: c.pending })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
