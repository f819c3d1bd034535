import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { removeInactiveThenInvalidate } from './remove-inactive-then-invalidate';

describe('removeInactiveThenInvalidate', () => {
  it('removes the inactive queries under the keys and refetches the active ones', async () => {
    const queryClient = createQueryClient();
    let fetches = 0;
    const onScreen = new QueryObserver(queryClient, {
      queryKey: ['catalog', 'product', 'a'],
      queryFn: () => `fetch ${++fetches}`,
    });
    const unsubscribe = onScreen.subscribe(() => {});
    await vi.waitFor(() => expect(queryClient.getQueryData(['catalog', 'product', 'a'])).toBe('fetch 1'));
    queryClient.setQueryData(['catalog', 'list', { page: 2 }], ['a cached page nobody shows']);
    queryClient.setQueryData(['collections', 'list'], ['another key, cached']);
    queryClient.setQueryData(['banners', 'list'], ['not named']);

    await removeInactiveThenInvalidate(queryClient, [['catalog'], ['collections']]);

    expect(queryClient.getQueryState(['catalog', 'list', { page: 2 }])).toBeUndefined();
    expect(queryClient.getQueryState(['collections', 'list'])).toBeUndefined();
    expect(fetches).toBe(2);
    expect(queryClient.getQueryData(['catalog', 'product', 'a'])).toBe('fetch 2');
    expect(queryClient.getQueryData(['banners', 'list'])).toEqual(['not named']);
    unsubscribe();
    queryClient.clear();
  });

  it('leaves nothing stale for the next mount, which does not refetch', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['banners', 'list'], ['before the write']);
    await removeInactiveThenInvalidate(queryClient, [['banners']]);

    const mounted = new QueryObserver(queryClient, {
      queryKey: ['banners', 'list'],
      queryFn: () => ['after the write'],
    });
    const unsubscribe = mounted.subscribe(() => {});
    await vi.waitFor(() => expect(mounted.getCurrentResult().data).toEqual(['after the write']));
    unsubscribe();
    queryClient.clear();
  });
});
