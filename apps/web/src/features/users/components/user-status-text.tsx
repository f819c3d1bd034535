import type { AdminUser } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** ACTIVE or BLACKLISTED, and whether the e-mail is verified. */
export function UserStatusText({ user }: { user: AdminUser }) {
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
