import {
  type AdminUser,
  type EditUserBody,
  ROLES,
  type Role,
  USER_STATUSES,
  USER_TYPES,
  USERS_PAGE_SIZE,
  type UserStatus,
  type UserType,
} from '@shop/shared';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { EmailAddress } from '../../../../components/email-address';
import { FilterSelect } from '../../../../components/staff/filter-select';
import { ListState } from '../../../../components/staff/list-state';
import { StaffTable } from '../../../../components/staff/staff-table';
import { useListFilters } from '../../../../components/staff/use-list-filters';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Pager, pageCount } from '../../../../components/ui/pager';
import { useDeleteUser } from '../../../../features/admin/api/delete-user';
import { useEditUser } from '../../../../features/admin/api/edit-user';
import { useUsers } from '../../../../features/admin/api/get-users';
import { useUpdateUserStatus } from '../../../../features/admin/api/update-user-status';
import type { UsersQuery } from '../../../../features/admin/api/users-keys';
import {
  BlacklistUserDialog,
  DeleteUserDialog,
  EditUserDialog,
} from '../../../../features/admin/components/user-dialogs';
import {
  type Caller,
  canChangeRoles,
  type UserActions,
  userActions,
} from '../../../../features/admin/lib/user-access';
import { formatDate } from '../../../../lib/dates';
import { useAuthStore } from '../../../../stores/auth-store';

interface Filters {
  role: Role | '';
  userType: UserType | '';
  status: UserStatus | '';
}
const NO_FILTERS: Filters = { role: '', userType: '', status: '' };

/** The list query of DECISIONS §10 from the tab's filters (empty ones left out: equal filters, equal key). */
export function usersQuery(filters: Filters, q: string, page: number): UsersQuery {
  const query: UsersQuery = { page, pageSize: USERS_PAGE_SIZE };
  if (q) query.q = q;
  if (filters.role) query.role = filters.role;
  if (filters.userType) query.userType = filters.userType;
  if (filters.status) query.status = filters.status;
  return query;
}

/** The dashboard's user: their id and role, as the session holds them. */
export function useCaller(): Caller {
  return useAuthStore(
    useShallow((s) => ({
      userId: typeof s.user?.id === 'string' ? s.user.id : undefined,
      role: s.account?.userType,
    })),
  );
}

/**
 * SPEC §2 dashboard tab "userListManagement" (User): every account with search, filters by role,
 * customer type and status, a page at a time; edit (the role only for an ADMIN), blacklist or
 * reactivate, and, for an ADMIN, permanent deletion confirmed by typing the e-mail (DECISIONS §4).
 */
