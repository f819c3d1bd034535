import { formatVnd } from '@shop/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cartMessage, messageText } from '../../../stores/cart-store-messages';
import type { CouponData } from '../../../stores/coupon-store';
import type { ConditionCheck } from '../lib/coupon-check';

/**
 * Which products a SPECIFIC_PRODUCTS coupon needs: the ones on sale by name, each a link
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

interface HeldCouponProps {
  coupon: { code: string; name: string | null; discount: CouponData['discount']; applied: boolean };
  /** its conditions the bag does not meet, with their messages */
  unmet: readonly ConditionCheck[];
  /** why the server no longer honours the applied coupon (expired, used up), when that is the reason */
  serverRejection: string | null;
  /** the rank discount that applies while the coupon does not */
  rankInstead: string | null;
  notApplying: boolean;
  busy: boolean;
  onRemove: () => void;
  onApply: () => void;
}

/**
 * The coupon on the bag: its code, name and discount, whether it applies, and if not why (each unmet
 * condition, the server's reason, the rank discount meanwhile) or a button to apply it once it holds.
 */
export function HeldCoupon({
  coupon,
  unmet,
  serverRejection,
  rankInstead,
  notApplying,
  busy,
  onRemove,
  onApply,
}: HeldCouponProps) {
  const { t, i18n } = useTranslation('cart');
  const language = i18n.resolvedLanguage ?? 'en';
  const discountText = coupon.discount
    ? coupon.discount.type === 'PERCENTAGE'
      ? t('coupon.percentOff', { percent: coupon.discount.value })
      : t('coupon.amountOff', { amount: formatVnd(coupon.discount.value, language) })
    : '';
  return (
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
          onClick={onRemove}
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
      {serverRejection && (
        <p className="mt-3 text-xs text-wine-600">{messageText(t, cartMessage(serverRejection))}</p>
      )}
      {rankInstead && (
        <p className="mt-2 text-xs text-plum-700" data-testid="coupon-rank-instead">
          {rankInstead}
        </p>
      )}
      {!coupon.applied && unmet.length === 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-xs text-plum-700">{t('coupon.nowMet')}</p>
          <Button size="sm" disabled={busy} onClick={onApply}>
            {t('coupon.applyHeld', { code: coupon.code })}
          </Button>
        </div>
      )}
    </div>
  );
}
