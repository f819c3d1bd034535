import { formatVnd, type Order, type QrPayment } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QrPaymentView } from './qr-payment-view';

const total = 1_105_000;
const order = (over: Partial<Order>): Order =>
  ({
    id: 'o1',
    code: 'DH-7K2M9Q',
    status: 'Pending',
    paymentMethod: 'QR',
    paymentStatus: 'pending',
    total,
    paidAmount: 0,
    amountDue: total,
    overpaidAmount: 0,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    ...over,
  }) as Order;
const payment = (amount: number, paidAmount: number): QrPayment => ({
  payload: `payload-${amount}`,
  qrImage: `data:image/png;base64,${amount}`,
  bankBin: '970416',
  bankName: 'ACB',
  accountNumber: '257678859',
  accountName: 'LUMIERE',
  amount,
  paidAmount,
  memo: 'DH-7K2M9Q',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
});
const view = (o: Order, p: QrPayment | null) =>
  render(
    <MemoryRouter>
      <QrPaymentView order={o} payment={p} />
    </MemoryRouter>,
  );
const text = (id: string) => screen.getByTestId(id).textContent;

// Unit tests render translation keys (src/test/setup.ts): 'waitingRest' stands for its text.
describe('<QrPaymentView>', () => {
  it('before any transfer: the full amount, no figures', () => {
    view(order({}), payment(total, 0));
    expect(text('qr-amount')).toBe(formatVnd(total, 'en'));
    expect(screen.queryByTestId('qr-figures')).toBeNull();
    expect(text('qr-status')).toBe('waiting');
  });

  it('after half arrived: what arrived, what is left, and the QR for the rest', () => {
    view(order({ paidAmount: 552_500, amountDue: 552_500 }), payment(552_500, 552_500));
    expect(text('qr-total')).toBe(formatVnd(total, 'en'));
    expect(text('qr-paid')).toBe(formatVnd(552_500, 'en'));
    expect(text('qr-remaining')).toBe(formatVnd(552_500, 'en'));
    expect(text('qr-amount')).toBe(formatVnd(552_500, 'en'));
    expect(screen.getByTestId('qr-image').getAttribute('src')).toBe('data:image/png;base64,552500');
    expect(text('qr-status')).toBe('waitingRest');
  });

  it('more than the total arrived: what came above it, and no QR to scan again', () => {
    view(order({ paidAmount: total + 100_000, amountDue: 0, overpaidAmount: 100_000 }), null);
    expect(text('qr-paid')).toBe(formatVnd(total + 100_000, 'en'));
    expect(text('qr-over')).toBe(formatVnd(100_000, 'en'));
    expect(screen.queryByTestId('qr-image')).toBeNull();
    expect(screen.queryByTestId('qr-amount')).toBeNull();
    expect(text('qr-status')).toBe('overpaidNote');
  });
});
