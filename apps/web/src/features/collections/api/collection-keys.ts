/** Query keys of collections; product writes invalidate them too (counts and product lists change). */
export const collectionKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  collection: (id: string) => ['collections', 'collection', id] as const,
};
