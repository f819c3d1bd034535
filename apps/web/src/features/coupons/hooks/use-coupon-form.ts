import type { CouponConditionType, CouponCreateBody } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CouponFormErrors,
  type CouponFormField,
  type CouponFormValues,
  emptyCouponForm,
  validateCouponForm,
} from '../lib/coupon-form';

/**
 * Sends the body; resolves true when the coupon was created (the form then empties), or the
 * server's field errors to show beside their fields, or false when the failure is told elsewhere.
 */
export type CouponSubmit = (body: CouponCreateBody) => Promise<true | false | CouponFormErrors>;

/** The coupon form's values and errors, its setters, and its submit. */
export function useCouponForm(onSubmit: CouponSubmit) {
  const { t } = useTranslation(['admin', 'common']);
  const [values, setValues] = useState(emptyCouponForm);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setCondition = <K extends CouponConditionType>(
    type: K,
    change: Partial<CouponFormValues['conditions'][K]>,
  ) =>
    setValues((v) => ({
      ...v,
      conditions: { ...v.conditions, [type]: { ...v.conditions[type], ...change } },
    }));
  const errorOf = (field: CouponFormField) => {
    const reason = errors[field];
    return reason ? t(`admin:coupons.errors.${reason}`) : null;
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>('[data-coupon-form] :is([aria-invalid="true"], [data-invalid])')
        ?.focus(),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validateCouponForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    const outcome = await onSubmit(result.body);
    if (outcome === true) setValues(emptyCouponForm());
    else if (outcome) {
      setErrors(outcome);
      focusFirstError();
    }
  };

  return { values, errors, set, setCondition, errorOf, submit };
}

export type CouponFormState = ReturnType<typeof useCouponForm>;
