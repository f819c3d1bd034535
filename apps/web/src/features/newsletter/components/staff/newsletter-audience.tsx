import type { CampaignList } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/** Whom a newsletter goes to: the confirmed subscribers, and how many have not confirmed yet. */
export function NewsletterAudience({ campaigns }: { campaigns: CampaignList }) {
  const { t } = useTranslation(['admin', 'newsletter', 'common']);
  return (
    <p className="rounded-2xl bg-ivory-200 px-4 py-3 text-sm text-plum-700" data-testid="audience">
      {t('admin:bulkEmail.audience', { count: campaigns.activeSubscribers })}
      {/* addresses not confirmed yet are not sent to */}
      {campaigns.pendingSubscribers > 0 && (
        <span className="block">
          {t('admin:bulkEmail.audiencePending', { count: campaigns.pendingSubscribers })}
        </span>
      )}
    </p>
  );
}
