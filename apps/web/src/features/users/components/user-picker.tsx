import type { AdminUser } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { PickerOption } from '../../../components/staff/picker-option';
import { SearchInput } from '../../../components/staff/search-input';
import { useSearchText } from '../../../components/staff/use-search-text';
import { Spinner } from '../../../components/ui/spinner';
import { useUsers } from '../api/get-users';
import { blacklistPickerQuery } from '../lib/blacklist-form';

/**
 * Finds a customer by name, e-mail or phone and picks one (the blacklist's "by user"). Staff accounts
 * (ADMIN, MANAGER) are never offered: the server rejects blacklisting them.
 */
export function UserPicker({
  selected,
  onSelect,
  error,
}: {
  selected: AdminUser | null;
  onSelect: (user: AdminUser | null) => void;
  error?: string | null;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const name = useId();
  const { search, setSearch, q } = useSearchText();
  const list = useUsers(blacklistPickerQuery(q));
  const users = list.data?.users ?? [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-plum-800">{t('admin:blacklist.fields.user')}</legend>
      <SearchInput label={t('admin:blacklist.findUser')} value={search} onChange={setSearch} error={error} />
      <div className="relative max-h-64 overflow-y-auto rounded-2xl border border-line bg-ivory-50">
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner size="sm" label={t('common:loading.generic')} />
          </div>
        ) : users.length === 0 ? (
          <p className="p-4 text-center text-sm text-plum-500">{t('admin:blacklist.noUser')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {users.map((user) => (
              <PickerOption
                key={user.id}
                type="radio"
                name={name}
                checked={selected?.id === user.id}
                onChange={() => onSelect(user)}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-plum-900">{user.name}</span>
                  <span className="block text-xs text-plum-500">
                    <EmailAddress address={user.email} />
                    {user.phone ? ` · ${user.phone}` : ''}
                    {user.status === 'BLACKLISTED' ? ` · ${t('admin:users.statuses.BLACKLISTED')}` : ''}
                  </span>
                </span>
              </PickerOption>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
