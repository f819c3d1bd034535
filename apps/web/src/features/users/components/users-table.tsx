import type { AdminUser } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { StaffTable } from '../../../components/staff/staff-table';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/dates';
import type { UserActions } from '../lib/user-access';
import { UserButtons, type UserHandlers } from './user-buttons';
import { UserStatusText } from './user-status-text';

interface UsersTableProps {
  users: AdminUser[];
  language: string;
  /** the previous page shows while the next one loads */
  dimmed: boolean;
  actionsFor: (user: AdminUser) => UserActions;
  busy: boolean;
  on: UserHandlers;
}

/** The accounts as a table, on wider screens (phones get UserCard). */
export function UsersTable({ users, language, dimmed, actionsFor, busy, on }: UsersTableProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <StaffTable
      caption={t('admin:users.caption')}
      minWidth="min-w-[48rem]"
      dimmed={dimmed}
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
              <UserStatusText user={user} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-plum-600">
              {formatDate(user.createdAt, language)}
            </td>
            <td className="px-4 py-3">
              <span className="flex flex-wrap justify-end gap-1">
                <UserButtons user={user} actions={actionsFor(user)} busy={busy} on={on} />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