export function UsersTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const caller = useCaller();
  const { search, setSearch, q, filters, filter, page, setPage, clear, filtered } =
    useListFilters(NO_FILTERS);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [blacklisting, setBlacklisting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const edit = useEditUser();
  const status = useUpdateUserStatus();
  const remove = useDeleteUser();

  const list = useUsers(usersQuery(filters, q, page));
  const users = list.data?.users ?? [];
  const totalPages = list.data ? pageCount(list.data.total, list.data.pageSize || USERS_PAGE_SIZE) : 1;
  const showError = useMutationErrorToast();

  const save = (user: AdminUser, body: EditUserBody) =>
    edit.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('admin:users.saved', { name: saved.name }));
          setEditing(null);
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

  const actionsFor = (user: AdminUser) => userActions(caller, user);
  const handlers: UserHandlers = {
    edit: setEditing,
    blacklist: setBlacklisting,
    reactivate,
    delete: setDeleting,
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <Input
          label={t('admin:users.search')}
          hideLabel
          type="search"
          placeholder={t('admin:users.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="sm:col-span-3"
        />
        <FilterSelect
          label={t('admin:users.fields.role')}
          allLabel={t('admin:users.allRoles')}
          value={filters.role}
          values={ROLES}
          labelOf={(v) => t(`admin:users.roles.${v}`)}
          onChange={(v) => filter('role', v)}
        />
        <FilterSelect
          label={t('admin:users.fields.userType')}
          allLabel={t('admin:users.allTypes')}
          value={filters.userType}
          values={USER_TYPES}
          labelOf={(v) => t(`admin:users.userTypes.${v}`)}
          onChange={(v) => filter('userType', v)}
        />
        <FilterSelect
          label={t('admin:users.fields.status')}
          allLabel={t('admin:users.allStatuses')}
          value={filters.status}
          values={USER_STATUSES}
          labelOf={(v) => t(`admin:users.statuses.${v}`)}
          onChange={(v) => filter('status', v)}
        />
      </div>

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
        <ul
          aria-label={t('admin:users.caption')}
          className={cx('flex flex-col gap-3 md:hidden', list.isPlaceholderData && 'opacity-60')}
        >
          {users.map((user) => (
            <li key={user.id} data-testid="admin-user-row" data-email={user.email}>
              <UserCard user={user} language={language}>
                <UserButtons user={user} actions={actionsFor(user)} busy={status.isPending} on={handlers} />
              </UserCard>
            </li>
          ))}
        </ul>

        {/* wider screens: the table */}
        <StaffTable
          caption={t('admin:users.caption')}
          minWidth="min-w-[48rem]"
          dimmed={list.isPlaceholderData}
          wideOnly
          columns={[
            { key: 'user', label: t('admin:users.columns.user') },
            { key: 'phone', label: t('admin:users.fields.phone') },
            { key: 'type', label: t('admin:users.columns.type') },
            { key: 'status', label: t('admin:users.fields.status') },
            { key: 'joined', label: t('admin:users.columns.joined') },
            { key: 'actions', label: t('admin:users.columns.actions'), srOnly: true, align: 'right' },
          ]}
        >
          <tbody className="divide-y divide-line">
            {users.map((user) => (
              <tr key={user.id} data-testid="admin-user-row" data-email={user.email} className="align-top">
                <td className="max-w-64 px-4 py-3">
                  <span className="block truncate font-semibold">{user.name}</span>
                  <EmailAddress address={user.email} className="block text-xs text-plum-500" />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{user.phone ?? '—'}</td>
                <td className="px-3 py-3">
                  <span className="flex flex-wrap gap-1">
                    <Badge tone={user.role === 'CUSTOMER' ? 'outline' : 'plum'}>
                      {t(`admin:users.roles.${user.role}`)}
                    </Badge>
                    <Badge tone={user.userType === 'VIP' ? 'blush' : 'outline'}>
                      {t(`admin:users.userTypes.${user.userType}`)}
                    </Badge>
                  </span>
                </td>
                <td className="px-3 py-3">
                  <StatusText user={user} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-plum-600">
                  {formatDate(user.createdAt, language)}
                </td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap justify-end gap-1">
                    <UserButtons
                      user={user}
                      actions={actionsFor(user)}
                      busy={status.isPending}
                      on={handlers}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      </ListState>

      <Pager page={page} totalPages={totalPages} onPage={setPage} align="end" />

      {!canChangeRoles(caller) && <p className="text-xs text-plum-500">{t('admin:users.managerNote')}</p>}

      <EditUserDialog
        user={editing}
        actions={editing ? actionsFor(editing) : null}
        pending={edit.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <BlacklistUserDialog
        key={blacklisting?.id ?? 'none'}
        user={blacklisting}
        pending={status.isPending}
        onClose={() => setBlacklisting(null)}
        onConfirm={(user, reason, note) =>
          status.mutate(
            { id: user.id, body: { status: 'BLACKLISTED', reason, ...(note ? { note } : {}) } },
            {
              onSuccess: () => {
                toast.success(t('admin:users.blacklisted', { name: user.name }));
                setBlacklisting(null);
              },
              onError: showError,
            },
          )
        }
      />
      <DeleteUserDialog
        user={deleting}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(user) =>
          remove.mutate(user.id, {
            onSuccess: () => {
              toast.success(t('admin:users.deleted', { name: user.name }));
              setDeleting(null);
            },
            onError: showError,
          })
        }
      />
    </div>
  );
}

interface UserHandlers {
  edit: (user: AdminUser) => void;
  blacklist: (user: AdminUser) => void;
  reactivate: (user: AdminUser) => void;
  delete: (user: AdminUser) => void;
}

/** ACTIVE or BLACKLISTED, and whether the e-mail is verified. */
function StatusText({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cx('text-sm', user.status === 'BLACKLISTED' && 'font-semibold text-wine-600')}>
      {t(`users.statuses.${user.status}`)}
      {!user.isVerified && (
        <span className="block text-xs font-normal text-plum-500">{t('users.unverified')}</span>
      )}
    </span>
  );
}

/** One account as a card, for phones. */
function UserCard({ user, language, children }: { user: AdminUser; language: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-ivory-50 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate font-semibold text-plum-900">{user.name}</span>
          {user.role !== 'CUSTOMER' && <Badge tone="plum">{t(`users.roles.${user.role}`)}</Badge>}
          {user.userType === 'VIP' && <Badge tone="blush">{t('users.userTypes.VIP')}</Badge>}
        </p>
        <EmailAddress address={user.email} className="block text-sm text-plum-600" />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-plum-600">
        <div className="min-w-0">
          <dt className="text-plum-500">{t('users.fields.phone')}</dt>
          <dd className="m-0 truncate">{user.phone ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-plum-500">{t('users.columns.joined')}</dt>
          <dd className="m-0">{formatDate(user.createdAt, language)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">{t('users.fields.status')}</dt>
          <dd className="m-0">
            <StatusText user={user} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** The actions the caller may take on this account (DECISIONS §4), and only those. */
function UserButtons({
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
