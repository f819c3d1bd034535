import { SIZES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { type ProductFormErrors, type ProductFormValues, stockMissing } from '../../lib/staff/product-form';

interface ProductSizesFieldProps {
  sizes: ProductFormValues['sizes'];
  errors: ProductFormErrors;
  onChange: (sizes: ProductFormValues['sizes']) => void;
}

/** Every size, ticked on or off, each with its own stock; typing a stock ticks its size. */
export function ProductSizesField({ sizes, errors, onChange }: ProductSizesFieldProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <fieldset
      className="min-w-0"
      aria-invalid={errors.sizes || errors.stock ? true : undefined}
      aria-describedby={errors.sizes || errors.stock ? 'sizes-error' : undefined}
    >
      <legend className="sr-only">{t('admin:form.sections.sizes')}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {SIZES.map((size) => {
          const row = sizes[size];
          return (
            <li
              key={size}
              className={cx(
                'flex items-center justify-between gap-3 rounded-2xl border px-4 py-2.5',
                row.on ? 'border-plum-800 bg-ivory-50' : 'border-line',
              )}
            >
              <label className="flex min-h-9 flex-1 cursor-pointer items-center gap-3 text-sm font-medium text-plum-900">
                <input
                  type="checkbox"
                  checked={row.on}
                  onChange={(e) => onChange({ ...sizes, [size]: { on: e.target.checked, stock: row.stock } })}
                  className="size-4 accent-plum-800"
                />
                {size}
              </label>
              <label className="flex items-center gap-2 text-xs text-plum-500">
                {t('admin:form.stock')}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  disabled={!row.on}
                  value={row.stock}
                  aria-label={t('admin:form.stockFor', { size })}
                  aria-invalid={errors.stock && stockMissing(row) ? true : undefined}
                  onChange={(e) => onChange({ ...sizes, [size]: { on: true, stock: e.target.value } })}
                  className="h-9 w-20 rounded-pill border border-line bg-ivory-50 px-3 text-right text-sm text-plum-900 lining-nums tabular-nums disabled:bg-transparent disabled:text-plum-300 aria-invalid:border-wine-600"
                />
              </label>
            </li>
          );
        })}
      </ul>
      {(errors.sizes || errors.stock) && (
        <p id="sizes-error" className="mt-2 text-xs font-medium text-wine-600">
          {t(errors.sizes ? 'admin:form.errors.sizes' : 'admin:form.errors.stock')}
        </p>
      )}
    </fieldset>
  );
}
