import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { TextArea } from '../../../../components/ui/text-area';
import {
  type BulkEmailForm,
  isEdited,
  type NewsletterText,
  type NewsletterTexts,
} from '../../lib/staff/bulk-email-form';

interface NewsletterTextFieldProps {
  name: NewsletterText;
  form: BulkEmailForm;
  defaults: NewsletterTexts;
  onChange: (name: NewsletterText, value: string) => void;
}

/**
 * The subject, title or description of a newsletter: says whether it is the type's default (sent in
 * each subscriber's language) or edited (sent as written), and offers the default back.
 */
export function NewsletterTextField({ name, form, defaults, onChange }: NewsletterTextFieldProps) {
  const { t } = useTranslation(['admin', 'newsletter', 'common']);
  const edited = isEdited(form, defaults, name);
  const hint = edited ? t('admin:bulkEmail.editedHint') : t('admin:bulkEmail.defaultHint');
  const common = {
    label: t(`admin:bulkEmail.fields.${name}`),
    value: form[name],
    hint,
    maxLength: name === 'description' ? 5000 : 200,
  };
  return (
    <div className="flex flex-col gap-1">
      {name === 'description' ? (
        <TextArea {...common} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => onChange(name, e.target.value)} />
      )}
      {edited && (
        <Button
          variant="link"
          className="self-start"
          onClick={() => onChange(name, defaults[name])}
          aria-label={t('admin:bulkEmail.restoreFor', { field: t(`admin:bulkEmail.fields.${name}`) })}
        >
          {t('admin:bulkEmail.restore')}
        </Button>
      )}
    </div>
  );
}
