import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';

/**
 * Tests only: resolves once `client` has no query fetching and no mutation running, and React has
 * rendered what they returned. A test that checks something is absent (no button, no request) waits
 * for this rather than for a few milliseconds, which on a slow machine may end before the response it
 * is about has arrived (docs/decisions/0005-tests-wait-for-events.md).
 */
export async function queriesSettled(client: QueryClient): Promise<void> {
  await waitFor(() => {
    if (client.isFetching() + client.isMutating() > 0) throw new Error('queries or mutations still running');
  });
  // the last response's render, and any effect it runs
  await act(async () => {});
}
