import { type Banner, isStaffLink } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../components/image-picker/image-picker';
import { type PickedImage, releaseImages } from '../../../../components/image-picker/picked-image';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { useCreateBanner } from '../../../../features/home/api/create-banner';
import { useDeleteBanner } from '../../../../features/home/api/delete-banner';
import { useBanners } from '../../../../features/home/api/get-banners';

/** "/products?category=SALE%20OFF" as staff typed it: "/products?category=SALE OFF". */
function readableLink(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}

/** SPEC §2 dashboard tab "banner": Create Banner (multipart, picture under `image`), and the list. */
export function BannerTab() {
  const { t } = useTranslation(['admin', 'common']);
  const banners = useBanners();
  const create = useCreateBanner();
  const remove = useDeleteBanner();
  const showError = useMutationErrorToast();
  const [title, setTitle] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const [link, setLink] = useState('/products');
  const [position, setPosition] = useState('0');
  const [image, setImage] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<{
    title?: boolean;
    link?: boolean;
    image?: boolean;
    position?: boolean;
  }>({});
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const picked = image[0];
    const pos = Number(position);
    const next = {
      title: !title.trim(),
      // bannerWriteSchema's rule (DECISIONS §11): a path inside the shop or an https address
      link: !isStaffLink(link.trim()),
      image: picked?.kind !== 'new',
      position: !Number.isInteger(pos) || pos < 0 || pos > 1000,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !picked || picked.kind !== 'new') return;
    try {
      const banner = await create.mutateAsync({
        data: { title: title.trim(), subtitle: subtitle.trim(), link: link.trim(), position: pos },
        image: picked.file,
      });
      toast.success(t('admin:banners.created', { title: banner.title }));
      releaseImages(image);
      setImage([]);
      setTitle('');
      setSubtitle('');
      setLink('/products');
      setPosition('0');
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="grid gap-10 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Input
          label={t('admin:banners.title')}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title ? t('admin:banners.titleRequired') : null}
        />
        <Input
          label={t('admin:banners.subtitle')}
          value={subtitle}
          maxLength={240}
          onChange={(e) => setSubtitle(e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
          <Input
            label={t('admin:banners.link')}
            value={link}
            hint={t('admin:banners.linkHint')}
            onChange={(e) => setLink(e.target.value)}
            error={errors.link ? t('admin:banners.linkInvalid') : null}
          />
          <Input
            label={t('admin:banners.position')}
            inputMode="numeric"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
            error={errors.position ? t('admin:banners.positionInvalid') : null}
          />
        </div>
        <ImagePicker
          label={t('admin:banners.image')}
          hint={t('admin:banners.imageHint')}
          images={image}
          onChange={setImage}
          multiple={false}
          error={errors.image ? t('admin:banners.imageRequired') : null}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('admin:form.saving') : t('admin:banners.create')}
          </Button>
        </div>
      </form>

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
                    {banner.subtitle && (
                      <p className="line-clamp-1 text-xs text-plum-500">{banner.subtitle}</p>
                    )}
                    <p className="mt-1 text-xs break-all text-plum-500">
                      {t('admin:banners.linkTo', { link: readableLink(banner.link) })} ·{' '}
                      {t('admin:banners.at', { position: banner.position })}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-wine-600"
                    aria-label={t('admin:banners.deleteFor', { title: banner.title })}
                    onClick={() => setDeleting(banner)}
                  >
                    {t('admin:products.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

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
