import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

describe('<ScrollToTop>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls up on a route change, not on the page it was mounted on', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      ['/', '/faq'].map((path) => ({ path, element: <ScrollToTop /> })),
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // the page the browser loaded (and the shopper may have scrolled) stays where it is
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
