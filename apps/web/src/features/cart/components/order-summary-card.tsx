import { type CartLine, formatVnd, MESSAGES, type OrderSummary, ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button, buttonClasses } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import { useCouponStore } from '../../../stores/coupon-store';
import { estimateSummary, type SummaryFigures } from '../lib/cart-estimate';
import { checkConditions } from '../lib/coupon-check';
import { CouponBox } from './coupon-box';

interface OrderSummaryCardProps {
  lines: readonly CartLine[];
  /** the server's last summary */
  summary: OrderSummary | undefined;
  /** a change is in flight or the summary is being fetched: the server's numbers are not current */
  pending: boolean;
  summaryError: unknown;
  onRetrySummary: () => void;
  /** checkout waits until every line can be bought */
  canCheckout: boolean;
}

const fromServer = (s: OrderSummary): SummaryFigures => ({
  subtotal: s.cartSubTotal,
  discount: s.discountAmount,
  discountSource: s.discountSource,
  shipping: s.shippingFee,
  total: s.cartTotalValue,
  rankName: s.rank.name,
  rankPercent: s.rank.discountPercent,
});

/**
 * The cart summary: subtotal, discount, shipping, total, from GET /cart/order-summary. While a
 * change is in flight the same shared pricing module gives the numbers at once; the
 * server's replace them when they arrive (`data-settled`).
 */
export function OrderSummaryCard({
  lines,
  summary,
  pending,
  summaryError,
  onRetrySummary,
  canCheckout,
}: OrderSummaryCardProps) {
  const { t, i18n } = useTranslation(['orderSum', 'cart', 'loyalty']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const coupon = useCouponStore(
    useShallow((s) => ({
      code: s.code,
      discount: s.discount,
      conditions: s.conditions,
      applied: s.appliedCoupon,
    })),
  );
  const settled = !!summary && !pending;
  const couponHolds =
    coupon.applied && checkConditions(coupon.conditions, lines, language).every((c) => c.met);
  const figures: SummaryFigures | undefined = settled
    ? fromServer(summary)
    : summary || lines.length
      ? estimateSummary(lines, {
          coupon: couponHolds && coupon.discount ? coupon.discount : undefined,
          spend: summary?.rank.spend ?? 0,
        })
      : undefined;

  const discountLabel =
    figures?.discountSource === 'coupon'
      ? t('orderSum:couponDiscount', { code: summary?.appliedCoupon?.code ?? coupon.code ?? '' })
      : figures?.discountSource === 'rank'
        ? t('orderSum:rankDiscount', { rank: figures.rankName, percent: figures.rankPercent })
        : t('orderSum:discount');
  const rank = summary?.rank;

  return (
    <aside
      aria-labelledby="order-summary-title"
      aria-busy={!settled}
      data-testid="order-summary"
      data-settled={settled ? 'true' : 'false'}
      className="rounded-2xl border border-line bg-ivory-50 p-6 shadow-card lining-nums sm:p-8 lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)]"
    >
      <h2 id="order-summary-title" className="font-display text-2xl font-medium">
        {t('orderSum:title')}
      </h2>

      {summaryError != null && !summary && (
        <div role="alert" className="mt-4 text-sm text-wine-600">
          <p>{messageText(t, cartMessage(errorMessage(summaryError, MESSAGES.cartSummaryFailed)))}</p>
          <Button variant="link" className="mt-2" onClick={onRetrySummary}>
            {t('cart:retry')}
          </Button>
        </div>
      )}

      {figures && (
        <dl className="mt-6 flex flex-col gap-3 text-sm tabular-nums">
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{t('orderSum:subtotal')}</dt>
            <dd className="text-plum-900" data-testid="summary-subtotal">
              {money(figures.subtotal)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{discountLabel}</dt>
            <dd
              className={figures.discount > 0 ? 'text-wine-600' : 'text-plum-900'}
              data-testid="summary-discount"
            >
              {figures.discount > 0 ? `−${money(figures.discount)}` : money(0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{t('orderSum:shipping')}</dt>
            <dd className="text-plum-900" data-testid="summary-shipping">
              {money(figures.shipping)}
            </dd>
          </div>
          <div className="mt-1 flex justify-between gap-4 border-t border-line pt-4 text-base font-semibold text-plum-900">
            <dt>{t('orderSum:total')}</dt>
            <dd data-testid="summary-total">{money(figures.total)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-3 min-h-4 text-xs text-plum-500" aria-live="polite">
        {!settled && figures ? t('orderSum:updating') : ''}
      </p>

      {rank && (
        <div className="mt-4 rounded-xl bg-blush-100/60 p-4 text-sm" data-testid="rank-hint">
          <p className="text-plum-700">
            {t('orderSum:yourRank')}{' '}
            <Link
              to={ROUTES.loyaltyLevel}
              className="font-semibold text-plum-900 underline-offset-4 hover:underline"
            >
              {rank.name}
            </Link>
          </p>
          <p className="mt-1 text-xs text-plum-600">
            {rank.nextRank
              ? t('loyalty:rankHint', { amount: money(rank.amountToNext), rank: rank.nextRank.name })
              : t('loyalty:highestRank')}
          </p>
        </div>
      )}

      <div className="mt-6">
        <CouponBox lines={lines} summary={settled ? summary : undefined} />
      </div>

      <div className="mt-8">
        {canCheckout ? (
          <Link to={ROUTES.checkout} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('orderSum:checkout')}
          </Link>
        ) : (
          <>
            <Button size="lg" className="w-full" disabled aria-describedby="checkout-hint">
              {t('orderSum:checkout')}
            </Button>
            <p id="checkout-hint" className="mt-2 text-xs text-wine-600">
              {t('orderSum:removeUnavailable')}
            </p>
          </>
        )}
      </div>
    </aside>
  );
}
