import { type CartLine, type CheckoutSummary, formatVnd, formatWhole, ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { unitPrice } from '../../../stores/cart-store';

interface CheckoutSummaryCardProps {
  lines: readonly CartLine[];
  summary: CheckoutSummary | undefined;
  /** the summary is being fetched again (a new country): its numbers are not current */
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  countryLabel: string;
}

/**
 * The order summary from the server (GET /payment/order-summary): the lines to be ordered, the
 * subtotal, the coupon or rank discount, shipping (abroad: the tier by item count in US dollars at
 * today's rate) and the total. Nothing here is computed in the browser but the line totals shown.
 */
export function CheckoutSummaryCard({
  lines,
  summary,
  pending,
  error,
  onRetry,
  countryLabel,
}: CheckoutSummaryCardProps) {
  const { t, i18n } = useTranslation(['orderSum', 'checkout']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const settled = !!summary && !pending;
  const abroad = summary && summary.country !== 'Vietnam';
  const discountLabel =
    summary?.discountSource === 'coupon' && summary.appliedCoupon
      ? t('orderSum:couponDiscount', { code: summary.appliedCoupon.code })
      : summary?.discountSource === 'rank'
        ? t('orderSum:rankDiscount', { rank: summary.rank.name, percent: summary.rank.discountPercent })
        : t('orderSum:discount');
  const ordered = lines.filter((l) => !l.isUnavailable);

  return (
    <aside
      aria-labelledby="checkout-summary-title"
      aria-busy={!settled}
      data-testid="checkout-summary"
      data-settled={settled ? 'true' : 'false'}
      className="rounded-2xl border border-line bg-ivory-50 p-5 shadow-card sm:p-7 lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)]"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary-title" className="font-display text-2xl font-medium">
          {t('orderSum:title')}
        </h2>
        <Link to={ROUTES.cart} className="text-xs text-wine-600 underline underline-offset-4">
          {t('orderSum:editBag')}
        </Link>
      </div>

      <ul aria-label={t('orderSum:lines')} className="mt-4 divide-y divide-line text-sm">
        {ordered.map((line) => (
          <li
            key={`${line.productId}:${line.size}`}
            className="flex items-baseline justify-between gap-4 py-2.5"
          >
            <span className="min-w-0">
              <span className="block font-medium break-words text-plum-900">{line.name}</span>
              <span className="text-xs text-plum-500">
                {t('orderSum:lineMeta', { size: line.size, quantity: line.quantity })}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{money(unitPrice(line) * line.quantity)}</span>
          </li>
        ))}
      </ul>

      {error != null && !summary && (
        <div role="alert" className="mt-4 text-sm text-wine-600">
          <p>{t('checkout:summaryError')}</p>
          <Button variant="link" className="mt-2" onClick={onRetry}>
            {t('checkout:retry')}
          </Button>
        </div>
      )}

      {summary && (
        <dl className="mt-4 flex flex-col gap-2.5 border-t border-line pt-4 text-sm tabular-nums">
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{t('orderSum:subtotal')}</dt>
            <dd data-testid="checkout-subtotal">{money(summary.cartSubTotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">{discountLabel}</dt>
            <dd className={summary.discountAmount > 0 ? 'text-wine-600' : ''} data-testid="checkout-discount">
              {summary.discountAmount > 0 ? `−${money(summary.discountAmount)}` : money(0)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-plum-600">
              {abroad ? t('orderSum:shippingTo', { country: countryLabel }) : t('orderSum:shipping')}
            </dt>
            <dd data-testid="checkout-shipping">{money(summary.shippingFee)}</dd>
          </div>
          {abroad && (
            <p className="text-xs leading-relaxed text-plum-500" data-testid="international-shipping">
              {t('orderSum:internationalNote', {
                usd: summary.shippingFeeUsd,
                count: summary.itemCount,
                rate: formatWhole(summary.exchangeRate.vndPerUsd, language),
              })}
            </p>
          )}
          <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold text-plum-900">
            <dt>{t('orderSum:total')}</dt>
            <dd data-testid="checkout-total">{money(summary.cartTotalValue)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-2 min-h-4 text-xs text-plum-500" aria-live="polite">
        {summary && pending ? t('orderSum:updating') : ''}
      </p>
    </aside>
  );
}
