import { NEWSLETTER_MAX_PRODUCTS, NEWSLETTER_TYPES, type NewsletterType } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/staff/confirm-dialog';
import { FormSection } from '../../../../components/staff/form-section';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { TextArea } from '../../../../components/ui/text-area';
import {
  type BulkEmailForm,
  bulkEmailErrorKey,
  bulkEmailRequest,
  isEdited,
  type NewsletterText,
  type NewsletterTexts,
  withType,
} from '../../../../features/admin/lib/bulk-email-form';
import { useCollections } from '../../../../features/collections/api/get-collections';
import { useCampaigns } from '../../../../features/newsletter/api/get-campaigns';
import { useSendBulkEmail } from '../../../../features/newsletter/api/send-bulk-email';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { CampaignProgress } from '../components/campaign-progress';
import { EmailPreview } from '../components/email-preview';
import { ProductChooser } from '../components/product-chooser';

/**
 * SPEC §2 dashboard tab "bulkNewsLetter" (Send Email): a newsletter of one of the SPEC §3 types, its
 * default subject, title and description editable, optional products or a collection, a preview;
 * sending answers 202 with the campaign, whose progress is then followed live.
 */
export function SendEmailTab() {
  const { t, i18n } = useTranslation(['admin', 'newsletter', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
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
  const collections = useCollections();
  const campaigns = useCampaigns();
  const send = useSendBulkEmail();
  // the server's refusals in the reader's language (a hidden product, a deleted collection…)
  const showError = useMutationErrorToast((error, fallback) => {
    const key = bulkEmailErrorKey(error);
    return key ? t(key) : errorMessage(error, fallback);
  });
  const defaults = defaultsOf(form.type);
  const tooMany = form.productIds.length > NEWSLETTER_MAX_PRODUCTS;

  const setText = (key: NewsletterText, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const shown = (key: NewsletterText) => form[key].trim() || defaults[key];
  const collectionName = collections.data?.find((c) => c.id === form.collectionId)?.name ?? null;

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

  const textField = (key: NewsletterText) => {
    const edited = isEdited(form, defaults, key);
    const hint = edited ? t('admin:bulkEmail.editedHint') : t('admin:bulkEmail.defaultHint');
    const common = {
      label: t(`admin:bulkEmail.fields.${key}`),
      value: form[key],
      hint,
      maxLength: key === 'description' ? 5000 : 200,
    };
    return (
      <div className="flex flex-col gap-1">
        {key === 'description' ? (
          <TextArea {...common} onChange={(e) => setText(key, e.target.value)} />
        ) : (
          <Input {...common} onChange={(e) => setText(key, e.target.value)} />
        )}
        {edited && (
          <Button
            variant="link"
            className="self-start"
            onClick={() => setText(key, defaults[key])}
            aria-label={t('admin:bulkEmail.restoreFor', { field: t(`admin:bulkEmail.fields.${key}`) })}
          >
            {t('admin:bulkEmail.restore')}
          </Button>
        )}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-10">
      {campaigns.data && (
        <p className="rounded-2xl bg-ivory-200 px-4 py-3 text-sm text-plum-700" data-testid="audience">
          {t('admin:bulkEmail.audience', { count: campaigns.data.activeSubscribers })}
          {/* addresses not confirmed yet are not sent to */}
          {campaigns.data.pendingSubscribers > 0 && (
            <span className="block">
              {t('admin:bulkEmail.audiencePending', { count: campaigns.data.pendingSubscribers })}
            </span>
          )}
        </p>
      )}

      <div className="grid min-w-0 gap-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form
          noValidate
          className="flex min-w-0 flex-col gap-8"
          onSubmit={(e) => {
            e.preventDefault();
            if (!tooMany) setConfirming(true);
          }}
        >
          <FormSection title={t('admin:bulkEmail.sections.message')}>
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
              {textField('subject')}
              {textField('title')}
              {textField('description')}
            </div>
          </FormSection>

          <FormSection
            title={t('admin:bulkEmail.sections.linked')}
            description={t('admin:bulkEmail.linkedHint')}
          >
            <div className="flex flex-col gap-6">
              <div className="flex flex-col gap-2">
                <ProductChooser
                  visibleOnly
                  label={t('admin:bulkEmail.fields.products')}
                  selected={new Set(form.productIds)}
                  onChange={(next) => setForm((f) => ({ ...f, productIds: [...next] }))}
                />
                {tooMany && (
                  <p role="alert" className="text-xs font-medium text-wine-600">
                    {t('admin:bulkEmail.tooManyProducts', { max: NEWSLETTER_MAX_PRODUCTS })}
                  </p>
                )}
              </div>
              <Select
                label={t('admin:bulkEmail.fields.collection')}
                value={form.collectionId}
                onChange={(e) => setForm((f) => ({ ...f, collectionId: e.target.value }))}
                options={[
                  { value: '', label: t('admin:bulkEmail.noCollection') },
                  ...(collections.data ?? []).map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
            </div>
          </FormSection>

          <div className="flex flex-wrap items-center gap-3 border-t border-line pt-6">
            <Button type="submit" size="lg" disabled={send.isPending || tooMany}>
              {send.isPending ? t('admin:bulkEmail.sending') : t('admin:bulkEmail.send')}
            </Button>
          </div>
        </form>

        <div className="flex min-w-0 flex-col gap-6 xl:sticky xl:top-24 xl:self-start">
          <h3 className="font-display text-2xl">{t('admin:bulkEmail.preview.title')}</h3>
          <EmailPreview
            subject={shown('subject')}
            title={shown('title')}
            description={shown('description')}
            productIds={form.productIds.slice(0, NEWSLETTER_MAX_PRODUCTS)}
            collectionName={collectionName}
          />
          {campaign && (
            <CampaignProgress key={campaign.id} campaignId={campaign.id} recipients={campaign.recipients} />
          )}
        </div>
      </div>

      {campaigns.data && campaigns.data.campaigns.length > 0 && (
        <section aria-labelledby="recent-campaigns" className="min-w-0 border-t border-line pt-8">
          <h3 id="recent-campaigns" className="font-display text-2xl">
            {t('admin:bulkEmail.recent')}
          </h3>
          <ul className="mt-4 flex flex-col gap-2">
            {campaigns.data.campaigns.slice(0, 10).map((c) => (
              <li
                key={c.campaignId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {c.subject ?? t(`admin:bulkEmail.types.${c.type}`)}
                  </span>
                  <span className="block text-xs text-plum-500">
                    {t(`admin:bulkEmail.types.${c.type}`)} · {formatDateTime(c.createdAt, language)}
                  </span>
                </span>
                <span className="text-xs text-plum-700 lining-nums tabular-nums">
                  {t('admin:bulkEmail.recentFigures', { sent: c.sent, failed: c.failed, pending: c.pending })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('admin:bulkEmail.confirmTitle')}
        body={
          campaigns.data
            ? t('admin:bulkEmail.confirmBody', {
                subject: shown('subject'),
                count: campaigns.data.activeSubscribers,
              })
            : t('admin:bulkEmail.confirmBodyUnknown', { subject: shown('subject') })
        }
        confirmLabel={t('admin:bulkEmail.send')}
        pending={send.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={submit}
      />
    </div>
  );
}
