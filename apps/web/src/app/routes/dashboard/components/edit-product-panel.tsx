import type { ProductDetail } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { existingImages, type PickedImage } from '../../../../components/image-picker/picked-image';
import { LineIcon } from '../../../../components/staff/line-icon';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { type ImagePlan, useEditProduct } from '../../../../features/catalog/api/edit-product';
import { productQueryOptions } from '../../../../features/catalog/api/get-product';
import { productFormFrom } from '../../../../features/catalog/lib/staff/product-form';
import { errorMessage } from '../../../../lib/api-error';
import { ProductForm } from './product-form';

/** The pictures' plan for the edit call, or undefined when staff left them as they were. */
export function imagePlan(before: ProductDetail['images'], after: PickedImage[]): ImagePlan | undefined {
  const unchanged =
    after.length === before.length &&
    after.every((img, i) => img.kind === 'existing' && img.id === before[i]?.id);
  if (unchanged) return undefined;
  return after.map((img) => (img.kind === 'existing' ? { id: img.id } : { file: img.file }));
}

/** Edit Product, from View Products: the same form, filled in, saved by PATCH. */
export function EditProductPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  // what is true now, not the copy a shop page cached up to 5 minutes ago
  const product = useQuery({ ...productQueryOptions(id), staleTime: 0, refetchOnMount: 'always' });
  const edit = useEditProduct();
  const showError = useMutationErrorToast();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button variant="ghost" size="sm" onClick={onDone}>
          <LineIcon>
            <path d="M19 12H5M11 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
          {t('admin:edit.back')}
        </Button>
        {product.data && (
          <Link to={`/product/${id}`} className="text-sm text-wine-600 underline underline-offset-4">
            {t('admin:edit.viewInShop')}
          </Link>
        )}
      </div>
      {product.data ? (
        <>
          <h3 className="font-display text-3xl">{t('admin:edit.title', { name: product.data.name })}</h3>
          <ProductForm
            key={product.data.updatedAt}
            initial={productFormFrom(product.data)}
            initialImages={existingImages(product.data.images)}
            submitLabel={t('admin:edit.submit')}
            pending={edit.isPending}
            onCancel={onDone}
            onSubmit={async ({ data, images }) => {
              const current = product.data;
              if (!current) return false;
              try {
                await edit.mutateAsync({ id, patch: data, images: imagePlan(current.images, images) });
                toast.success(t('admin:edit.saved', { name: data.name }));
                onDone();
                return true;
              } catch (error) {
                showError(error);
                return false;
              }
            }}
          />
        </>
      ) : product.isError ? (
        <p role="alert" className="text-sm text-wine-600">
          {errorMessage(product.error, t('admin:errors.generic'))}
        </p>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('common:loading.generic')} />
        </div>
      )}
    </div>
  );
}
