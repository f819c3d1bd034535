import { ROLES, USER_STATUSES, USER_TYPES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/staff/filter-select';
import { SearchInput } from '../../../components/staff/search-input';
import type { UserFilters } from '../lib/users-query';

interface UserFilterBarProps {
  search: string;
  onSearch: (search: string) => void;
  filters: UserFilters;
  onFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => void;
}

/** The User tab's search (name, e-mail or phone) and its filters by role, customer type and status. */
export function UserFilterBar({ search, onSearch, filters, onFilter }: UserFilterBarProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SearchInput
        label={t('admin:users.search')}
        value={search}
        onChange={onSearch}
        className="sm:col-span-3"
      />
      <FilterSelect
        label={t('admin:users.fields.role')}
        allLabel={t('admin:users.allRoles')}
        value={filters.role}
        values={ROLES}
        labelOf={(v) => t(`admin:users.roles.${v}`)}
        onChange={(v) => onFilter('role', v)}
      />
      <FilterSelect
        label={t('admin:users.fields.userType')}
        allLabel={t('admin:users.allTypes')}
        value={filters.userType}
        values={USER_TYPES}
        labelOf={(v) => t(`admin:users.userTypes.${v}`)}
        onChange={(v) => onFilter('userType', v)}
      />
      <FilterSelect
        label={t('admin:users.fields.status')}
        allLabel={t('admin:users.allStatuses')}
        value={filters.status}
        values={USER_STATUSES}
        labelOf={(v) => t(`admin:users.statuses.${v}`)}
        onChange={(v) => onFilter('status', v)}
      />
    </div>
  );
}
