import { NEWSLETTER_MAX_PRODUCTS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/staff/confirm-dialog';
import { FormSection } from '../../../../components/staff/form-section';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { ProductChooser } from '../../../../features/catalog/components/staff/product-chooser';
import { useCollections } from '../../../../features/collections/api/get-collections';
import { CampaignProgress } from '../../../../features/newsletter/components/staff/campaign-progress';
import { NewsletterAudience } from '../../../../features/newsletter/components/staff/newsletter-audience';
import { NewsletterMessageFields } from '../../../../features/newsletter/components/staff/newsletter-message-fields';
import { RecentCampaigns } from '../../../../features/newsletter/components/staff/recent-campaigns';
import { useBulkEmailForm } from '../../../../features/newsletter/hooks/staff/use-bulk-email-form';
import { EmailPreview } from '../components/email-preview';

/**
 * The dashboard's "bulkNewsLetter" tab (Send Email): a newsletter of one of the newsletter types, its
 * default subject, title and description editable, optional products (the catalogue's chooser) or a
 * collection, a preview; the server takes the send with 202 and the campaign, whose progress is then
 * followed live.
 */
export function SendEmailTab() {
  const { t } = useTranslation(['admin', 'newsletter', 'common']);
  const email = useBulkEmailForm();
  const { form, setForm, shown, tooMany, confirming, setConfirming, campaign, campaigns, send } = email;
  const collections = useCollections();
  const collectionName = collections.data?.find((c) => c.id === form.collectionId)?.name ?? null;

  return (
    <div className="flex flex-col gap-10">
      {campaigns.data && <NewsletterAudience campaigns={campaigns.data} />}

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
            <NewsletterMessageFields email={email} />
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
        <RecentCampaigns campaigns={campaigns.data.campaigns} />
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
        onConfirm={email.submit}
      />
    </div>
  );
}
