import type { Banner } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { useDeleteBanner } from '../../../../features/home/api/delete-banner';
import { useBanners } from '../../../../features/home/api/get-banners';
import { BannerForm } from '../../../../features/home/components/staff/banner-form';
import { BannerList } from '../../../../features/home/components/staff/banner-list';

/** The dashboard's "banner" tab: Create Banner, and the home page's banners, each to delete. */
export function BannerTab() {
  const { t } = useTranslation(['admin', 'common']);
  const banners = useBanners();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<Banner | null>(null);

  return (
    <div className="grid gap-10 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <BannerForm />
      <BannerList banners={banners} onDelete={setDeleting} />
      <ConfirmRemoval
        item={deleting}
        title={t('admin:banners.deleteTitle')}
        body={(banner) => t('admin:banners.deleteBody', { title: banner.title })}
        mutation={remove}
        success={(banner) => t('admin:banners.deleted', { title: banner.title })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
