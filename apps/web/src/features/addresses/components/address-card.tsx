import type { AddressEntry } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { AddressLines } from './address-lines';

interface AddressCardProps {
  entry: AddressEntry;
  onEdit: () => void;
  onMakeDefault: () => void;
  /** a default is being set (this entry or another): the buttons wait */
  makingDefault: boolean;
  onDelete: () => void;
}

/** One saved address of the address book, with its edit, make-default and delete buttons. */
export function AddressCard({ entry, onEdit, onMakeDefault, makingDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('addresses');
  const name = entry.label || entry.street;
  return (
    <li
      data-testid="address-entry"
      data-default={entry.isDefault ? 'true' : 'false'}
      className={
        entry.isDefault
          ? 'flex min-w-0 flex-col gap-3 rounded-2xl border border-plum-800 bg-ivory-50 p-5'
          : 'flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-ivory-50 p-5'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium wrap-anywhere text-plum-900">{entry.label || entry.name}</p>
        {entry.isDefault && (
          <Badge tone="plum" className="px-2.5">
            {t('default')}
          </Badge>
        )}
      </div>
      <AddressLines entry={entry} showName={Boolean(entry.label)} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editNamed', { name })}>
          {t('edit')}
        </Button>
        {!entry.isDefault && (
          <Button
            size="sm"
            variant="ghost"
            disabled={makingDefault}
            onClick={onMakeDefault}
            aria-label={t('makeDefaultNamed', { name })}
          >
            {t('makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-wine-600"
          onClick={onDelete}
          aria-label={t('deleteNamed', { name })}
        >
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
