import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/staff/form-section';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { type CouponSubmit, useCouponForm } from '../hooks/use-coupon-form';
import { CouponConditionList } from './coupon-condition-list';
import { CouponDiscountFields } from './coupon-discount-fields';
import { CouponLimitFields } from './coupon-limit-fields';
import type { ProductChooserSlot } from './product-chooser-slot';

interface CouponFormProps {
  pending: boolean;
  onSubmit: CouponSubmit;
  productChooser: ProductChooserSlot;
}

/**
 * Every field of couponCreateBodySchema: the code and name, the discount, each condition type, the
 * limits and the expiry (docs/requirements/entities.md).
 */
export function CouponForm({ pending, onSubmit, productChooser }: CouponFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const form = useCouponForm(onSubmit);
  const { values, errors, set, errorOf } = form;

  return (
    <form data-coupon-form noValidate onSubmit={form.submit} className="flex flex-col gap-10">
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
        <CouponDiscountFields form={form} />
      </FormSection>

      <FormSection
        title={t('admin:coupons.form.sections.conditions')}
        description={t('admin:coupons.form.conditionsHint')}
      >
        <CouponConditionList form={form} productChooser={productChooser} />
      </FormSection>

      <FormSection title={t('admin:coupons.form.sections.limits')}>
        <CouponLimitFields form={form} />
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
