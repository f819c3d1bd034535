import type { Banner } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeInactiveThenInvalidate } from '../../../lib/remove-inactive-then-invalidate';
import { bannerKeys } from './get-banners';

export interface BannerWriteInput {
  title: string;
  subtitle: string;
  /** a path inside the shop, such as /products */
  link: string;
  position: number;
}

/** Multipart POST /banner/create-banner: `data` as JSON and the picture under `image`. */
export async function createBanner(input: { data: BannerWriteInput; image: File }): Promise<Banner> {
  const form = new FormData();
  form.append('data', JSON.stringify(input.data));
  form.append('image', input.image, input.image.name);
  return (await api.post<{ banner: Banner }>('/banner/create-banner', form, { timeout: 'upload' })).banner;
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => removeInactiveThenInvalidate(queryClient, [bannerKeys.all]),
  });
}
