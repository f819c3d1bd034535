import type { BlacklistEntry } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { useBlacklist } from '../../../../features/users/api/get-blacklist';
import { useRemoveFromBlacklist } from '../../../../features/users/api/remove-from-blacklist';
import { BlacklistEntryForm } from '../../../../features/users/components/blacklist-entry-form';
import { BlacklistEntryList } from '../../../../features/users/components/blacklist-entry-list';
import { whoOf } from '../../../../features/users/lib/blacklist-entry';

/**
 * The dashboard's "userBlacklist" tab: add a user, a phone number or an e-mail with a reason and a
 * note; the list, newest first; removal. A blacklisted user is signed out and checkout rejects them,
 * and an order to a listed phone or e-mail too (docs/requirements/states.md).
 */
export function BlacklistTab() {
  const { t } = useTranslation(['admin', 'common']);
  const [removing, setRemoving] = useState<BlacklistEntry | null>(null);
  const entries = useBlacklist();
  const remove = useRemoveFromBlacklist();

  return (
    <div className="flex flex-col gap-12">
      <BlacklistEntryForm />
      <BlacklistEntryList entries={entries} onRemove={setRemoving} />
      <ConfirmRemoval
        item={removing}
        title={t('admin:blacklist.removeTitle')}
        body={(entry) => t('admin:blacklist.removeBody', { who: whoOf(entry) })}
        confirmLabel={t('admin:blacklist.remove')}
        mutation={remove}
        success={(entry) => t('admin:blacklist.removed', { who: whoOf(entry) })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
