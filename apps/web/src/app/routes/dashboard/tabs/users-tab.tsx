import { type AdminUser, USERS_PAGE_SIZE } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/staff/list-state';
import { StaffCards } from '../../../../components/staff/staff-cards';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { Button } from '../../../../components/ui/button';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { useUsers } from '../../../../features/users/api/get-users';
import { BlacklistUserDialog } from '../../../../features/users/components/blacklist-user-dialog';
import { DeleteUserDialog } from '../../../../features/users/components/delete-user-dialog';
import { EditUserDialog } from '../../../../features/users/components/edit-user-dialog';
import { UserButtons, type UserHandlers } from '../../../../features/users/components/user-buttons';
import { UserCard } from '../../../../features/users/components/user-card';
import { UserFilterBar } from '../../../../features/users/components/user-filter-bar';
import { UsersTable } from '../../../../features/users/components/users-table';
import { useCaller } from '../../../../features/users/hooks/use-caller';
import { useUserChanges } from '../../../../features/users/hooks/use-user-changes';
import { canChangeRoles, userActions } from '../../../../features/users/lib/user-access';
import { NO_USER_FILTERS, usersQuery } from '../../../../features/users/lib/users-query';

/**
 * The dashboard's "userListManagement" tab (User): every account with search, filters by role,
 * customer type and status, a page at a time; edit (the role only for an ADMIN), blacklist or
 * reactivate, and, for an ADMIN, permanent deletion confirmed by typing the e-mail
 * (docs/requirements/roles.md).
 */
export function UsersTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const caller = useCaller();
  const { search, setSearch, q, filters, filter, page, setPage, clear, filtered } =
    useListFilters(NO_USER_FILTERS);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [blacklisting, setBlacklisting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const changes = useUserChanges();

  const list = useUsers(usersQuery(filters, q, page));
  const users = list.data?.users ?? [];
  const totalPages = list.data ? pageCount(list.data.total, list.data.pageSize || USERS_PAGE_SIZE) : 1;

  const actionsFor = (user: AdminUser) => userActions(caller, user);
  const handlers: UserHandlers = {
    edit: setEditing,
    blacklist: setBlacklisting,
    reactivate: changes.reactivate,
    delete: setDeleting,
  };

  return (
    <div className="flex flex-col gap-6">
      <UserFilterBar search={search} onSearch={setSearch} filters={filters} onFilter={filter} />

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-ivory-200 px-4 py-3 text-sm text-plum-700">
        <p aria-live="polite">
          {list.data ? t('admin:users.total', { count: list.data.total }) : t('common:loading.generic')}
        </p>
        {filtered && (
          <Button size="sm" variant="ghost" onClick={clear}>
            {t('admin:users.clearFilters')}
          </Button>
        )}
      </div>

      <ListState
        query={list}
        isEmpty={users.length === 0}
        emptyText={filtered ? t('admin:users.emptyFiltered') : t('admin:users.empty')}
      >
        {/* phones: one card per account */}
        <StaffCards label={t('admin:users.caption')} dimmed={list.isPlaceholderData}>
          {users.map((user) => (
            <li key={user.id} data-testid="admin-user-row" data-email={user.email}>
              <UserCard user={user} language={language}>
                <UserButtons
                  user={user}
                  actions={actionsFor(user)}
                  busy={changes.changingStatus}
                  on={handlers}
                />
              </UserCard>
            </li>
          ))}
        </StaffCards>

        {/* wider screens: the table */}
        <UsersTable
          users={users}
          language={language}
          dimmed={list.isPlaceholderData}
          actionsFor={actionsFor}
          busy={changes.changingStatus}
          on={handlers}
        />
      </ListState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />

      {!canChangeRoles(caller) && <p className="text-xs text-plum-500">{t('admin:users.managerNote')}</p>}

      <EditUserDialog
        user={editing}
        actions={editing ? actionsFor(editing) : null}
        pending={changes.saving}
        onClose={() => setEditing(null)}
        onSave={(user, body) => changes.save(user, body, () => setEditing(null))}
      />
      <BlacklistUserDialog
        key={blacklisting?.id ?? 'none'}
        user={blacklisting}
        pending={changes.changingStatus}
        onClose={() => setBlacklisting(null)}
        onConfirm={(user, reason, note) => changes.blacklist(user, reason, note, () => setBlacklisting(null))}
      />
      <DeleteUserDialog
        user={deleting}
        pending={changes.deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(user) => changes.deleteUser(user, () => setDeleting(null))}
      />
    </div>
  );
}
