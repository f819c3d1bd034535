import type { Collection } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateCollections } from './invalidate-collections';

export interface CollectionWriteInput {
  name: string;
  description: string;
  productIds: string[];
}

/** Multipart POST /collection/create-collection: `data` as JSON and the cover under `image`. */
export async function createCollection(input: {
  data: CollectionWriteInput;
  image: File | null;
}): Promise<Collection> {
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  if (input.image) form.append('image', input.image, input.image.name);
  const body = await api.post<{ collection: Collection }>('/collection/create-collection', form, {
    timeout: 'upload',
  });
  return body.collection;
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCollection, onSuccess: () => invalidateCollections(queryClient) });
}
