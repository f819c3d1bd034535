import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area';
import { fieldMessageKey } from '../../../lib/shipping-messages';

interface DeliveryNoteProps {
  value: string;
  /** the English text of the shared rule, shown translated */
  error: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}

/** The order's own note for the delivery (optional; not kept in the address book). */
export function DeliveryNote({ value, error, onChange, className }: DeliveryNoteProps) {
  const { t } = useTranslation('checkout');
  const message = error ? fieldMessageKey(error) : undefined;
  return (
    <TextArea
      label={t('fields.note')}
      name="note"
      value={value}
      maxLength={500}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('fields.notePlaceholder')}
      error={message ? (t(message.key, message.params ?? {}) as string) : null}
      className={className}
    />
  );
}
