import { type AdminUser, BLACKLIST_REASONS, type BlacklistReason } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';

interface StatusDialogProps {
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (user: AdminUser, reason: BlacklistReason, note: string) => void;
}

/**
 * Blacklisting a user from the list: a reason (docs/requirements/entities.md) and a note;
 * reactivating needs only a click.
 */
export function BlacklistUserDialog({ user, pending, onClose, onConfirm }: StatusDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  const [reason, setReason] = useState<BlacklistReason>('OTHER');
  const [note, setNote] = useState('');
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={t('admin:users.blacklistTitle', { name: user?.name ?? '' })}
      closeLabel={t('common:close')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (user) onConfirm(user, reason, note.trim());
        }}
      >
        <p className="text-sm leading-relaxed text-plum-700">{t('admin:users.blacklistBody')}</p>
        <Select
          label={t('admin:blacklist.fields.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value as BlacklistReason)}
          options={BLACKLIST_REASONS.map((r) => ({ value: r, label: t(`admin:blacklist.reasons.${r}`) }))}
        />
        <TextArea
          label={t('admin:blacklist.fields.note')}
          value={note}
          maxLength={500}
          className="[&_textarea]:min-h-20"
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('admin:form.cancel')}
          </Button>
          <Button type="submit" disabled={pending} className="bg-wine-600! hover:bg-wine-700!">
            {t('admin:users.blacklist')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
