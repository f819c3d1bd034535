import { type CartLine, formatVnd, type OrderSummary } from '@shop/shared';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/ui/button';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import { useCouponStore } from '../../../stores/coupon-store';
import { refusedForConditions, useCoupon } from '../api/use-coupon';
import { checkConditions } from '../lib/coupon-check';

/**
 * Which products a SPECIFIC_PRODUCTS coupon needs (issue #28): the ones on sale by name, each a link
 * to its page; those hidden or deleted are counted as 'no longer on sale', never named.
 */
function NeededProducts({ products }: { products: readonly { id: string; name: string | null }[] }) {
  const { t } = useTranslation('cart');
  const onSale = products.filter((p): p is { id: string; name: string } => p.name !== null);
  const offSale = products.length - onSale.length;
  if (!onSale.length) {
    return (
      <span className="mt-1 block text-plum-700" data-testid="coupon-products">
        {t('coupon.productsAllOffSale', { count: offSale })}
      </span>
    );
  }
  return (
    <span className="mt-1 block text-plum-700" data-testid="coupon-products">
      {t('coupon.productsNeeded', { count: onSale.length })}{' '}
      {onSale.map((p, i) => (
        <Fragment key={p.id}>
          {i > 0 && ', '}
          <Link
            to={`/product/${encodeURIComponent(p.id)}`}
            className="font-medium text-wine-600 underline underline-offset-2 hover:text-wine-700"
          >
            {p.name}
          </Link>
        </Fragment>
      ))}
      {offSale > 0 && `, ${t('coupon.productsOffSale', { count: offSale })}`}
    </span>
  );
}

interface CouponBoxProps {
  lines: readonly CartLine[];
  /** the server's summary once settled (undefined while a change is in flight) */
  summary: OrderSummary | undefined;
}

/**
 * Apply and remove a coupon. A coupon whose conditions are not met stays here with the SPEC §5
 * message of each unmet condition ('Add N more item(s) to use this coupon', 'Spend X more to use
 * this coupon', 'This coupon requires specific products in your cart'), updated as the bag changes;
 * once they hold it can be applied. Other refusals (unknown, expired, limits) show under the field.
 */
export function CouponBox({ lines, summary }: CouponBoxProps) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.resolvedLanguage ?? 'en';
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const coupon = useCouponStore(
    useShallow((s) => ({
      code: s.code,
      name: s.name,
      discount: s.discount,
      conditions: s.conditions,
      applied: s.appliedCoupon,
      isLoading: s.isLoading,
      error: s.error,
    })),
  );
  const { apply, remove } = useCoupon();
  const busy = apply.isPending || remove.isPending;
  const checks = coupon.code ? checkConditions(coupon.conditions, lines, language) : [];
  const unmet = checks.filter((c) => !c.met);
  // an applied coupon the server no longer honours for another reason (expired, limits)
  const serverRefusal =
    coupon.applied && summary?.appliedCoupon && !summary.appliedCoupon.valid && unmet.length === 0
      ? summary.appliedCoupon.message
      : null;
  // SPEC §9: an order gets the coupon's discount or the rank's, never both. A coupon on the cart that
  // stopped holding (a condition no longer met, expired, used up) is shown as not applying, with the
  // reason and the rank discount that applies meanwhile; it applies again once it holds.
  const notApplying = coupon.applied && (unmet.length > 0 || serverRefusal !== null);
  const rankInstead =
    notApplying && summary?.discountSource === 'rank'
      ? t('coupon.rankInstead', { rank: summary.rank.name, percent: summary.rank.discountPercent })
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      useCouponStore.getState().setStatus({ error: 'Coupon code is required' });
      return;
    }
    // the field empties once the code is applied or kept (its conditions then show above)
    apply.mutate(trimmed, {
      onSuccess: ({ verdict, summary: applied }) => {
        if (applied || refusedForConditions(verdict)) setCode('');
      },
    });
  };

  const discountText = coupon.discount
    ? coupon.discount.type === 'PERCENTAGE'
      ? t('coupon.percentOff', { percent: coupon.discount.value })
      : t('coupon.amountOff', { amount: formatVnd(coupon.discount.value, language) })
    : '';

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="border-t border-line pt-6"
      data-testid="coupon-box"
    >
      <h3 id={`${inputId}-title`} className="font-sans text-eyebrow font-semibold text-plum-800 uppercase">
        {t('coupon.title')}
      </h3>

      {coupon.code && (
        <div
          data-testid="coupon-held"
          data-applied={coupon.applied && !notApplying ? 'true' : 'false'}
          className="mt-4 rounded-xl border border-dashed border-wine-600/50 bg-blush-100/50 p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold tracking-wider text-plum-900">{coupon.code}</p>
              <p className="mt-0.5 text-xs text-plum-600">
                {coupon.name}
                {discountText && ` · ${discountText}`}
              </p>
              <p className="mt-1 text-xs font-medium text-plum-800">
                {notApplying
                  ? t('coupon.notApplyingNow')
                  : coupon.applied
                    ? t('coupon.applied')
                    : t('coupon.notApplied')}
              </p>
            </div>
            <Button
              variant="link"
              disabled={busy}
              onClick={() => remove.mutate()}
              aria-label={t('coupon.removeLabel', { code: coupon.code })}
            >
              {t('coupon.remove')}
            </Button>
          </div>
          {unmet.length > 0 && (
            <ul className="mt-3 flex flex-col gap-1 text-xs text-wine-600" data-testid="coupon-conditions">
              {unmet.map((c) => (
                <li key={c.type}>
                  {c.message ? messageText(t, c.message) : ''}
                  {c.products && <NeededProducts products={c.products} />}
                </li>
              ))}
            </ul>
          )}
          {serverRefusal && (
            <p className="mt-3 text-xs text-wine-600">{messageText(t, cartMessage(serverRefusal))}</p>
          )}
          {rankInstead && (
            <p className="mt-2 text-xs text-plum-700" data-testid="coupon-rank-instead">
              {rankInstead}
            </p>
          )}
          {!coupon.applied && unmet.length === 0 && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-xs text-plum-700">{t('coupon.nowMet')}</p>
              <Button size="sm" disabled={busy} onClick={() => coupon.code && apply.mutate(coupon.code)}>
                {t('coupon.applyHeld', { code: coupon.code })}
              </Button>
            </div>
          )}
        </div>
      )}

      {!coupon.applied && (
        <form onSubmit={onSubmit} noValidate className="mt-4 flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('coupon.label')}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (coupon.error) useCouponStore.getState().setStatus({ error: null });
            }}
            placeholder={t('coupon.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={coupon.error ? true : undefined}
            aria-describedby={coupon.error ? errorId : undefined}
            className="min-h-11 w-full min-w-0 flex-1 rounded-pill border border-line bg-ivory-50 px-5 text-sm uppercase text-plum-900 outline-none placeholder:normal-case placeholder:text-placeholder focus-visible:border-wine-600 focus-visible:outline-2 focus-visible:outline-solid"
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('coupon.apply')}
          </Button>
        </form>
      )}
      {coupon.error && (
        <p id={errorId} role="alert" className="mt-2 text-xs font-medium text-wine-600">
          {messageText(t, cartMessage(coupon.error))}
        </p>
      )}
    </section>
  );
}
