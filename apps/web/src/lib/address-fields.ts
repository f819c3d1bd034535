/**
 * The fields every address form has (the checkout's shipping details and the address book's
 * entries), the country a new one starts in, and what a change of country keeps. Here, below the
 * features, because the checkout and the address book share them and may not import each other.
 */
export const ADDRESS_FIELDS = ['name', 'phone', 'email', 'country', 'province', 'ward', 'street'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The shop ships from Vietnam, and most orders stay there. */
export const DEFAULT_COUNTRY = 'Vietnam';

export const emptyAddressValues = (): AddressValues => ({
  name: '',
  phone: '',
  email: '',
  country: DEFAULT_COUNTRY,
  province: '',
  ward: '',
  street: '',
});

/**
 * What the province and ward fields held for the other kind of country: Vietnam's province and ward
 * while the country is abroad, the region and city while it is Vietnam.
 */
export interface CountryStash {
  province: string;
  ward: string;
}
export const EMPTY_STASH: CountryStash = { province: '', ward: '' };

/**
 * A change of country that keeps what still applies: name, phone, e-mail and street exist everywhere
 * and stay; between two countries abroad the region and city stay too. Between Vietnam and abroad the
 * province/ward fields mean different things (one of the 34 and its ward; a free region and city), so
 * they are put aside in the stash and what was put aside for the new side comes back: switching to
 * Singapore and back to Vietnam finds the province and ward as they were.
 */
export function switchCountry<T extends { country: string; province: string; ward: string }>(
  values: T,
  stash: CountryStash,
  country: string,
): { values: T; stash: CountryStash } {
  if (country === values.country) return { values, stash };
  const wasVietnam = values.country === DEFAULT_COUNTRY;
  const toVietnam = country === DEFAULT_COUNTRY;
  if (wasVietnam === toVietnam) return { values: { ...values, country }, stash };
  return {
    values: { ...values, country, province: stash.province, ward: stash.ward },
    stash: { province: values.province, ward: values.ward },
  };
}

/**
 * The first message of each field among a schema's issues (the shared schema the server parses the
 * same body with): what a form shows beside its fields.
 */
export function firstIssuePerField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  isField: (value: unknown) => value is F,
): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && !fields[field]) fields[field] = issue.message;
  }
  return fields;
}
