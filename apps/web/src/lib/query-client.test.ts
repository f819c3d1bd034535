import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('query client', () => {
  it('waits 1 s, doubling, capped at 5 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('has the required default options', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject({
      retry: 3,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      staleTime: 600_000,
      gcTime: 1_800_000,
    });
  });
});
