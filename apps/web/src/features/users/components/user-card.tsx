import type { AdminUser } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/dates';
import { UserStatusText } from './user-status-text';

/** One account as a card, for phones; `children` are its buttons. */
export function UserCard({
  user,
  language,
  children,
}: {
  user: AdminUser;
  language: string;
  children: ReactNode;
}) {
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
            <UserStatusText user={user} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
