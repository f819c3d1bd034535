import type { AddressEntry } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteAddress } from '../api/delete-address';
import { useAddressBook } from '../api/get-address-book';
import { useSetDefaultAddress } from '../api/set-default-address';
import { type AddressFormValues, addressWriteError } from '../lib/address-form';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';

type Editing = { mode: 'add' } | { mode: 'edit'; entry: AddressEntry };

/**
 * DECISIONS §11, the profile's address book: the saved addresses (the default first), each edited,
 * made the default or deleted; a new one added while there is room (10 at most). `start` fills a new
 * entry's name and e-mail from the account.
 */
export function AddressBook({ start }: { start?: Partial<AddressFormValues> }) {
  const { t } = useTranslation(['addresses', 'checkout', 'common']);
  const book = useAddressBook();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
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
            <li
              key={entry.id}
              data-testid="address-entry"
              data-default={entry.isDefault ? 'true' : 'false'}
              className={
                entry.isDefault
                  ? 'flex min-w-0 flex-col gap-3 rounded-2xl border border-plum-800 bg-ivory-50 p-5'
                  : 'flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-ivory-50 p-5'
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium wrap-anywhere text-plum-900">{entry.label || entry.name}</p>
                {entry.isDefault && (
                  <Badge tone="plum" className="px-2.5">
                    {t('default')}
                  </Badge>
                )}
              </div>
              <AddressLines entry={entry} showName={Boolean(entry.label)} />
              <div className="mt-auto flex flex-wrap gap-2 pt-1">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ mode: 'edit', entry })}
                  aria-label={t('editNamed', { name: entry.label || entry.street })}
                >
                  {t('edit')}
                </Button>
                {!entry.isDefault && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={setDefault.isPending}
                    onClick={() =>
                      setDefault.mutate(entry.id, {
                        onSuccess: () => toast.success(t('messages.defaultSet')),
                        onError: failed,
                      })
                    }
                    aria-label={t('makeDefaultNamed', { name: entry.label || entry.street })}
                  >
                    {t('makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-wine-600"
                  onClick={() => setRemoving(entry)}
                  aria-label={t('deleteNamed', { name: entry.label || entry.street })}
                >
                  {t('delete')}
                </Button>
              </div>
            </li>
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

      <Dialog
        open={removing !== null}
        onClose={() => {
          if (!remove.isPending) setRemoving(null);
        }}
        title={t('deleteTitle')}
        closeLabel={t('common:close')}
      >
        {removing && (
          <div className="flex flex-col gap-5">
            <p className="text-sm leading-relaxed text-plum-700">
              {t(removing.isDefault ? 'deleteBodyDefault' : 'deleteBody')}
            </p>
            <div className="rounded-2xl border border-line p-4">
              <AddressLines entry={removing} showName />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                {t('keep')}
              </Button>
              <Button
                className="bg-wine-600 hover:bg-wine-700"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(removing.id, {
                    onSuccess: () => {
                      toast.success(t('messages.deleted'));
                      setRemoving(null);
                    },
                    onError: (error) => {
                      failed(error);
                      setRemoving(null);
                    },
                  })
                }
              >
                {remove.isPending ? t('deleting') : t('confirmDelete')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
