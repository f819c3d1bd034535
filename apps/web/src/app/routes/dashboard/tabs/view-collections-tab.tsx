import type { Collection } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { existingImages } from '../../../../components/image-picker/picked-image';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { DeleteButton } from '../../../../components/staff/delete-button';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminProducts } from '../../../../features/catalog/api/get-admin-products';
import { useDeleteCollection } from '../../../../features/collections/api/delete-collection';
import { useEditCollection } from '../../../../features/collections/api/edit-collection';
import { useCollections } from '../../../../features/collections/api/get-collections';
import { errorMessage } from '../../../../lib/api-error';
import { CollectionForm } from '../components/collection-form';

/** The dashboard's "view-collections" tab: the collections, each to edit or delete. */
export function ViewCollectionsTab() {
  const { t } = useTranslation(['admin', 'common']);
  const collections = useCollections();
  const remove = useDeleteCollection();
  const [editing, setEditing] = useState<Collection | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);

  if (editing) return <EditCollection collection={editing} onDone={() => setEditing(null)} />;
  if (collections.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('common:loading.generic')} />
      </div>
    );
  if (collections.isError)
    return (
      <p role="alert" className="text-sm text-wine-600">
        {errorMessage(collections.error, t('admin:errors.generic'))}
      </p>
    );

  return (
    <>
      {collections.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-10 text-center text-sm text-plum-500">
          {t('admin:collections.empty')}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {collections.data.map((collection) => (
            <li
              key={collection.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-ivory-100"
            >
              <div className="aspect-[4/3] bg-ivory-200">
                {collection.image && (
                  <img
                    src={collection.image.src}
                    srcSet={collection.image.srcset}
                    sizes="(min-width: 1280px) 320px, (min-width: 640px) 45vw, 90vw"
                    width={collection.image.width}
                    height={collection.image.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-display text-2xl">
                  <Link to={`/Collection/${collection.id}`} className="hover:text-wine-600">
                    {collection.name}
                  </Link>
                </h3>
                <p className="mt-1 text-xs text-plum-500">
                  {t('admin:collections.count', { count: collection.productCount })}
                </p>
                {collection.description && (
                  <p className="mt-3 line-clamp-2 text-sm text-plum-700">{collection.description}</p>
                )}
                <div className="mt-auto flex gap-2 pt-5">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('admin:collections.editFor', { name: collection.name })}
                    onClick={() => setEditing(collection)}
                  >
                    {t('admin:products.edit')}
                  </Button>
                  <DeleteButton
                    label={t('admin:collections.deleteFor', { name: collection.name })}
                    onClick={() => setDeleting(collection)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemoval
        item={deleting}
        title={t('admin:collections.deleteTitle')}
        body={(collection) => t('admin:collections.deleteBody', { name: collection.name })}
        mutation={remove}
        success={(collection) => t('admin:collections.deleted', { name: collection.name })}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** Edit: the products are read from the staff list (hidden ones included), so saving keeps them all. */
function EditCollection({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const edit = useEditCollection();
  const showError = useMutationErrorToast();
  const members = useAdminProducts({ collectionId: collection.id, sort: 'newest', page: 1, pageSize: 200 });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('admin:edit.back')}
        </Button>
        <h3 className="mt-4 font-display text-3xl">
          {t('admin:collections.editTitle', { name: collection.name })}
        </h3>
      </div>
      {members.data ? (
        <CollectionForm
          initial={{
            name: collection.name,
            description: collection.description,
            productIds: new Set(members.data.products.map((p) => p.id)),
            cover: collection.image ? existingImages([{ id: collection.id, src: collection.image.src }]) : [],
          }}
          submitLabel={t('admin:edit.submit')}
          pending={edit.isPending}
          onCancel={onDone}
          onSubmit={async ({ image, ...data }) => {
            try {
              await edit.mutateAsync({ id: collection.id, data, image });
              toast.success(t('admin:collections.saved', { name: data.name }));
              onDone();
              return true;
            } catch (error) {
              showError(error);
              return false;
            }
          }}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label={t('common:loading.generic')} />
        </div>
      )}
    </div>
  );
}
