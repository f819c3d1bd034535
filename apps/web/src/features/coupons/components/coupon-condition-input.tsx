import { type CouponConditionType, USER_TYPES, type UserType } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { CouponFormState } from '../hooks/use-coupon-form';
import type { ProductChooserSlot } from './product-chooser-slot';

interface CouponConditionInputProps {
  type: CouponConditionType;
  form: CouponFormState;
  productChooser: ProductChooserSlot;
}

/** The value of one ticked condition: a count, an amount, the products, or the customer type. */
export function CouponConditionInput({ type, form, productChooser }: CouponConditionInputProps) {
  const { t } = useTranslation(['admin', 'common']);
  const { setCondition, errorOf } = form;
  const c = form.values.conditions;
  switch (type) {
    case 'MINIMUM_ITEMS':
      return (
        <Input
          label={t('admin:coupons.form.values.MINIMUM_ITEMS')}
          inputMode="numeric"
          value={c.MINIMUM_ITEMS.value}
          onChange={(e) => setCondition('MINIMUM_ITEMS', { value: e.target.value })}
          error={errorOf('MINIMUM_ITEMS')}
        />
      );
    case 'MINIMUM_AMOUNT':
      return (
        <Input
          label={t('admin:coupons.form.values.MINIMUM_AMOUNT')}
          inputMode="numeric"
          value={c.MINIMUM_AMOUNT.value}
          hint={t('admin:coupons.form.moneyHint')}
          onChange={(e) => setCondition('MINIMUM_AMOUNT', { value: e.target.value })}
          error={errorOf('MINIMUM_AMOUNT')}
        />
      );
    case 'SPECIFIC_PRODUCTS': {
      const error = errorOf('SPECIFIC_PRODUCTS');
      return (
        <div
          className="flex flex-col gap-2"
          data-invalid={error ? true : undefined}
          tabIndex={error ? -1 : undefined}
        >
          {productChooser({
            label: t('admin:coupons.form.values.SPECIFIC_PRODUCTS'),
            selected: new Set(c.SPECIFIC_PRODUCTS.value),
            onChange: (next) => {
              // keep the order things were chosen in: those still chosen, then the new ones
              const kept = c.SPECIFIC_PRODUCTS.value.filter((id) => next.has(id));
              setCondition('SPECIFIC_PRODUCTS', {
                value: [...kept, ...[...next].filter((id) => !kept.includes(id))],
              });
            },
          })}
          {error && <p className="text-xs font-medium text-wine-600">{error}</p>}
        </div>
      );
    }
    case 'USER_TYPE':
      return (
        <Select
          label={t('admin:coupons.form.values.USER_TYPE')}
          value={c.USER_TYPE.value}
          onChange={(e) => setCondition('USER_TYPE', { value: e.target.value as UserType })}
          error={errorOf('USER_TYPE')}
          options={USER_TYPES.map((u) => ({ value: u, label: t(`admin:coupons.userTypes.${u}`) }))}
        />
      );
  }
}
