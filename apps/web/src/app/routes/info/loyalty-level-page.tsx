import { formatVnd, nextRank, percentOf, rankFor } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { useAuthStore } from '../../../stores/auth-store';
import { LoyaltyProgress, LoyaltySignIn, useRankProgress } from './loyalty-progress';
import { RankTiersTable } from './rank-tiers-table';

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

/** /loyalty-level: the five rank tiers, their spend thresholds and discounts; a signed-in shopper's progress. */
export function LoyaltyLevelPage() {
  const { t } = useTranslation('loyalty');
  const signedIn = useAuthStore(
    (s) => !s.isCheckingAuth && s.isAuthenticated && s.account?.isVerified === true,
  );
  const rank = useRankProgress(signedIn);

  return (
    <PagePlaceholder title={t('title')} intro={t('intro')} complete>
      {signedIn ? <LoyaltyProgress rank={rank} /> : <LoyaltySignIn />}
      <RankTiersTable current={rank.data?.name} />
      <p className="mt-6 max-w-2xl text-sm leading-relaxed text-plum-500">{t('note')}</p>
      <HowRanksWork />
    </PagePlaceholder>
  );
}

/** How a rank is earned and used, and the worked example. */
function HowRanksWork() {
  const { t, i18n } = useTranslation('loyalty');
  const language = i18n.resolvedLanguage ?? 'en';
  const example = loyaltyExample();
  return (
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
  );
}
