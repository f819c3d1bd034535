import type { Order } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersTab } from './orders-tab';

/** A QR order canceled before any transfer arrived: its payment is "failed", nothing was charged. */
const CANCELED: Order = {
  id: 'o1',
  code: 'DH-1I7L1Q',
  status: 'Canceled',
  paymentMethod: 'QR',
  paymentStatus: 'failed',
  items: [],
  subtotal: 450_000,
  discount: 0,
  couponCode: null,
  rankName: 'Blush Babe',
  shippingFee: 0,
  total: 450_000,
  shipping: {
    name: 'Lan Nguyễn',
    phone: '0912345678',
    email: 'lan.nguyen@example.com.vn',
    country: 'Vietnam',
    province: 'Thành phố Hồ Chí Minh',
    ward: 'Phường Sài Gòn',
    street: '12 Lê Lợi',
  } as Order['shipping'],
  history: [],
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  userId: 'u1',
  expiresAt: null,
  completedAt: null,
  paidAmount: 0,
  amountDue: 0,
  overpaidAmount: 0,
  paymentFlag: null,
  totalUsd: null,
  returnReason: null,
  payment: null,
  shipment: null,
  risk: null,
  buyerHistory: null,
  confirmedByBuyer: false,
  depositAmount: 0,
  depositPaid: false,
  cancelReason: null,
  deliveryFlag: null,
  calls: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('<OrdersTab> (issue #28)', () => {
  it('reads a canceled unpaid order "Not charged" in the list too, on a phone’s card and in the table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ orders: [CANCELED], page: 1, pageSize: 20, total: 1 }, { status: 200 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OrdersTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('payment-status')).toHaveLength(2));
    for (const label of screen.getAllByTestId('payment-status')) {
      expect(label.getAttribute('data-label')).toBe('notCharged');
    }
    // the code in lining figures (the display font's old-style 1 reads as I), the e-mail wrapping
    // after "@" and "." only
    for (const code of screen.getAllByText('DH-1I7L1Q')) expect(code.className).toMatch(/lining-nums/);
    const row = screen.getAllByTestId('admin-order-row').find((el) => el.tagName === 'TR');
    expect(row?.innerHTML).toContain('lan.<wbr>nguyen@<wbr>example.<wbr>com.<wbr>vn');
  });
});
