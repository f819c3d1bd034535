import type { Order, Shipment } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { realI18n } from '../../../lib/test-i18n';
import { OrderFulfilment } from './shipment-timeline';

const SHIPMENT: Shipment = {
  carrier: 'GHN',
  trackingCode: 'LBK9XQ7H',
  // the customer's own order carries 0; a leak would show here
  fee: 31_500,
  codAmount: 1_050_000,
  status: 'delivering',
  events: [
    { status: 'ready_to_pick', at: '2026-11-20T02:00:00.000Z', note: null },
    { status: 'delivering', at: '2026-11-21T03:00:00.000Z', note: null },
    { status: 'picked', at: '2026-11-20T09:00:00.000Z', note: 'Bưu cục Quận 1' },
  ],
  trackingUrl: 'https://donhang.ghn.vn/?order_code=LBK9XQ7H',
  weight: 500,
  codCollected: null,
  createdAt: '2026-11-20T02:00:00.000Z',
};

const order = (over: Partial<Order>): Order =>
  ({
    id: 'o1',
    code: 'DH-7K2M9Q',
    status: 'Shipped to Carrier',
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    total: 1_155_000,
    paidAmount: 0,
    shipment: null,
    depositAmount: 0,
    depositPaid: false,
    cancelReason: null,
    ...over,
  }) as Order;

describe('<OrderFulfilment>: the shopper’s delivery, deposit and cancel reason', () => {
  it('names the carrier, links the tracking code, says the status and lists the updates newest first', async () => {
    const en = await realI18n('en', ['account']);
    const { container } = render(
      <I18nextProvider i18n={en}>
        <OrderFulfilment order={order({ shipment: SHIPMENT })} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('shipment-carrier').textContent).toBe('Giao Hàng Nhanh (GHN)');
    const link = screen.getByTestId('shipment-tracking');
    expect(link.textContent).toBe('LBK9XQ7H');
    expect(link.getAttribute('href')).toBe('https://donhang.ghn.vn/?order_code=LBK9XQ7H');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('shipment-status').textContent).toBe('Out for delivery');
    const events = [...screen.getByTestId('shipment-events').querySelectorAll('li')];
    expect(events.map((li) => li.getAttribute('data-status'))).toEqual([
      'delivering',
      'picked',
      'ready_to_pick',
    ]);
    expect(events[1]?.textContent).toContain('Bưu cục Quận 1');
    // never the carrier's fee
    expect(container.textContent).not.toMatch(/31[.,]?500/);
  });

  it('a deposit: what was asked, what arrived and what the courier collects', async () => {
    const en = await realI18n('en', ['account']);
    render(
      <I18nextProvider i18n={en}>
        <OrderFulfilment
          order={order({ status: 'Pending', depositAmount: 105_000, depositPaid: true, paidAmount: 105_000 })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('deposit-asked').textContent).toBe('105,000 ₫');
    expect(screen.getByTestId('deposit-paid').getAttribute('data-paid')).toBe('true');
    expect(screen.getByTestId('deposit-paid').textContent).toBe('105,000 ₫');
    expect(screen.getByTestId('deposit-collect').textContent).toBe('1,050,000 ₫');
    expect(screen.getByText('Deposit received')).toBeTruthy();
  });

  it.each([
    ['UNCONFIRMED', 'It was not confirmed in time.', 'Đơn không được xác nhận kịp thời.'],
    ['REFUSED_AT_DOOR', 'It was refused at delivery.', 'Đơn bị từ chối khi giao hàng.'],
    [
      'NOT_CONFIRMED_BY_STAFF',
      'We could not confirm it within 7 days.',
      'Shop không xác nhận được đơn trong vòng 7 ngày.',
    ],
  ] as const)('a canceled order’s reason %s in friendly words', async (reason, english, vietnamese) => {
    for (const [lng, words] of [
      ['en', english],
      ['vi', vietnamese],
    ] as const) {
      const i18n = await realI18n(lng, ['account']);
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <OrderFulfilment order={order({ status: 'Canceled', cancelReason: reason })} />
        </I18nextProvider>,
      );
      expect(screen.getByTestId('cancel-reason').textContent).toContain(words);
      unmount();
    }
  });

  it('shows nothing for an order with no shipment, deposit or cancel reason', () => {
    const { container } = render(<OrderFulfilment order={order({ status: 'Pending' })} />);
    expect(container.innerHTML).toBe('');
  });
});
