import type { AdminUser } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { UserActions } from '../lib/user-access';

/** What each of an account's buttons does. */
export interface UserHandlers {
  edit: (user: AdminUser) => void;
  blacklist: (user: AdminUser) => void;
  reactivate: (user: AdminUser) => void;
  delete: (user: AdminUser) => void;
}

/** The actions the caller may take on this account (docs/requirements/roles.md), and only those. */
export function UserButtons({
  user,
  actions,
  busy,
  on,
}: {
  user: AdminUser;
  actions: UserActions;
  busy: boolean;
  on: UserHandlers;
}) {
  const { t } = useTranslation('admin');
  const blacklisted = user.status === 'BLACKLISTED';
  return (
    <>
      {actions.edit && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => on.edit(user)}
          aria-label={t('users.editFor', { name: user.name })}
        >
          {t('users.edit')}
        </Button>
      )}
      {actions.changeStatus &&
        (blacklisted ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => on.reactivate(user)}
            aria-label={t('users.reactivateFor', { name: user.name })}
          >
            {t('users.reactivate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => on.blacklist(user)}
            aria-label={t('users.blacklistFor', { name: user.name })}
          >
            {t('users.blacklist')}
          </Button>
        ))}
      {actions.delete && (
        <Button
          size="sm"
          variant="ghost"
          className="text-wine-600!"
          onClick={() => on.delete(user)}
          aria-label={t('users.deleteFor', { name: user.name })}
        >
          {t('users.delete')}
        </Button>
      )}
    </>
  );
}
