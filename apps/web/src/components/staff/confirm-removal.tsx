import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { useMutationErrorToast } from './use-mutation-error-toast';

interface ConfirmRemovalProps<T extends { id: string }, R> {
  /** what is about to be removed; null closes the dialog */
  item: T | null;
  title: string;
  body: (item: T) => string;
  /** the confirm button's label; "Delete" by default */
  confirmLabel?: string;
  /** the remove mutation, called with the item's id */
  mutation: {
    mutate: (
      id: string,
      options: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** the success toast's text */
  success: (item: T, result: R) => string;
  /** anything else to do once it is gone (before the dialog closes) */
  onRemoved?: (item: T, result: R) => void;
  onClose: () => void;
}

/**
 * "Are you sure?" then the removal of one thing from a staff list: the dialog, the mutation, the
 * success toast and the server's reason in an error toast. Every list's delete goes through it.
 */
export function ConfirmRemoval<T extends { id: string }, R>({
  item,
  title,
  body,
  confirmLabel,
  mutation,
  success,
  onRemoved,
  onClose,
}: ConfirmRemovalProps<T, R>) {
  const { t } = useTranslation(['admin']);
  const showError = useMutationErrorToast();
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      body={item ? body(item) : ''}
      confirmLabel={confirmLabel ?? t('admin:products.delete')}
      pending={mutation.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!item) return;
        mutation.mutate(item.id, {
          onSuccess: (result) => {
            toast.success(success(item, result));
            onRemoved?.(item, result);
            onClose();
          },
          onError: showError,
        });
      }}
    />
  );
}
