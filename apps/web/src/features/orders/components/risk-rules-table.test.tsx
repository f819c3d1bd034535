import { COD_RISK_RULES, type FulfilmentSettings } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { fulfilmentSettingsKey } from '../../../lib/fulfilment-settings';
import { realI18n } from '../../../lib/test-i18n';
import { RiskRulesTable } from './risk-rules-table';

/** The server's settings as GET /order/fulfilment-settings returns them, from the shared rules. */
const settings = (deposit: FulfilmentSettings['deposit']): FulfilmentSettings => ({
  carriers: [],
  riskRules: COD_RISK_RULES.rules.map((r) => ({
    id: r.id,
    points: r.points,
    each: r.each ?? false,
    cap: r.cap ?? null,
    minTotal: r.minTotal ?? null,
    description: r.description,
  })),
  thresholds: { ...COD_RISK_RULES.thresholds },
  depositLevel: 'HIGH',
  deposit,
  confirmHours: 48,
});

async function show(lng: 'en' | 'vi', deposit: FulfilmentSettings['deposit']) {
  const client = new QueryClient();
  client.setQueryData(fulfilmentSettingsKey, settings(deposit));
  const i18n = await realI18n(lng, ['admin']);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RiskRulesTable />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('<RiskRulesTable> (docs/decisions/0002 in the staff’s "How risk is scored")', () => {
  it('lists the open-orders rule with its points and cap, and the limits staff work under (English)', async () => {
    await show('en', { kind: 'shipping' });
    const row = screen.getAllByTestId('risk-rule').find((r) => r.getAttribute('data-rule') === 'OPEN_ORDERS');
    expect(row?.textContent).toBe(
      'Each other cash-on-delivery order still waiting for delivery (nothing paid)+20 each, at most +40',
    );
    expect(screen.getByTestId('risk-open-limit').textContent).toBe(
      'At most 3 cash-on-delivery orders waiting for delivery (nothing paid) per account, phone and address: checkout refuses one more.',
    );
    expect(screen.getByTestId('risk-staff-confirm').textContent).toBe(
      'An order the buyer confirmed but staff did not confirm within 7 days is canceled by itself, its stock back.',
    );
    expect(screen.getByTestId('risk-deposit').textContent).toContain(
      'When shipping is free, the deposit is 10,000 ₫, the least shipping fee.',
    );
  });

  it('says the same in Vietnamese; a share-of-the-total deposit has no shipping minimum', async () => {
    await show('vi', { kind: 'percent', percent: 30 });
    const row = screen.getAllByTestId('risk-rule').find((r) => r.getAttribute('data-rule') === 'OPEN_ORDERS');
    expect(row?.textContent).toContain(
      'Mỗi đơn thanh toán khi nhận hàng khác đang chờ giao (chưa thanh toán gì)',
    );
    expect(screen.getByTestId('risk-staff-confirm').textContent).toContain(
      'trong vòng 7 ngày sẽ tự động bị hủy',
    );
    expect(screen.getByTestId('risk-open-limit').textContent).toContain('Tối đa 3 đơn');
    expect(screen.getByTestId('risk-deposit').textContent).not.toContain('10.000');
  });
});
