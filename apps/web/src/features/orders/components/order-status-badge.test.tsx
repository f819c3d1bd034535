import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusText } from './order-status-badge';

// Unit tests render translation keys (src/test/setup.ts).
describe('<PaymentStatusText>', () => {
  it('a canceled order never paid reads Not charged, not in the failure colour', () => {
    render(<PaymentStatusText status="failed" orderStatus="Canceled" paidAmount={0} />);
    const label = screen.getByTestId('payment-status');
    expect(label.textContent).toBe('paymentStatus.notCharged');
    expect(label.getAttribute('data-status')).toBe('failed');
    expect(label.className).not.toMatch(/wine/);
  });

  it('a payment that failed on an order still open reads Payment failed', () => {
    render(<PaymentStatusText status="failed" orderStatus="Pending" />);
    expect(screen.getByTestId('payment-status').textContent).toBe('paymentStatus.failed');
  });
});
