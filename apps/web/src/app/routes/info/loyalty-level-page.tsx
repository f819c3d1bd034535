import {
  formatVnd,
  nextRank,
  type OrderSummary,
  percentOf,
  QUERY_DEFAULTS,
  RANK_TIERS,
  ROUTES,
  rankFor,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth-store';
import { cartKeys } from '../../../stores/cart-store-sync';

/**
 * The shopper's rank from GET /cart/order-summary (the same query, key and cache as the cart's
 * summary: the rank is part of it). Info pages do not import the cart feature, so the fetch is here.
 */
function useRankProgress(enabled: boolean) {
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

/**
 * The page's worked example, computed by the shared pricing rules the cart charges with (a spend
 * inside the third rank, a bag of 1,000,000 ₫), so the figures it shows cannot drift from them.
 */
export function loyaltyExample(spend = 4_500_000, bag = 1_000_000) {
  const rank = rankFor(spend);
  const next = nextRank(spend);
  return {
    spend,
    rank: rank.name,
    percent: rank.discountPercent,
    bag,
    saving: percentOf(bag, rank.discountPercent),
    next: next?.tier.name,
    nextPercent: next?.tier.discountPercent,
    more: next?.amountToNext,
  };
}

/** SPEC §3: the five rank tiers, their spend thresholds and discounts; a signed-in shopper's progress. */
export function LoyaltyLevelPage() {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.resolvedLanguage ?? 'en';
  const signedIn = useAuthStore(
    (s) => !s.isCheckingAuth && s.isAuthenticated && s.account?.isVerified === true,
  );
  const rank = useRankProgress(signedIn);
  const example = loyaltyExample();
  const current = rank.data?.name;
  const percent = rank.data
    ? progressPercent(
        rank.data.spend,
        RANK_TIERS.find((tier) => tier.name === rank.data.name)?.threshold ?? 0,
        rank.data.nextRank?.threshold,
      )
    : 0;

  return (
    <PagePlaceholder title={t('title')} intro={t('intro')} complete>
      {signedIn ? (
        <section
          aria-labelledby="loyalty-progress"
          data-testid="loyalty-progress"
          className="mb-10 rounded-2xl border border-line bg-blush-100/60 p-6 sm:p-8"
        >
          <h2 id="loyalty-progress" className="font-display text-2xl font-medium">
            {t('progress.title')}
          </h2>
          {rank.data ? (
            <>
              <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-plum-500">{t('progress.current')}</dt>
                  <dd className="mt-1 font-display text-xl text-plum-900">{rank.data.name}</dd>
                </div>
                <div>
                  <dt className="text-plum-500">{t('progress.spend')}</dt>
                  <dd className="mt-1 text-lg tabular-nums text-plum-900">
                    {formatVnd(rank.data.spend, language)}
                  </dd>
                </div>
                <div>
                  <dt className="text-plum-500">{t('progress.next')}</dt>
                  <dd className="mt-1 text-lg text-plum-900">
                    {rank.data.nextRank
                      ? `${rank.data.nextRank.name} · ${formatVnd(rank.data.nextRank.threshold, language)}`
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
                {rank.data.nextRank
                  ? t('rankHint', {
                      amount: formatVnd(rank.data.amountToNext, language),
                      rank: rank.data.nextRank.name,
                    })
                  : t('highestRank')}
              </p>
            </>
          ) : rank.isError ? (
            <p role="alert" className="mt-4 text-sm text-wine-600">
              {t('progress.failed')}
            </p>
          ) : (
            <Spinner className="mt-4" label={t('progress.loading')} />
          )}
        </section>
      ) : (
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
      )}

      {/* fits a 390 px phone without sideways scrolling: tighter cells there, the badge on its own line */}
      <section
        className="overflow-hidden rounded-2xl border border-line bg-ivory-50"
        aria-label={t('caption')}
      >
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
                className={cx(
                  'border-b border-line last:border-0',
                  tier.name === current && 'bg-blush-100/60',
                )}
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
                  {tier.discountPercent > 0
                    ? t('percentOff', { percent: tier.discountPercent })
                    : t('welcome')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-6 max-w-2xl text-sm leading-relaxed text-plum-500">{t('note')}</p>

      <section aria-labelledby="loyalty-how" className="mt-12 max-w-3xl" data-testid="loyalty-how">
        <h2 id="loyalty-how" className="font-display text-2xl font-medium text-plum-900">
          {t('how.title')}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3">
          {(['spend', 'change', 'coupon'] as const).map((part) => (
            <div key={part}>
              <dt className="font-semibold text-plum-900">{t(`how.${part}Title`)}</dt>
              <dd className="mt-2 text-sm leading-relaxed text-plum-700">{t(`how.${part}`)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 rounded-2xl border border-line bg-blush-100/60 p-6">
          <h3 className="font-semibold text-plum-900">{t('how.exampleTitle')}</h3>
          <p className="mt-2 text-sm leading-relaxed text-plum-700 tabular-nums">
            {t('how.example', {
              spend: formatVnd(example.spend, language),
              rank: example.rank,
              bag: formatVnd(example.bag, language),
              saving: formatVnd(example.saving, language),
              percent: example.percent,
              more: formatVnd(example.more ?? 0, language),
              next: example.next,
              nextPercent: example.nextPercent,
            })}
          </p>
        </div>
      </section>
    </PagePlaceholder>
  );
}
