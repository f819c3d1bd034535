import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/staff/checkbox-field';
import { Input } from '../../../components/ui/input';
import type { CouponFormState } from '../hooks/use-coupon-form';

/** Today as YYYY-MM-DD in the staff member's own calendar: the earliest expiry a date input offers. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The expiry, the total and per-customer limits (empty: unlimited), and whether it runs. */
export function CouponLimitFields({ form }: { form: CouponFormState }) {
  const { t } = useTranslation(['admin', 'common']);
  const { values, set, errorOf } = form;
  return (
    <>
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
    </>
  );
}
