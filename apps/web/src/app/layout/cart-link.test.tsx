import { formatBadgeCount } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartLink } from './cart-link';

const renderLink = (count: number) =>
  render(
    <MemoryRouter>
      <CartLink count={count} badge={formatBadgeCount(count)} />
    </MemoryRouter>,
  );

describe('<CartLink>', () => {
  it("shows '99+' for 100 pieces and the number below", () => {
    const { unmount } = renderLink(100);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    unmount();
    renderLink(7);
    expect(screen.getByTestId('cart-badge').textContent).toBe('7');
  });

  it('shows no badge for an empty cart', () => {
    renderLink(0);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });
});
