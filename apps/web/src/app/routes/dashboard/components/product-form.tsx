import { AVAILABILITY, CATEGORIES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../components/image-picker/image-picker';
import { CheckboxField } from '../../../../components/staff/checkbox-field';
import { FormSection } from '../../../../components/staff/form-section';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { TextArea } from '../../../../components/ui/text-area';
import { ProductSizesField } from '../../../../features/catalog/components/staff/product-sizes-field';
import {
  type ProductFormOptions,
  useProductForm,
} from '../../../../features/catalog/hooks/staff/use-product-form';
import type { ProductFormValues } from '../../../../features/catalog/lib/staff/product-form';
import { useCollections } from '../../../../features/collections/api/get-collections';

interface ProductFormProps extends ProductFormOptions {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

/**
 * Every field of productWriteSchema: sizes with their own stock, pictures in order, flags. The
 * collection is chosen among the collections feature's list, which is why the form is the page's.
 */
export function ProductForm({ submitLabel, pending, onCancel, ...options }: ProductFormProps) {
  const { t } = useTranslation(['admin', 'common']);
  const collections = useCollections();
  const { values, images, setImages, errors, set, errorOf, submit } = useProductForm(options);

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
        <ProductSizesField sizes={values.sizes} errors={errors} onChange={(sizes) => set('sizes', sizes)} />
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
