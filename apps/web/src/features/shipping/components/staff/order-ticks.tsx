import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/** The box that ticks one order for the bulk bar (shown only on an order that can be shipped or printed). */
export function OrderTick({
  order,
  checked,
  onChange,
}: {
  order: Order;
  checked: boolean;
  onChange: (order: Order, on: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <input
      type="checkbox"
      data-testid="select-order"
      aria-label={t('admin:shipping.bulk.select', { code: order.code })}
      checked={checked}
      onChange={(e) => onChange(order, e.target.checked)}
      className="size-5 shrink-0 accent-plum-800"
    />
  );
}

/** The table head's box that ticks every order of the page that can be. */
export function PageTick({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <input
      type="checkbox"
      data-testid="select-page"
      aria-label={t('admin:shipping.bulk.selectPage')}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      className="size-5 accent-plum-800"
    />
  );
}
