import { COUPON_CONDITION_TYPES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import type { CouponFormState } from '../hooks/use-coupon-form';
import { CouponConditionInput } from './coupon-condition-input';
import type { ProductChooserSlot } from './product-chooser-slot';

/** Every condition type, each ticked on or off; a ticked one opens its value beneath. */
export function CouponConditionList({
  form,
  productChooser,
}: {
  form: CouponFormState;
  productChooser: ProductChooserSlot;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <ul className="flex flex-col gap-3">
      {COUPON_CONDITION_TYPES.map((type) => {
        const on = form.values.conditions[type].on;
        return (
          <li
            key={type}
            className={cx(
              'rounded-2xl border bg-ivory-50',
              on ? 'border-plum-800' : 'border-line',
              form.errors[type] && 'border-wine-600',
            )}
          >
            <label className="flex cursor-pointer items-start gap-3 p-4">
              <input
                type="checkbox"
                checked={on}
                onChange={(e) => form.setCondition(type, { on: e.target.checked })}
                className="mt-0.5 size-4 shrink-0 accent-plum-800"
              />
              <span>
                <span className="block text-sm font-medium text-plum-900">
                  {t(`admin:coupons.conditionTypes.${type}`)}
                </span>
                <span className="mt-0.5 block text-xs text-plum-500">
                  {t(`admin:coupons.form.conditionHints.${type}`)}
                </span>
              </span>
            </label>
            {on && (
              <div className="border-t border-line px-4 pt-4 pb-4">
                <CouponConditionInput type={type} form={form} productChooser={productChooser} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
