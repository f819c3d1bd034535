import { type CouponAdmin, formatVnd } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/staff/delete-button';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/dates';

type CouponCondition = CouponAdmin['conditions'][number];
type CouponStatus = 'active' | 'inactive' | 'expired' | 'usedUp';

/** What a shopper would meet now: switched off, past its date, out of uses, or running. */
function statusOf(coupon: CouponAdmin, now: number): CouponStatus {
  if (!coupon.active) return 'inactive';
  if (Date.parse(coupon.expirationDate) <= now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'usedUp';
  return 'active';
}

const STATUS_TONE: Record<CouponStatus, BadgeTone> = {
  active: 'plum',
  inactive: 'outline',
  expired: 'outline',
  usedUp: 'wine',
};

interface CouponCardProps {
  coupon: CouponAdmin;
  onDelete: (coupon: CouponAdmin) => void;
}

/** One coupon of the staff list: its discount, conditions, usage against its limits, expiry. */
export function CouponCard({ coupon, onDelete }: CouponCardProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const status = statusOf(coupon, Date.now());
  // a date-only expiry is the end of that day in Vietnam (the shared schema): show Vietnam's date
  const expires = formatDate(coupon.expirationDate, language);
  const { discount } = coupon;

  const conditionText = (c: CouponCondition) => {
    switch (c.type) {
      case 'MINIMUM_ITEMS':
        return t('admin:coupons.conditionSummary.MINIMUM_ITEMS', { count: Number(c.value) });
      case 'MINIMUM_AMOUNT':
        return t('admin:coupons.conditionSummary.MINIMUM_AMOUNT', { amount: money(Number(c.value)) });
      case 'SPECIFIC_PRODUCTS':
        return t('admin:coupons.conditionSummary.SPECIFIC_PRODUCTS', {
          count: Array.isArray(c.value) ? c.value.length : 1,
        });
      case 'USER_TYPE':
        return t('admin:coupons.conditionSummary.USER_TYPE', {
          type: t(`admin:coupons.userTypes.${c.value === 'VIP' ? 'VIP' : 'REGULAR'}`),
        });
    }
  };

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-ivory-100 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-mono text-lg font-semibold tracking-wider break-all text-plum-900">
            {coupon.code}
          </h4>
          <p className="text-sm break-words text-plum-700">{coupon.name}</p>
        </div>
        <Badge tone={STATUS_TONE[status]} className="shrink-0 px-2.5">
          {t(`admin:coupons.status.${status}`)}
        </Badge>
      </div>

      <p className="font-display text-xl text-wine-600">
        {discount.type === 'PERCENTAGE'
          ? discount.maxDiscount !== null
            ? t('admin:coupons.percentOffCapped', { value: discount.value, max: money(discount.maxDiscount) })
            : t('admin:coupons.percentOff', { value: discount.value })
          : t('admin:coupons.amountOff', { amount: money(discount.value) })}
      </p>

      <ul className="flex flex-wrap gap-1.5" aria-label={t('admin:coupons.conditionsLabel')}>
        {coupon.conditions.length === 0 ? (
          <li className="rounded-pill border border-line px-3 py-1 text-xs text-plum-500">
            {t('admin:coupons.noConditions')}
          </li>
        ) : (
          coupon.conditions.map((c) => (
            <li key={c.type} className="rounded-pill bg-blush-100 px-3 py-1 text-xs text-plum-800">
              {conditionText(c)}
            </li>
          ))
        )}
      </ul>

      <dl className="flex flex-col gap-x-5 gap-y-1 text-xs text-plum-500 sm:flex-row sm:flex-wrap">
        <div className="flex gap-1 whitespace-nowrap">
          <dt>{t('admin:coupons.uses')}</dt>
          <dd className="font-medium text-plum-900 lining-nums tabular-nums">
            {coupon.usageLimit !== null
              ? t('admin:coupons.usedOf', { used: coupon.usedCount, limit: coupon.usageLimit })
              : coupon.usedCount}
          </dd>
        </div>
        <div className="flex gap-1 whitespace-nowrap">
          <dt>{t('admin:coupons.perUser')}</dt>
          <dd className="font-medium text-plum-900 lining-nums tabular-nums">
            {coupon.perUserLimit ?? t('admin:coupons.unlimited')}
          </dd>
        </div>
        <div className="flex gap-1 whitespace-nowrap">
          <dt>{t('admin:coupons.expires')}</dt>
          <dd className="font-medium text-plum-900">{expires}</dd>
        </div>
      </dl>

      <div className="flex justify-end">
        <DeleteButton
          label={t('admin:coupons.deleteFor', { code: coupon.code })}
          onClick={() => onDelete(coupon)}
        />
      </div>
    </article>
  );
}
