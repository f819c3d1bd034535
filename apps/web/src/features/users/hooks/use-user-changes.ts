import type { AdminUser, BlacklistReason, EditUserBody } from '@shop/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMutationErrorToast } from '../../../components/staff/use-mutation-error-toast';
import { useDeleteUser } from '../api/delete-user';
import { useEditUser } from '../api/edit-user';
import { useUpdateUserStatus } from '../api/update-user-status';

/**
 * The User tab's writes to an account: each tells its success in a toast and the server's reason for
 * a failure in an error toast; `done` closes the dialog it came from.
 */
export function useUserChanges() {
  const { t } = useTranslation(['admin', 'common']);
  const edit = useEditUser();
  const status = useUpdateUserStatus();
  const remove = useDeleteUser();
  const showError = useMutationErrorToast();

  const save = (user: AdminUser, body: EditUserBody, done: () => void) =>
    edit.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('admin:users.saved', { name: saved.name }));
          done();
        },
        onError: showError,
      },
    );

  const reactivate = (user: AdminUser) =>
    status.mutate(
      { id: user.id, body: { status: 'ACTIVE' } },
      {
        onSuccess: () => toast.success(t('admin:users.reactivated', { name: user.name })),
        onError: showError,
      },
    );

  const blacklist = (user: AdminUser, reason: BlacklistReason, note: string, done: () => void) =>
    status.mutate(
      { id: user.id, body: { status: 'BLACKLISTED', reason, ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          toast.success(t('admin:users.blacklisted', { name: user.name }));
          done();
        },
        onError: showError,
      },
    );

  const deleteUser = (user: AdminUser, done: () => void) =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('admin:users.deleted', { name: user.name }));
        done();
      },
      onError: showError,
    });

  return {
    save,
    reactivate,
    blacklist,
    deleteUser,
    saving: edit.isPending,
    changingStatus: status.isPending,
    deleting: remove.isPending,
  };
}
