import type { AddressEntry } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useAddressBook } from '../api/get-address-book';
import { useSetDefaultAddress } from '../api/set-default-address';
import { type AddressFormValues, addressWriteError } from '../lib/address-form';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { DeleteAddressDialog } from './delete-address-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; entry: AddressEntry };

/**
 * The profile's address book: the saved addresses (the default first), each edited, made the default
 * or deleted; a new one added while there is room (10 at most). `start`
 * fills a new entry's name and e-mail from the account.
 */
export function AddressBook({ start }: { start?: Partial<AddressFormValues> }) {
  const { t } = useTranslation(['addresses', 'checkout', 'common']);
  const book = useAddressBook();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AddressEntry | null>(null);

  if (book.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (book.isError) {
    return (
      <FormAlert>
        <p>{t('loadError')}</p>
        <Button variant="link" onClick={() => book.refetch()} className="mt-1">
          {t('retry')}
        </Button>
      </FormAlert>
    );
  }

  const { addresses, limit } = book.data;
  const full = addresses.length >= limit;
  const failed = (error: unknown) => {
    const failure = addressWriteError(error);
    toast.error(t(failure.kind === 'alert' ? failure.key : 'messages.failed'));
  };

  return (
    <div className="flex flex-col gap-5">
      {addresses.length === 0 ? (
        <p className="text-sm text-plum-500">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('listLabel')}>
          {addresses.map((entry) => (
            <AddressCard
              key={entry.id}
              entry={entry}
              onEdit={() => setEditing({ mode: 'edit', entry })}
              makingDefault={setDefault.isPending}
              onMakeDefault={() =>
                setDefault.mutate(entry.id, {
                  onSuccess: () => toast.success(t('messages.defaultSet')),
                  onError: failed,
                })
              }
              onDelete={() => setRemoving(entry)}
            />
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-plum-500" data-testid="address-count">
          {t('count', { count: addresses.length, limit })}
        </p>
        <Button onClick={() => setEditing({ mode: 'add' })} disabled={full} className="sm:w-auto">
          {t('add')}
        </Button>
      </div>
      {full && <p className="text-xs text-plum-500">{t('fullHint', { limit })}</p>}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('editTitle') : t('addTitle')}
        closeLabel={t('common:close')}
        className="w-[min(94vw,40rem)]"
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.entry.id : 'new'}
            entry={editing.mode === 'edit' ? editing.entry : undefined}
            start={start}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>

      <DeleteAddressDialog entry={removing} onClose={() => setRemoving(null)} onFailed={failed} />
    </div>
  );
}
