import type { AddressEntry } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';

interface SavedAddressPickerProps {
  addresses: readonly AddressEntry[];
  /** the saved address the form holds now (none: the shopper typed another one) */
  selectedId: string | null;
  /** a saved address chosen, or null for "another address" (an empty form) */
  onPick: (entry: AddressEntry | null) => void;
  className?: string;
}

const NEW = 'new';

/**
 * At checkout: the shopper's saved addresses (the default first, then the most recently
 * used), one of which fills the form; "another address" empties it. Hidden while the address book is empty.
 */
export function SavedAddressPicker({ addresses, selectedId, onPick, className }: SavedAddressPickerProps) {
  const { t } = useTranslation(['addresses', 'checkout']);
  if (!addresses.length) return null;
  const name = (a: AddressEntry) => {
    const where = [a.street, a.ward].filter(Boolean).join(', ');
    const title = a.label ? `${a.label}: ${where}` : `${a.name}, ${where}`;
    return a.isDefault ? `${title} (${t('addresses:default')})` : title;
  };
  return (
    <Select
      label={t('addresses:picker.label')}
      name="saved-address"
      value={selectedId ?? NEW}
      onChange={(e) => onPick(addresses.find((a) => a.id === e.target.value) ?? null)}
      options={[
        ...addresses.map((a) => ({ value: a.id, label: name(a) })),
        { value: NEW, label: t('addresses:picker.other') },
      ]}
      className={className}
    />
  );
}
