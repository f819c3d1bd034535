import type { CampaignProgress as Progress } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-error';
import { isCampaignDone, useCampaignProgress } from '../../api/get-campaign-progress';
import { bulkEmailErrorKey } from '../../lib/staff/bulk-email-form';

/** A sent campaign's live progress: polled until nothing is pending. */
export function CampaignProgress({ campaignId, recipients }: { campaignId: string; recipients: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const progress = useCampaignProgress(campaignId);
  const errorKey = bulkEmailErrorKey(progress.error);

  return (
    <section
      aria-labelledby="campaign-progress"
      data-testid="campaign-progress"
      className="rounded-2xl border border-line bg-ivory-100 p-5"
    >
      <h3 id="campaign-progress" className="font-display text-xl">
        {t('admin:bulkEmail.progress.title')}
      </h3>
      {progress.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('common:loading.generic')} />
        </div>
      ) : progress.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-wine-600">
          {errorKey ? t(errorKey) : errorMessage(progress.error, t('admin:errors.generic'))}
          <Button size="sm" variant="secondary" onClick={() => progress.refetch()}>
            {t('admin:errors.retry')}
          </Button>
        </div>
      ) : (
        <ProgressFigures progress={progress.data} recipients={recipients} />
      )}
    </section>
  );
}

export function ProgressFigures({ progress, recipients }: { progress: Progress; recipients: number }) {
  const { t } = useTranslation('admin');
  const total = progress.recipients || recipients;
  const done = progress.sent + progress.failed;
  const finished = isCampaignDone(progress);
  const state = !finished ? 'sending' : progress.failed > 0 ? 'doneWithFailures' : 'allSent';
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p className="text-sm text-plum-700" aria-live="polite" data-testid="campaign-state">
        {total === 0
          ? t('bulkEmail.progress.noRecipients')
          : t(`bulkEmail.progress.${state}`, { sent: progress.sent, total, failed: progress.failed })}
      </p>
      <div
        role="progressbar"
        aria-label={t('bulkEmail.progress.title')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2.5 overflow-hidden rounded-pill bg-ivory-300"
      >
        <div
          className="h-full rounded-pill bg-wine-500 transition-[width] duration-500"
          style={{ width: `${total ? Math.round((done / total) * 100) : 100}%` }}
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(['sent', 'failed', 'pending'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-ivory-50 px-3 py-2" data-testid={`campaign-${key}`}>
            <dt className="text-xs text-plum-500">{t(`bulkEmail.progress.${key}`)}</dt>
            <dd className="m-0 font-semibold lining-nums tabular-nums">{progress[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
