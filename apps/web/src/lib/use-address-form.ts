import { useState } from 'react';
import { type AddressValues, type CountryStash, switchCountry } from './address-fields';

/** An address form's values, and the province and ward put aside for the other kind of country. */
export interface AddressFormState<V extends AddressValues> {
  values: V;
  stash: CountryStash;
}

const PLACE_FIELDS = ['country', 'province', 'ward'] as const;

function without<E extends object>(errors: E, keys: readonly string[]): E {
  const next = { ...errors };
  for (const key of keys) delete next[key as keyof E];
  return next;
}

/**
 * The state of an address form (the checkout's shipping details, an address book entry): its values,
 * the country stash, and the field errors, which go as their fields change. `onEdit` hears every
 * change the shopper makes (the checkout keeps a draft of them).
 */
export function useAddressForm<V extends AddressValues, F extends string>(
  initial: () => AddressFormState<V>,
  onEdit?: () => void,
) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const edit = (next: (state: AddressFormState<V>) => AddressFormState<V>) => {
    setState(next);
    onEdit?.();
  };

  /** Some fields typed or chosen: their errors go. */
  const change = (patch: Partial<V>) => {
    edit((s) => ({ ...s, values: { ...s.values, ...patch } }));
    setErrors((e) => without(e, Object.keys(patch)));
  };

  /** Another country: what still applies stays (switchCountry); the country's, province's and ward's errors go. */
  const changeCountry = (country: string) => {
    edit((s) => switchCountry(s.values, s.stash, country));
    setErrors((e) => without(e, PLACE_FIELDS));
  };

  return { state, values: state.values, setState, edit, errors, setErrors, change, changeCountry };
}
