import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboardPage, tabFromQuery } from './admin-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const open = (url: string) => {
  // the tab's own data is not this test's: every call gets an empty list
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([], { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <AdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('the dashboard’s first tab', () => {
  it('opens on Create Product, the first tab of the list, and keeps ?tab= working', () => {
    expect(tabFromQuery(null)).toBe('create');
    expect(tabFromQuery('unknown')).toBe('create');
    expect(tabFromQuery('orders')).toBe('orders');
    expect(tabFromQuery('userBlacklist')).toBe('userBlacklist');
  });

  it.each([
    ['/admin-dashboard', 'tabs.create'],
    ['/admin-dashboard?tab=orders', 'tabs.orders'],
  ])('%s selects %s', (url, name) => {
    open(url);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(name);
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
  });
});
