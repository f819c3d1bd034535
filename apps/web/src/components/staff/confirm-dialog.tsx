import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a delete. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common:close')}>
      <p className="text-sm leading-relaxed text-plum-700">{body}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('admin:form.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={pending} className="bg-wine-600! hover:bg-wine-700!">
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
