import { AVAILABILITY, CATEGORIES, type ProductWrite, SIZES } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../components/image-picker/image-picker';
import { type PickedImage, releaseImages } from '../../../../components/image-picker/picked-image';
import { CheckboxField } from '../../../../components/staff/checkbox-field';
import { FormSection } from '../../../../components/staff/form-section';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { TextArea } from '../../../../components/ui/text-area';
import {
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  remainingErrors,
  stockMissing,
  validateProductForm,
} from '../../../../features/admin/lib/product-form';
import { useCollections } from '../../../../features/collections/api/get-collections';

export interface ProductFormSubmit {
  data: ProductWrite;
  images: PickedImage[];
}

interface ProductFormProps {
  initial: ProductFormValues;
  initialImages: PickedImage[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ProductFormSubmit) => Promise<boolean>;
  /** reset to empty after a successful submit (Create Product) */
  resetAfterSubmit?: () => { values: ProductFormValues; images: PickedImage[] };
  onCancel?: () => void;
}

/** Every field of productWriteSchema: sizes with their own stock, pictures in order, flags. */
export function ProductForm({
  initial,
  initialImages,
  submitLabel,
  pending,
  onSubmit,
  resetAfterSubmit,
  onCancel,
}: ProductFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const collections = useCollections();
  const [values, setValues] = useState(initial);
  const [images, setImages] = useState(initialImages);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  // a change clears the errors it fixes at once; new ones wait for the next submit
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((shown) => remainingErrors(next, shown));
  };
  const errorOf = (field: ProductFormField) => (errors[field] ? t(`admin:form.errors.${field}`) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validateProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      // take the eye to the first field in error
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('[data-product-form] :is(input, select, textarea)[aria-invalid="true"]')
          ?.focus(),
      );
      return;
    }
    setErrors({});
    const done = await onSubmit({ data: result.data, images });
    if (done && resetAfterSubmit) {
      releaseImages(images);
      const fresh = resetAfterSubmit();
      setValues(fresh.values);
      setImages(fresh.images);
    }
  };

  return (
    <form data-product-form noValidate onSubmit={submit} className="flex flex-col gap-10">
      <FormSection title={t('admin:form.sections.basics')}>
        <div className="grid gap-5">
          <Input
            label={t('admin:form.name')}
            value={values.name}
            maxLength={150}
            onChange={(e) => set('name', e.target.value)}
            error={errorOf('name')}
          />
          <TextArea
            label={t('admin:form.description')}
            value={values.description}
            maxLength={5000}
            rows={5}
            onChange={(e) => set('description', e.target.value)}
            error={errorOf('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label={t('admin:form.category')}
              value={values.category}
              onChange={(e) => set('category', e.target.value as ProductFormValues['category'])}
              error={errorOf('category')}
              options={[
                { value: '', label: t('admin:form.chooseCategory') },
                ...CATEGORIES.map((c) => ({ value: c, label: t(`common:catalog.category.${c}`) })),
              ]}
            />
            <Select
              label={t('admin:form.collection')}
              value={values.collectionId}
              onChange={(e) => set('collectionId', e.target.value)}
              error={errorOf('collectionId')}
              options={[
                { value: '', label: t('admin:form.noCollection') },
                ...(collections.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('admin:form.sections.price')} description={t('admin:form.priceHint')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            label={t('admin:form.price')}
            inputMode="numeric"
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            error={errorOf('price')}
          />
          <Input
            label={t('admin:form.discountPrice')}
            inputMode="numeric"
            value={values.discountPrice}
            hint={t('admin:form.discountHint')}
            onChange={(e) => set('discountPrice', e.target.value)}
            error={errorOf('discountPrice')}
          />
          <Select
            label={t('admin:form.availability')}
            value={values.availability}
            onChange={(e) => set('availability', e.target.value as ProductFormValues['availability'])}
            options={AVAILABILITY.map((a) => ({ value: a, label: t(`common:catalog.availability.${a}`) }))}
          />
        </div>
      </FormSection>

      <FormSection title={t('admin:form.sections.sizes')} description={t('admin:form.sizesHint')}>
        <fieldset
          className="min-w-0"
          aria-invalid={errors.sizes || errors.stock ? true : undefined}
          aria-describedby={errors.sizes || errors.stock ? 'sizes-error' : undefined}
        >
          <legend className="sr-only">{t('admin:form.sections.sizes')}</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {SIZES.map((size) => {
              const row = values.sizes[size];
              return (
                <li
                  key={size}
                  className={cx(
                    'flex items-center justify-between gap-3 rounded-2xl border px-4 py-2.5',
                    row.on ? 'border-plum-800 bg-ivory-50' : 'border-line',
                  )}
                >
                  <label className="flex min-h-9 flex-1 cursor-pointer items-center gap-3 text-sm font-medium text-plum-900">
                    <input
                      type="checkbox"
                      checked={row.on}
                      onChange={(e) =>
                        set('sizes', { ...values.sizes, [size]: { on: e.target.checked, stock: row.stock } })
                      }
                      className="size-4 accent-plum-800"
                    />
                    {size}
                  </label>
                  <label className="flex items-center gap-2 text-xs text-plum-500">
                    {t('admin:form.stock')}
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      disabled={!row.on}
                      value={row.stock}
                      aria-label={t('admin:form.stockFor', { size })}
                      aria-invalid={errors.stock && stockMissing(row) ? true : undefined}
                      onChange={(e) =>
                        set('sizes', { ...values.sizes, [size]: { on: true, stock: e.target.value } })
                      }
                      className="h-9 w-20 rounded-pill border border-line bg-ivory-50 px-3 text-right text-sm text-plum-900 lining-nums tabular-nums disabled:bg-transparent disabled:text-plum-300 aria-invalid:border-wine-600"
                    />
                  </label>
                </li>
              );
            })}
          </ul>
          {(errors.sizes || errors.stock) && (
            <p id="sizes-error" className="mt-2 text-xs font-medium text-wine-600">
              {t(errors.sizes ? 'admin:form.errors.sizes' : 'admin:form.errors.stock')}
            </p>
          )}
        </fieldset>
      </FormSection>

      <FormSection title={t('admin:form.sections.images')} description={t('admin:form.imagesHint')}>
        <ImagePicker label={t('admin:form.images')} images={images} onChange={setImages} />
      </FormSection>

      <FormSection title={t('admin:form.sections.display')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckboxField
            label={t('admin:form.featured')}
            description={t('admin:form.featuredHint')}
            checked={values.featured}
            onChange={(next) => set('featured', next)}
          />
          <CheckboxField
            label={t('admin:form.visible')}
            description={t('admin:form.visibleHint')}
            checked={values.visible}
            onChange={(next) => set('visible', next)}
          />
        </div>
      </FormSection>

      <div className="sticky bottom-0 -mx-6 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-ivory-50/95 px-6 py-4 backdrop-blur sm:-mx-8 sm:px-8">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mr-auto text-sm font-medium text-wine-600">
            {t('admin:form.fixErrors')}
          </p>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('admin:form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? t('admin:form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
