import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it('shows one price when the piece is not on sale', () => {
    const { container } = render(<PriceTag price={450_000} discountPrice={0} />);
    expect(container.textContent).toBe('450,000 ₫');
    expect(container.querySelector('del')).toBeNull();
  });

  it('puts the sale price beside the struck-out price', () => {
    const { container } = render(<PriceTag price={590_000} discountPrice={472_000} />);
    expect(screen.getByText('472,000 ₫', { exact: false })).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toContain('590,000 ₫');
    // the words screen readers hear before each amount (keys here: no translation files in unit tests)
    expect(container.textContent).toContain('catalog.price.sale');
    expect(container.querySelector('del')?.textContent).toContain('catalog.price.original');
  });
});
