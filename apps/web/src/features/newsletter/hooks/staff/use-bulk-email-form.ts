import { NEWSLETTER_MAX_PRODUCTS, NEWSLETTER_TYPES, type NewsletterType } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { errorMessage } from '../../../../lib/api-error';
import { useCampaigns } from '../../api/get-campaigns';
import { useSendBulkEmail } from '../../api/send-bulk-email';
import {
  type BulkEmailForm,
  bulkEmailErrorKey,
  bulkEmailRequest,
  type NewsletterText,
  type NewsletterTexts,
} from '../../lib/staff/bulk-email-form';

/**
 * The Send Email form: its values (each text starting as its type's default), the confirmation
 * before sending, the send itself, and the campaign it started.
 */
export function useBulkEmailForm() {
  const { t } = useTranslation(['admin', 'newsletter', 'common']);
  const defaultsOf = (type: NewsletterType): NewsletterTexts => ({
    subject: t(`newsletter:types.${type}.subject`),
    title: t(`newsletter:types.${type}.title`),
    description: t(`newsletter:types.${type}.description`),
  });
  const [form, setForm] = useState<BulkEmailForm>(() => ({
    type: NEWSLETTER_TYPES[0],
    ...defaultsOf(NEWSLETTER_TYPES[0]),
    productIds: [],
    collectionId: '',
  }));
  const [confirming, setConfirming] = useState(false);
  const [campaign, setCampaign] = useState<{ id: string; recipients: number } | null>(null);
  const campaigns = useCampaigns();
  const send = useSendBulkEmail();
  // the server's error responses in the reader's language (a hidden product, a deleted collection…)
  const showError = useMutationErrorToast((error, fallback) => {
    const key = bulkEmailErrorKey(error);
    return key ? t(key) : errorMessage(error, fallback);
  });
  const defaults = defaultsOf(form.type);
  const tooMany = form.productIds.length > NEWSLETTER_MAX_PRODUCTS;

  const setText = (key: NewsletterText, value: string) => setForm((f) => ({ ...f, [key]: value }));
  /** the text a subscriber reads: the one written, else the type's default */
  const shown = (key: NewsletterText) => form[key].trim() || defaults[key];

  const submit = () => {
    send.mutate(bulkEmailRequest(form, defaults), {
      onSuccess: (result) => {
        setConfirming(false);
        setCampaign({ id: result.campaignId, recipients: result.recipients });
        toast.success(t('admin:bulkEmail.queued', { count: result.recipients }));
        void campaigns.refetch();
      },
      onError: (error) => {
        setConfirming(false);
        showError(error);
      },
    });
  };

  return {
    form,
    setForm,
    setText,
    shown,
    defaults,
    defaultsOf,
    tooMany,
    confirming,
    setConfirming,
    campaign,
    campaigns,
    send,
    submit,
  };
}
