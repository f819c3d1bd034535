import {
  COUPON_CONDITION_TYPES,
  COUPON_DISCOUNT_TYPES,
  type CouponConditionType,
  type CouponCreateBody,
  type CouponDiscountType,
  USER_TYPES,
  type UserType,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/staff/checkbox-field';
import { FormSection } from '../../../../components/staff/form-section';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import {
  type CouponFormErrors,
  type CouponFormField,
  type CouponFormValues,
  emptyCouponForm,
  validateCouponForm,
} from '../../../../features/admin/lib/coupon-form';
import { ProductChooser } from './product-chooser';

interface CouponFormProps {
  pending: boolean;
  /**
   * Sends the body; answers true when the coupon was created (the form then empties), or the
   * server's field errors to show beside their fields, or false when the failure is told elsewhere.
   */
  onSubmit: (body: CouponCreateBody) => Promise<true | false | CouponFormErrors>;
}

/** Today as YYYY-MM-DD in the staff member's own calendar: the earliest expiry a date input offers. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Every field of couponCreateBodySchema (DECISIONS §10): discount, each SPEC §3 condition, limits, expiry. */
export function CouponForm({ pending, onSubmit }: CouponFormProps) {
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
  const percentage = values.discountType === 'PERCENTAGE';

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

  const conditionInput = (type: CouponConditionType) => {
    const c = values.conditions;
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
            <ProductChooser
              label={t('admin:coupons.form.values.SPECIFIC_PRODUCTS')}
              selected={new Set(c.SPECIFIC_PRODUCTS.value)}
              onChange={(next) => {
                // keep the order things were chosen in: those still chosen, then the new ones
                const kept = c.SPECIFIC_PRODUCTS.value.filter((id) => next.has(id));
                setCondition('SPECIFIC_PRODUCTS', {
                  value: [...kept, ...[...next].filter((id) => !kept.includes(id))],
                });
              }}
            />
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
  };

  return (
    <form data-coupon-form noValidate onSubmit={submit} className="flex flex-col gap-10">
      <FormSection title={t('admin:coupons.form.sections.coupon')}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Input
            label={t('admin:coupons.form.code')}
            value={values.code}
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            hint={t('admin:coupons.form.codeHint')}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            error={errorOf('code')}
            className="[&_input]:font-mono [&_input]:tracking-wider"
          />
          <Input
            label={t('admin:coupons.form.name')}
            value={values.name}
            maxLength={120}
            onChange={(e) => set('name', e.target.value)}
            error={errorOf('name')}
          />
        </div>
      </FormSection>

      <FormSection title={t('admin:coupons.form.sections.discount')}>
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
      </FormSection>

      <FormSection
        title={t('admin:coupons.form.sections.conditions')}
        description={t('admin:coupons.form.conditionsHint')}
      >
        <ul className="flex flex-col gap-3">
          {COUPON_CONDITION_TYPES.map((type) => {
            const on = values.conditions[type].on;
            return (
              <li
                key={type}
                className={cx(
                  'rounded-2xl border bg-ivory-50',
                  on ? 'border-plum-800' : 'border-line',
                  errors[type] && 'border-wine-600',
                )}
              >
                <label className="flex cursor-pointer items-start gap-3 p-4">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) => setCondition(type, { on: e.target.checked })}
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
                {on && <div className="border-t border-line px-4 pt-4 pb-4">{conditionInput(type)}</div>}
              </li>
            );
          })}
        </ul>
      </FormSection>

      <FormSection title={t('admin:coupons.form.sections.limits')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            label={t('admin:coupons.form.expirationDate')}
            type="date"
            min={today()}
            value={values.expirationDate}
            hint={t('admin:coupons.form.expirationHint')}
            onChange={(e) => set('expirationDate', e.target.value)}
            error={errorOf('expirationDate')}
          />
          <Input
            label={t('admin:coupons.form.usageLimit')}
            inputMode="numeric"
            value={values.usageLimit}
            hint={t('admin:coupons.form.unlimitedHint')}
            onChange={(e) => set('usageLimit', e.target.value)}
            error={errorOf('usageLimit')}
          />
          <Input
            label={t('admin:coupons.form.perUserLimit')}
            inputMode="numeric"
            value={values.perUserLimit}
            hint={t('admin:coupons.form.unlimitedHint')}
            onChange={(e) => set('perUserLimit', e.target.value)}
            error={errorOf('perUserLimit')}
          />
        </div>
        <div className="mt-5">
          <CheckboxField
            label={t('admin:coupons.form.active')}
            description={t('admin:coupons.form.activeHint')}
            checked={values.active}
            onChange={(next) => set('active', next)}
          />
        </div>
      </FormSection>

      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-6">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mr-auto text-sm font-medium text-wine-600">
            {t('admin:form.fixErrors')}
          </p>
        )}
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t('admin:form.saving') : t('admin:coupons.form.create')}
        </Button>
      </div>
    </form>
  );
}
