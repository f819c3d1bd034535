import { COUPON_DISCOUNT_TYPES, type CouponDiscountType } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CouponFormState } from '../hooks/use-coupon-form';

/** The discount: a percentage (with an optional cap in dong) or a fixed amount. */
export function CouponDiscountFields({ form }: { form: CouponFormState }) {
  const { t } = useTranslation(['admin', 'common']);
  const { values, set, errorOf } = form;
  const percentage = values.discountType === 'PERCENTAGE';
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <Select
        label={t('admin:coupons.form.discountType')}
        value={values.discountType}
        onChange={(e) => set('discountType', e.target.value as CouponDiscountType)}
        error={errorOf('discountType')}
        options={COUPON_DISCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`admin:coupons.discountTypes.${type}`),
        }))}
      />
      <Input
        label={t(percentage ? 'admin:coupons.form.percentage' : 'admin:coupons.form.amount')}
        inputMode="numeric"
        value={values.discountValue}
        hint={percentage ? undefined : t('admin:coupons.form.moneyHint')}
        onChange={(e) => set('discountValue', e.target.value)}
        error={errorOf('discountValue')}
      />
      {percentage && (
        <Input
          label={t('admin:coupons.form.maxDiscount')}
          inputMode="numeric"
          value={values.maxDiscount}
          hint={t('admin:coupons.form.maxDiscountHint')}
          onChange={(e) => set('maxDiscount', e.target.value)}
          error={errorOf('maxDiscount')}
        />
      )}
    </div>
  );
}
