import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../components/image-picker/image-picker';
import { type PickedImage, releaseImages } from '../../../../components/image-picker/picked-image';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { TextArea } from '../../../../components/ui/text-area';
import { ProductChooser } from '../../../../features/catalog/components/staff/product-chooser';

export interface CollectionFormValues {
  name: string;
  description: string;
  productIds: Set<string>;
  cover: PickedImage[];
}

interface CollectionFormProps {
  initial: CollectionFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: {
    name: string;
    description: string;
    productIds: string[];
    image: File | null;
  }) => Promise<boolean>;
  onCancel?: () => void;
  resetAfterSubmit?: boolean;
}

/** A collection's name, story, cover picture and products (collectionWriteSchema). */
export function CollectionForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  resetAfterSubmit,
}: CollectionFormProps) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [productIds, setProductIds] = useState<Set<string>>(initial.productIds);
  const [cover, setCover] = useState<PickedImage[]>(initial.cover);
  const [nameError, setNameError] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    setNameError(false);
    const file = cover[0]?.kind === 'new' ? cover[0].file : null;
    const done = await onSubmit({
      name: name.trim(),
      description: description.trim(),
      productIds: [...productIds],
      image: file,
    });
    if (done && resetAfterSubmit) {
      releaseImages(cover);
      setName('');
      setDescription('');
      setProductIds(new Set());
      setCover([]);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-5">
        <Input
          label={t('collectionForm.name')}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          error={nameError ? t('collectionForm.nameRequired') : null}
        />
        <TextArea
          label={t('collectionForm.description')}
          value={description}
          maxLength={2000}
          rows={4}
          onChange={(e) => setDescription(e.target.value)}
        />
        <ImagePicker
          label={t('collectionForm.cover')}
          images={cover}
          onChange={setCover}
          multiple={false}
          hint={t('collectionForm.coverHint')}
        />
      </div>
      <div className="flex flex-col gap-5">
        <ProductChooser label={t('collectionForm.products')} selected={productIds} onChange={setProductIds} />
      </div>
      <div className="flex justify-end gap-3 border-t border-line pt-5 xl:col-span-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
