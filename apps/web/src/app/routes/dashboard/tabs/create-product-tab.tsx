import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { useCreateProduct } from '../../../../features/catalog/api/create-product';
import { emptyProductForm } from '../../../../features/catalog/lib/staff/product-form';
import { ProductForm } from '../components/product-form';

/** The dashboard's "create" tab: Create Product, multipart with `data` and `images` (docs/requirements/api.md). */
export function CreateProductTab() {
  const { t } = useTranslation('admin');
  const create = useCreateProduct();
  const showError = useMutationErrorToast();
  // the toaster sits outside the router: its button navigates through this page's router instead
  const navigate = useNavigate();

  return (
    <ProductForm
      initial={emptyProductForm()}
      initialImages={[]}
      submitLabel={t('create.submit')}
      pending={create.isPending}
      resetAfterSubmit={() => ({ values: emptyProductForm(), images: [] })}
      onSubmit={async ({ data, images }) => {
        try {
          const files = images.flatMap((img) => (img.kind === 'new' ? [img.file] : []));
          const product = await create.mutateAsync({ data, images: files });
          toast.success(
            (toastItem) => (
              <span>
                {t('create.created', { name: product.name })}{' '}
                <button
                  type="button"
                  onClick={() => {
                    toast.dismiss(toastItem.id);
                    navigate(`/product/${product.id}`);
                  }}
                  className="font-medium text-wine-600 underline underline-offset-2"
                >
                  {t('create.view')}
                </button>
              </span>
            ),
            { duration: 6000 },
          );
          return true;
        } catch (error) {
          showError(error);
          return false;
        }
      }}
    />
  );
}
