import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethods } from './payment-methods';

// Unit tests render translation keys (src/test/setup.ts): 'paypal:unavailable' stands for its text.
describe('<PaymentMethods>', () => {
  const radio = (value: string) =>
    screen.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === value) as HTMLInputElement;

  it('offers PayPal disabled, with the reason, when the server has no PayPal account', () => {
    render(
      <PaymentMethods
        value="COD"
        onChange={() => {}}
        available={{ COD: true, QR: true, PAYPAL: false }}
        totalUsd="12.34"
      />,
    );
    expect(radio('PAYPAL').disabled).toBe(true);
    expect(screen.getByText('unavailable')).toBeTruthy();
    expect(screen.queryByText('descriptionAmount')).toBeNull();
    expect(radio('COD').checked).toBe(true);
  });

  it('offers PayPal with its charge in dollars when it is available', () => {
    const onChange = vi.fn();
    render(
      <PaymentMethods
        value="COD"
        onChange={onChange}
        available={{ COD: true, QR: true, PAYPAL: true }}
        totalUsd="12.34"
      />,
    );
    expect(radio('PAYPAL').disabled).toBe(false);
    expect(screen.getByText('descriptionAmount')).toBeTruthy();
    fireEvent.click(radio('PAYPAL'));
    expect(onChange).toHaveBeenCalledWith('PAYPAL');
  });
});
