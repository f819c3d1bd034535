import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreateCollection } from '../../../../features/collections/api/create-collection';
import { errorMessage } from '../../../../lib/api-error';
import { CollectionForm } from '../components/collection-form';

/** SPEC §2 dashboard tab "collections": Create Collection (multipart, cover under `image`). */
export function CreateCollectionTab() {
  const { t } = useTranslation('admin');
  const create = useCreateCollection();
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
          toast.error(errorMessage(error, t('errors.generic')));
          return false;
        }
      }}
    />
  );
}
