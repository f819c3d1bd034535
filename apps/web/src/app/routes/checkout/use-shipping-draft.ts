import { type AddressEntry, sameAddress } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useAddressBook } from '../../../features/addresses/api/get-address-book';
import { addressValuesOf } from '../../../features/addresses/lib/address-form';
import { readCheckoutDraft, saveCheckoutDraft } from '../../../features/checkout/lib/checkout-draft';
import {
  emptyShipping,
  type ShippingErrors,
  type ShippingValues,
} from '../../../features/checkout/lib/shipping-form';
import { EMPTY_STASH } from '../../../lib/address-fields';
import { useAddressForm } from '../../../lib/use-address-form';

/** The signed-in shopper's details a blank form starts with. */
export interface AccountDetails {
  name: string;
  email: string;
  phone: string;
}

/**
 * The checkout's shipping details. What the shopper typed before a reload comes back (session
 * storage, this tab, this user); otherwise the form starts from the default saved address (the
 * address book lists it first: the shopper's choice, or the first address they ordered to), once,
 * unless they have typed already. Another saved address or a blank form can be picked at any time.
 */
export function useShippingDraft(owner: string, account: AccountDetails) {
  const [restored] = useState(() => (owner ? readCheckoutDraft(owner) : null));
  // the form holds the shopper's own input (typed now, or a restored draft): no saved address replaces it
  const [edited, setEdited] = useState(restored !== null);
  const form = useAddressForm<ShippingValues, keyof ShippingErrors>(
    () => restored ?? { values: emptyShipping(account), stash: EMPTY_STASH },
    () => setEdited(true),
  );
  const { setState, state } = form;

  const book = useAddressBook();
  const saved = book.data?.addresses ?? [];
  const savedInForm = saved.find((entry) => sameAddress(form.values, entry))?.id ?? null;

  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || edited || !book.data) return;
    seeded.current = true;
    const start = book.data.addresses[0];
    if (start)
      setState((d) => ({ values: { ...addressValuesOf(start), note: d.values.note }, stash: EMPTY_STASH }));
  }, [book.data, edited, setState]);

  useEffect(() => {
    if (edited && owner) saveCheckoutDraft(owner, state);
  }, [state, edited, owner]);

  /** A saved address (or none: a blank form) replaces every address field; the note stays. */
  const pickSaved = (entry: AddressEntry | null) => {
    // every address field changes: their errors go, the policy's stays
    form.setErrors(({ acceptPolicy }) => (acceptPolicy ? { acceptPolicy } : {}));
    form.edit((d) => ({
      values: entry
        ? { ...addressValuesOf(entry), note: d.values.note }
        : emptyShipping({ ...account, note: d.values.note }),
      stash: EMPTY_STASH,
    }));
  };

  return { ...form, saved, savedInForm, pickSaved };
}
