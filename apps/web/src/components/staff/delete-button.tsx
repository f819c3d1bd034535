import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** A staff list's "Delete": small, in wine; `label` names what it deletes for screen readers. */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button size="sm" variant="ghost" className="text-wine-600" aria-label={label} onClick={onClick}>
      {t('admin:products.delete')}
    </Button>
  );
}
