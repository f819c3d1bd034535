import { SHIPPING_COUNTRIES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { type AddressField, type AddressValues, DEFAULT_COUNTRY } from '../../../lib/address-fields';
import { fieldMessageKey } from '../../../lib/shipping-messages';
import { useProvinces } from '../api/get-provinces';
import { useWards } from '../api/get-wards';
import { type AddressErrors, formatVietnamesePhone } from '../lib/address-form';

interface AddressFieldsProps {
  values: AddressValues;
  /** the English texts of the shared rules; shown translated */
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  /** the country changed: the owner keeps what still applies (switchCountry in lib/address-fields.ts) */
  onCountryChange: (country: string) => void;
  /** several fields at once (a new province empties the ward) */
  onPatch: (patch: Partial<AddressValues>) => void;
}

/**
 * The address fields, the checkout's and the address book's: name, phone, e-mail, country; in Vietnam
 * the province (one of the 34 since July 2025, from GET /address/provinces) and its ward (GET
 * /address/wards, typed by hand when the service is unreachable); abroad a region and a city; the
 * street. Laid out in the two columns of the form that holds them, whose state is useAddressForm's.
 */
export function AddressFields({ values, errors, onChange, onCountryChange, onPatch }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const vietnam = values.country === DEFAULT_COUNTRY;
  const provinces = useProvinces({ enabled: vietnam });
  const provinceCode = provinces.data?.provinces.find((p) => p.name === values.province)?.code;
  const wards = useWards(vietnam ? provinceCode : undefined);
  const wardList = wards.data?.source === 'live' ? wards.data.wards : [];
  const typedWard = !provinceCode || wards.isError || (wards.data !== undefined && wardList.length === 0);
  // a saved ward typed by hand while the service was down is kept as a choice of its own
  const wardChoices =
    values.ward && !wardList.some((w) => w.name === values.ward)
      ? [...wardList, { code: 0, name: values.ward }]
      : wardList;

  const error = (field: AddressField): string | null => {
    const text = errors[field];
    if (!text) return null;
    const { key, params } = fieldMessageKey(text);
    return t(key, params ?? {}) as string;
  };
  const text = (field: AddressField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    error: error(field),
    name: field,
  });

  return (
    <>
      <Input
        label={t('fields.name')}
        autoComplete="name"
        required
        maxLength={100}
        {...text('name')}
        className="sm:col-span-2"
      />
      <Input
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={30}
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
        maxLength={254}
        {...text('email')}
      />
      <Select
        label={t('fields.country')}
        name="country"
        autoComplete="country-name"
        value={values.country}
        onChange={(e) => onCountryChange(e.target.value)}
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
              maxLength={100}
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
                ...wardChoices.map((w) => ({ value: w.name, label: w.name })),
              ]}
              error={error('ward')}
            />
          )}
        </>
      ) : (
        <>
          <Input
            label={t('fields.region')}
            autoComplete="address-level1"
            maxLength={100}
            {...text('province')}
          />
          <Input label={t('fields.city')} autoComplete="address-level2" maxLength={100} {...text('ward')} />
        </>
      )}

      <Input
        label={t('fields.street')}
        autoComplete="street-address"
        required
        maxLength={200}
        placeholder={t('fields.streetPlaceholder')}
        {...text('street')}
        className="sm:col-span-2"
      />
    </>
  );
}
