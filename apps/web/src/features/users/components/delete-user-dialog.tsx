import type { AdminUser } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser) => void;
}

/** Permanent deletion (ADMIN only), confirmed by typing the account's e-mail. */
export function DeleteUserDialog({ user, pending, onClose, onConfirm }: DeleteUserDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={t('admin:users.deleteTitle')}
      closeLabel={t('common:close')}
    >
      {user && (
        <DeleteUserForm key={user.id} user={user} pending={pending} onClose={onClose} onConfirm={onConfirm} />
      )}
    </Dialog>
  );
}

function DeleteUserForm({
  user,
  pending,
  onClose,
  onConfirm,
}: { user: AdminUser } & Omit<DeleteUserDialogProps, 'user'>) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (matches) onConfirm(user);
      }}
    >
      <p className="text-sm leading-relaxed text-plum-700">{t('users.deleteBody', { name: user.name })}</p>
      <Input
        label={t('users.deleteType', { email: user.email })}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!matches || pending} className="bg-wine-600! hover:bg-wine-700!">
          {t('users.deleteConfirm')}
        </Button>
      </div>
    </form>
  );
}
