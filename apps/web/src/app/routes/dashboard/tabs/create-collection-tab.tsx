import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { useCreateCollection } from '../../../../features/collections/api/create-collection';
import { CollectionForm } from '../components/collection-form';

/** The dashboard's "collections" tab: Create Collection (multipart, cover under `image`). */
export function CreateCollectionTab() {
  const { t } = useTranslation('admin');
  const create = useCreateCollection();
  const showError = useMutationErrorToast();
  return (
    <CollectionForm
      initial={{ name: '', description: '', productIds: new Set(), cover: [] }}
      submitLabel={t('collectionForm.create')}
      pending={create.isPending}
      resetAfterSubmit
      onSubmit={async ({ image, ...data }) => {
        try {
          const collection = await create.mutateAsync({ data, image });
          toast.success(t('collectionForm.created', { name: collection.name }));
          return true;
        } catch (error) {
          showError(error);
          return false;
        }
      }}
    />
  );
}
