import type { Order } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('<CodRiskPanel> (the order drawer’s COD block, issue #29)', () => {
  it('shows a COD order’s risk, history, cancel reason and calls', () => {
    render(<CodRiskPanel order={order({})} />);
    expect(screen.getByTestId('risk-badge').getAttribute('data-level')).toBe('MEDIUM');
    expect(screen.getByTestId('risk-factors').textContent).toBe('toConfirm.factors.CANCELED');
    expect(screen.getByTestId('history-blacklisted').textContent).toBe('1');
    expect(screen.getByTestId('cancel-reason').textContent).toContain('toConfirm.reasons.BUYER_UNREACHABLE');
    expect(screen.getByTestId('recent-calls').textContent).toContain('số không tồn tại');
    expect(screen.queryByTestId('deposit-badge')).toBeNull();
  });

  it('renders nothing for an order not paid on delivery', () => {
    const { container } = render(<CodRiskPanel order={order({ paymentMethod: 'QR' })} />);
    expect(container.innerHTML).toBe('');
  });
});
