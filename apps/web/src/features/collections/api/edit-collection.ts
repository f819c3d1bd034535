import type { Collection } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CollectionWriteInput } from './create-collection';
import { invalidateCollections } from './invalidate-collections';

/**
 * PATCH /collection/edit-collection/{id}: JSON of the fields, or multipart when a new cover
 * comes with them. `productIds` replaces the collection's products as a whole.
 */
export async function editCollection(input: {
  id: string;
  data: Partial<CollectionWriteInput>;
  image: File | null;
}): Promise<Collection> {
  const path = `/collection/edit-collection/${encodeURIComponent(input.id)}`;
  if (!input.image) return (await api.patch<{ collection: Collection }>(path, input.data)).collection;
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  form.append('image', input.image, input.image.name);
  return (await api.patch<{ collection: Collection }>(path, form, { timeout: 'upload' })).collection;
}

export function useEditCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editCollection, onSuccess: () => invalidateCollections(queryClient) });
}
