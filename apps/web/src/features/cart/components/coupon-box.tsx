import type { CartLine, OrderSummary } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../components/ui/button';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import { useCouponStore } from '../../../stores/coupon-store';
import { rejectedForConditions, useCoupon } from '../api/use-coupon';
import { checkConditions } from '../lib/coupon-check';
import { HeldCoupon } from './held-coupon';

interface CouponBoxProps {
  lines: readonly CartLine[];
  /** the server's summary once settled (undefined while a change is in flight) */
  summary: OrderSummary | undefined;
}

/**
 * Apply and remove a coupon. A coupon whose conditions are not met stays here with the message of
 * each unmet condition ('Add N more item(s) to use this coupon', 'Spend X more to use this coupon',
 * 'This coupon requires specific products in your cart': docs/requirements/validation.md), updated as
 * the bag changes; once they hold it can be applied. Other rejections (unknown, expired, limits) show
 * under the field.
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
  const serverRejection =
    coupon.applied && summary?.appliedCoupon && !summary.appliedCoupon.valid && unmet.length === 0
      ? summary.appliedCoupon.message
      : null;
  // an order gets the coupon's discount or the rank's, never both (docs/requirements/limits.md). A
  // coupon on the cart that stopped holding (a condition no longer met, expired, used up) is shown as
  // not applying, with the reason and the rank discount that applies meanwhile; it applies again once
  // it holds.
  const notApplying = coupon.applied && (unmet.length > 0 || serverRejection !== null);
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
        if (applied || rejectedForConditions(verdict)) setCode('');
      },
    });
  };

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
        <HeldCoupon
          coupon={{ ...coupon, code: coupon.code }}
          unmet={unmet}
          serverRejection={serverRejection}
          rankInstead={rankInstead}
          notApplying={notApplying}
          busy={busy}
          onRemove={() => remove.mutate()}
          onApply={() => coupon.code && apply.mutate(coupon.code)}
        />
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
