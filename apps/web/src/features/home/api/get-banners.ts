import type { Banner } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bannerKeys = { all: ['banners'] as const, list: ['banners', 'list'] as const };

/** GET /banner: the home page's banners, in their position order. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return (await api.get<{ banners: Banner[] }>('/banner', { signal })).banners;
}

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.list, queryFn: ({ signal }) => getBanners(signal) });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
