import { formatVnd, type OrderSummary, QUERY_DEFAULTS, RANK_TIERS, ROUTES } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../stores/cart-store-sync';

type RankProgress = OrderSummary['rank'];

/**
 * The shopper's rank from GET /cart/order-summary (the same query, key and cache as the cart's
 * summary: the rank is part of it). Info pages do not import the cart feature, so the fetch is here.
 */
export function useRankProgress(enabled: boolean) {
  return useQuery({
    queryKey: cartKeys.summary,
    queryFn: ({ signal }) => api.get<OrderSummary>('/cart/order-summary', { signal }),
    enabled,
    refetchOnMount: true,
    staleTime: QUERY_DEFAULTS.cartStaleTimeMs,
    select: (summary) => summary.rank,
  });
}

/** How far the spend has come from the current rank's threshold towards the next one, 0–100. */
export function progressPercent(spend: number, current: number, next: number | undefined): number {
  if (next === undefined) return 100;
  const span = next - current;
  return span > 0 ? Math.max(0, Math.min(100, Math.round(((spend - current) / span) * 100))) : 100;
}

/** A signed-in shopper's rank, spend and the way to the next rank, once the summary has come. */
export function LoyaltyProgress({ rank }: { rank: ReturnType<typeof useRankProgress> }) {
  const { t } = useTranslation('loyalty');
  return (
    <section
      aria-labelledby="loyalty-progress"
      data-testid="loyalty-progress"
      className="mb-10 rounded-2xl border border-line bg-blush-100/60 p-6 sm:p-8"
    >
      <h2 id="loyalty-progress" className="font-display text-2xl font-medium">
        {t('progress.title')}
      </h2>
      {rank.data ? (
        <RankFigures rank={rank.data} />
      ) : rank.isError ? (
        <p role="alert" className="mt-4 text-sm text-wine-600">
          {t('progress.failed')}
        </p>
      ) : (
        <Spinner className="mt-4" label={t('progress.loading')} />
      )}
    </section>
  );
}

function RankFigures({ rank }: { rank: RankProgress }) {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.resolvedLanguage ?? 'en';
  const percent = progressPercent(
    rank.spend,
    RANK_TIERS.find((tier) => tier.name === rank.name)?.threshold ?? 0,
    rank.nextRank?.threshold,
  );
  return (
    <>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-plum-500">{t('progress.current')}</dt>
          <dd className="mt-1 font-display text-xl text-plum-900">{rank.name}</dd>
        </div>
        <div>
          <dt className="text-plum-500">{t('progress.spend')}</dt>
          <dd className="mt-1 text-lg tabular-nums text-plum-900">{formatVnd(rank.spend, language)}</dd>
        </div>
        <div>
          <dt className="text-plum-500">{t('progress.next')}</dt>
          <dd className="mt-1 text-lg text-plum-900">
            {rank.nextRank
              ? `${rank.nextRank.name} · ${formatVnd(rank.nextRank.threshold, language)}`
              : t('progress.none')}
          </dd>
        </div>
      </dl>
      <div
        role="progressbar"
        aria-label={t('progress.bar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-6 h-2 overflow-hidden rounded-pill bg-ivory-50"
      >
        <div className="h-full rounded-pill bg-wine-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm font-medium text-plum-800" data-testid="loyalty-hint">
        {rank.nextRank
          ? t('rankHint', { amount: formatVnd(rank.amountToNext, language), rank: rank.nextRank.name })
          : t('highestRank')}
      </p>
    </>
  );
}

/** A visitor is asked to log in to see their rank, and comes back here after. */
export function LoyaltySignIn() {
  const { t } = useTranslation('loyalty');
  return (
    <div className="mb-10 flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-ivory-50 p-6">
      <p className="text-sm text-plum-700">{t('progress.signIn')}</p>
      <Link
        to={ROUTES.login}
        state={{ from: { pathname: ROUTES.loyaltyLevel } }}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('progress.logIn')}
      </Link>
    </div>
  );
}
