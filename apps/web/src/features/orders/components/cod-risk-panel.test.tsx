import type { Order } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { realI18n } from '../../../lib/test-i18n';
import { CodRiskPanel } from './cod-risk-panel';

const order = (over: Partial<Order>): Order =>
  ({
    id: 'o1',
    code: 'DH-7K2M9Q',
    status: 'Canceled',
    paymentMethod: 'COD',
    risk: {
      level: 'MEDIUM',
      score: 30,
      reasons: ['3 canceled orders (+30)'],
      factors: [{ rule: 'CANCELED', count: 3, points: 30 }],
    },
    buyerHistory: { placed: 3, completed: 0, canceled: 3, refused: 0, returns: 0, blacklisted: 1 },
    confirmedByBuyer: false,
    depositAmount: 0,
    depositPaid: false,
    cancelReason: 'BUYER_UNREACHABLE',
    calls: [
      { outcome: 'WRONG_NUMBER', note: 'số không tồn tại', byName: 'Mai', at: '2026-11-27T01:00:00.000Z' },
    ],
    ...over,
  }) as Order;

describe('<CodRiskPanel> (the order drawer’s COD block)', () => {
  it('shows a COD order’s risk, history, cancel reason and calls', () => {
    render(<CodRiskPanel order={order({})} />);
    expect(screen.getByTestId('risk-badge').getAttribute('data-level')).toBe('MEDIUM');
    expect(screen.getByTestId('risk-factors').textContent).toBe('toConfirm.factors.CANCELED');
    expect(screen.getByTestId('history-blacklisted').textContent).toBe('1');
    expect(screen.getByTestId('cancel-reason').textContent).toContain('toConfirm.reasons.BUYER_UNREACHABLE');
    expect(screen.getByTestId('recent-calls').textContent).toContain('số không tồn tại');
    expect(screen.queryByTestId('deposit-badge')).toBeNull();
  });

  it.each([
    [
      'en',
      'Not confirmed by staff within 7 days',
      '2 other orders waiting for delivery (+40)',
      '1 other order waiting for delivery (+20)',
    ],
    [
      'vi',
      'Nhân viên không xác nhận trong 7 ngày',
      '2 đơn khác đang chờ giao (+40)',
      '1 đơn khác đang chờ giao (+20)',
    ],
  ] as const)('tells staff in %s why the shop canceled an order no one at the shop confirmed, and the open orders counted', async (lng, reason, two, one) => {
    const i18n = await realI18n(lng, ['admin']);
    const risk = (count: number) => ({
      level: 'HIGH' as const,
      score: 15 + 20 * count,
      reasons: [],
      factors: [
        { rule: 'OPEN_ORDERS', count, points: 20 * count },
        { rule: 'NEW_BUYER', count: 1, points: 15 },
      ],
    });
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <CodRiskPanel
          order={order({ cancelReason: 'NOT_CONFIRMED_BY_STAFF', confirmedByBuyer: true, risk: risk(2) })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('cancel-reason').textContent).toContain(reason);
    expect(screen.getByTestId('risk-factors').textContent).toContain(two);
    unmount();
    render(
      <I18nextProvider i18n={i18n}>
        <CodRiskPanel order={order({ cancelReason: null, risk: risk(1) })} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('risk-factors').textContent).toContain(one);
  });

  it('renders nothing for an order not paid on delivery', () => {
    const { container } = render(<CodRiskPanel order={order({ paymentMethod: 'QR' })} />);
    expect(container.innerHTML).toBe('');
  });
});
