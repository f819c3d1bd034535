import type { ProductWrite } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickedImage, releaseImages } from '../../../../components/image-picker/picked-image';
import {
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
  remainingErrors,
  validateProductForm,
} from '../../lib/staff/product-form';

export interface ProductFormSubmit {
  data: ProductWrite;
  images: PickedImage[];
}

export interface ProductFormOptions {
  initial: ProductFormValues;
  initialImages: PickedImage[];
  onSubmit: (input: ProductFormSubmit) => Promise<boolean>;
  /** reset to empty after a successful submit (Create Product) */
  resetAfterSubmit?: () => { values: ProductFormValues; images: PickedImage[] };
}

/** The product form's values, pictures and errors, its setter, and its submit. */
export function useProductForm({ initial, initialImages, onSubmit, resetAfterSubmit }: ProductFormOptions) {
  const { t } = useTranslation(['admin', 'common']);
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

  return { values, images, setImages, errors, set, errorOf, submit };
}
