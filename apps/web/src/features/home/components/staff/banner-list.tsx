import type { Banner } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/staff/delete-button';
import { Spinner } from '../../../../components/ui/spinner';
import { readableLink } from '../../lib/staff/banner-form';

/** The banners in their slider order: picture, texts, link and place, each with a Delete. */
export function BannerList({
  banners,
  onDelete,
}: {
  banners: Pick<UseQueryResult<Banner[], unknown>, 'isPending' | 'data'>;
  onDelete: (banner: Banner) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <section aria-labelledby="banner-list">
      <h3 id="banner-list" className="font-display text-2xl">
        {t('admin:banners.list')}
      </h3>
      {banners.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('common:loading.generic')} />
        </div>
      ) : !banners.data?.length ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-sm text-plum-500">
          {t('admin:banners.empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {banners.data.map((banner) => (
            <li key={banner.id} className="overflow-hidden rounded-2xl border border-line bg-ivory-100">
              <img
                src={banner.image.src}
                srcSet={banner.image.srcset}
                sizes="(min-width: 1280px) 560px, 90vw"
                width={banner.image.width}
                height={banner.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[16/7] w-full object-cover"
              />
              <div className="flex items-start justify-between gap-4 p-4">
                <div className="min-w-0">
                  <p className="font-display text-xl">{banner.title}</p>
                  {banner.subtitle && <p className="line-clamp-1 text-xs text-plum-500">{banner.subtitle}</p>}
                  <p className="mt-1 text-xs break-all text-plum-500">
                    {t('admin:banners.linkTo', { link: readableLink(banner.link) })} ·{' '}
                    {t('admin:banners.at', { position: banner.position })}
                  </p>
                </div>
                <DeleteButton
                  label={t('admin:banners.deleteFor', { title: banner.title })}
                  onClick={() => onDelete(banner)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
