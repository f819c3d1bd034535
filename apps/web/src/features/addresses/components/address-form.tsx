import type { AddressEntry } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EMPTY_STASH } from '../../../lib/address-fields';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { fieldMessageKey } from '../../../lib/shipping-messages';
import { useAddressForm } from '../../../lib/use-address-form';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import {
  type AddressFormValues,
  addressValuesOf,
  addressWriteError,
  checkAddress,
  emptyAddress,
  toAddressInput,
} from '../lib/address-form';
import { AddressFields } from './address-fields';

interface AddressFormProps {
  /** the entry to edit; none: a new one */
  entry?: AddressEntry | undefined;
  /** what a new entry starts with (the account's name and e-mail) */
  start?: Partial<AddressFormValues>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Adds or edits one saved address (POST or PUT /address/book): the checkout's address fields and
 * rules, a label, and "use as my default". Checked with the shared schema before sending; the
 * server's field errors go beside their fields, its other error responses (the address book full)
 * above the form.
 */
export function AddressForm({ entry, start, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['addresses', 'checkout']);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change, changeCountry } = useAddressForm<
    AddressFormValues,
    keyof AddressFormValues
  >(() => ({
    values: entry ? { ...addressValuesOf(entry), label: entry.label } : emptyAddress(start),
    stash: EMPTY_STASH,
  }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setAlert(null);
    const check = checkAddress(values);
    setErrors(check.fields);
    if (!check.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const body = toAddressInput(values, makeDefault);
    const handlers = {
      onSuccess: () => {
        toast.success(t(entry ? 'messages.updated' : 'messages.added'));
        onDone();
      },
      onError: (error: unknown) => {
        const failure = addressWriteError(error);
        if (failure.kind === 'field') {
          setErrors({ [failure.field]: failure.text });
          focusFirstInvalid(formRef.current);
        } else setAlert(failure.key);
      },
    };
    if (entry) update.mutate({ id: entry.id, body }, handlers);
    else add.mutate(body, handlers);
  };

  const labelError = errors.label ? fieldMessageKey(errors.label) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-4 sm:grid-cols-2">
      {alert && <FormAlert className="sm:col-span-2">{t(alert)}</FormAlert>}
      <Input
        label={t('addresses:fields.label')}
        name="label"
        maxLength={40}
        placeholder={t('addresses:fields.labelPlaceholder')}
        value={values.label}
        onChange={(e) => change({ label: e.target.value })}
        error={labelError ? (t(labelError.key, labelError.params ?? {}) as string) : null}
        className="sm:col-span-2"
      />
      <AddressFields
        values={values}
        errors={errors}
        onChange={(field, value) => change({ [field]: value })}
        onPatch={change}
        onCountryChange={(country) => {
          changeCountry(country);
          // every field may have changed with the country: no error is left standing
          setErrors({});
        }}
      />
      {!entry?.isDefault && (
        <label className="flex cursor-pointer items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            name="makeDefault"
            checked={makeDefault}
            onChange={(e) => setMakeDefault(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-plum-800"
          />
          <span className="text-sm text-plum-900">{t('addresses:fields.makeDefault')}</span>
        </label>
      )}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('addresses:cancel')}
        </Button>
        <SubmitButton pending={pending} pendingLabel={t('addresses:saving')} size="md" className="sm:w-auto">
          {t('addresses:save')}
        </SubmitButton>
      </div>
    </form>
  );
}
