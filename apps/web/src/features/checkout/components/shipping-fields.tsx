import { SHIPPING_COUNTRIES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useProvinces, useWards } from '../api/get-address';
import {
  DEFAULT_COUNTRY,
  fieldMessageKey,
  formatVietnamesePhone,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
} from '../lib/shipping-form';

interface ShippingFieldsProps {
  values: ShippingValues;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
  /** several fields at once (a new province empties the ward) */
  onPatch: (patch: Partial<ShippingValues>) => void;
}

/**
 * DECISIONS §10 shipping details: name, phone, e-mail, country; in Vietnam the province (34, from
 * GET /address/provinces) and its ward (GET /address/wards, typed by hand when the service is
 * unreachable); abroad a region and a city; street and a note.
 */
export function ShippingFields({ values, errors, onChange, onPatch }: ShippingFieldsProps) {
  const { t } = useTranslation('checkout');
  const vietnam = values.country === DEFAULT_COUNTRY;
  const provinces = useProvinces({ enabled: vietnam });
  const provinceCode = provinces.data?.provinces.find((p) => p.name === values.province)?.code;
  const wards = useWards(vietnam ? provinceCode : undefined);
  const wardList = wards.data?.source === 'live' ? wards.data.wards : [];
  const typedWard = !provinceCode || wards.isError || (wards.data !== undefined && wardList.length === 0);

  const error = (field: keyof ShippingErrors): string | null => {
    const text = errors[field];
    if (!text) return null;
    const { key, params } = fieldMessageKey(text);
    return t(key, params ?? {}) as string;
  };
  const text = (field: ShippingField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    error: error(field),
    name: field,
  });

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-4 font-display text-2xl font-medium">{t('shipping')}</legend>
      <Input
        label={t('fields.name')}
        autoComplete="name"
        required
        {...text('name')}
        className="sm:col-span-2"
      />
      <Input
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        placeholder={vietnam ? t('fields.phonePlaceholder') : undefined}
        hint={vietnam ? t('fields.phoneHint') : t('fields.phoneHintAbroad')}
        {...text('phone')}
        onBlur={() => {
          if (vietnam) onChange('phone', formatVietnamesePhone(values.phone));
        }}
      />
      <Input
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...text('email')}
      />
      <Select
        label={t('fields.country')}
        name="country"
        autoComplete="country-name"
        value={values.country}
        onChange={(e) => onPatch({ country: e.target.value, province: '', ward: '' })}
        options={SHIPPING_COUNTRIES.map((c) => ({ value: c, label: t(`countries.${c}`) }))}
        error={error('country')}
        className="sm:col-span-2"
      />

      {vietnam ? (
        <>
          <Select
            label={t('fields.province')}
            name="province"
            value={values.province}
            onChange={(e) => onPatch({ province: e.target.value, ward: '' })}
            options={[
              { value: '', label: provinces.isPending ? t('fields.loading') : t('fields.chooseProvince') },
              ...(provinces.data?.provinces ?? []).map((p) => ({ value: p.name, label: p.name })),
            ]}
            error={error('province')}
          />
          {typedWard ? (
            <Input
              label={t('fields.ward')}
              autoComplete="address-level3"
              required
              hint={provinceCode && wards.data?.source === 'unavailable' ? t('fields.wardTyped') : undefined}
              {...text('ward')}
            />
          ) : (
            <Select
              label={t('fields.ward')}
              name="ward"
              value={values.ward}
              onChange={(e) => onChange('ward', e.target.value)}
              disabled={wards.isPending}
              options={[
                { value: '', label: wards.isPending ? t('fields.loading') : t('fields.chooseWard') },
                ...wardList.map((w) => ({ value: w.name, label: w.name })),
              ]}
              error={error('ward')}
            />
          )}
        </>
      ) : (
        <>
          <Input label={t('fields.region')} autoComplete="address-level1" {...text('province')} />
          <Input label={t('fields.city')} autoComplete="address-level2" {...text('ward')} />
        </>
      )}

      <Input
        label={t('fields.street')}
        autoComplete="street-address"
        required
        placeholder={t('fields.streetPlaceholder')}
        {...text('street')}
        className="sm:col-span-2"
      />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor="checkout-note" className="text-sm font-medium text-plum-800">
          {t('fields.note')}
        </label>
        <textarea
          id="checkout-note"
          name="note"
          value={values.note}
          maxLength={500}
          onChange={(e) => onChange('note', e.target.value)}
          placeholder={t('fields.notePlaceholder')}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'checkout-note-error' : undefined}
          className="min-h-24 w-full rounded-2xl border border-line bg-ivory-50 px-5 py-3 text-sm text-plum-900 placeholder:text-plum-500 focus-visible:border-wine-600"
        />
        {errors.note && (
          <p id="checkout-note-error" className="text-xs font-medium text-wine-600">
            {error('note')}
          </p>
        )}
      </div>
    </fieldset>
  );
}
