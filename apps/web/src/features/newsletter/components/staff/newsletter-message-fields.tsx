import { NEWSLETTER_TYPES, type NewsletterType } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/ui/select';
import type { useBulkEmailForm } from '../../hooks/staff/use-bulk-email-form';
import { NEWSLETTER_TEXTS, withType } from '../../lib/staff/bulk-email-form';
import { NewsletterTextField } from './newsletter-text-field';

/** The newsletter's type, then its subject, title and description. */
export function NewsletterMessageFields({ email }: { email: ReturnType<typeof useBulkEmailForm> }) {
  const { t } = useTranslation(['admin', 'newsletter', 'common']);
  const { form, setForm, defaults, defaultsOf, setText } = email;
  return (
    <div className="flex flex-col gap-5">
      <Select
        label={t('admin:bulkEmail.fields.type')}
        value={form.type}
        onChange={(e) => setForm((f) => withType(f, e.target.value as NewsletterType, defaultsOf))}
        options={NEWSLETTER_TYPES.map((type) => ({
          value: type,
          label: t(`admin:bulkEmail.types.${type}`),
        }))}
      />
      {NEWSLETTER_TEXTS.map((name) => (
        <NewsletterTextField key={name} name={name} form={form} defaults={defaults} onChange={setText} />
      ))}
    </div>
  );
}
