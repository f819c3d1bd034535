import type { AddressEntry } from '@shop/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAddress } from '../api/delete-address';
import { AddressLines } from './address-lines';

interface DeleteAddressDialogProps {
  /** the entry to delete; null: the dialog is closed */
  entry: AddressEntry | null;
  onClose: () => void;
  /** shows why a delete failed */
  onFailed: (error: unknown) => void;
}

/** "Delete this address?", naming it in full; deleting the default says which one takes its place. */
export function DeleteAddressDialog({ entry, onClose, onFailed }: DeleteAddressDialogProps) {
  const { t } = useTranslation(['addresses', 'common']);
  const remove = useDeleteAddress();
  return (
    <Dialog
      open={entry !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={t('deleteTitle')}
      closeLabel={t('common:close')}
    >
      {entry && (
        <div className="flex flex-col gap-5">
          <p className="text-sm leading-relaxed text-plum-700">
            {t(entry.isDefault ? 'deleteBodyDefault' : 'deleteBody')}
          </p>
          <div className="rounded-2xl border border-line p-4">
            <AddressLines entry={entry} showName />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
              {t('keep')}
            </Button>
            <Button
              className="bg-wine-600 hover:bg-wine-700"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(entry.id, {
                  onSuccess: () => {
                    toast.success(t('messages.deleted'));
                    onClose();
                  },
                  onError: (error) => {
                    onFailed(error);
                    onClose();
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
  );
}
