import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../components/image-picker/image-picker';
import { type PickedImage, releaseImages } from '../../../../components/image-picker/picked-image';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useCreateBanner } from '../../api/create-banner';
import {
  type BannerFormErrors,
  type BannerFormValues,
  bannerFormErrors,
  EMPTY_BANNER_FORM,
} from '../../lib/staff/banner-form';

/** Create Banner: title, subtitle, link, place in the slider and the picture (multipart, under `image`). */
export function BannerForm() {
  const { t } = useTranslation(['admin', 'common']);
  const create = useCreateBanner();
  const showError = useMutationErrorToast();
  const [values, setValues] = useState<BannerFormValues>(EMPTY_BANNER_FORM);
  const [image, setImage] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<Partial<BannerFormErrors>>({});
  const set = (key: keyof BannerFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const picked = image[0];
    const next = bannerFormErrors(values, picked?.kind === 'new');
    setErrors(next);
    if (Object.values(next).some(Boolean) || !picked || picked.kind !== 'new') return;
    try {
      const banner = await create.mutateAsync({
        data: {
          title: values.title.trim(),
          subtitle: values.subtitle.trim(),
          link: values.link.trim(),
          position: Number(values.position),
        },
        image: picked.file,
      });
      toast.success(t('admin:banners.created', { title: banner.title }));
      releaseImages(image);
      setImage([]);
      setValues(EMPTY_BANNER_FORM);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Input
        label={t('admin:banners.title')}
        value={values.title}
        maxLength={120}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title ? t('admin:banners.titleRequired') : null}
      />
      <Input
        label={t('admin:banners.subtitle')}
        value={values.subtitle}
        maxLength={240}
        onChange={(e) => set('subtitle', e.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <Input
          label={t('admin:banners.link')}
          value={values.link}
          hint={t('admin:banners.linkHint')}
          onChange={(e) => set('link', e.target.value)}
          error={errors.link ? t('admin:banners.linkInvalid') : null}
        />
        <Input
          label={t('admin:banners.position')}
          inputMode="numeric"
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
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
  );
}
