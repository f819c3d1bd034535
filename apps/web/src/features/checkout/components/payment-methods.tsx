import type { PaymentMethod } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

interface PaymentMethodsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** what the server offers (GET /payment/methods): PayPal is off without a PayPal account */
  available: Record<PaymentMethod, boolean>;
  /** the PayPal charge in US dollars ("12.34"), from the server's summary */
  totalUsd: string | undefined;
}

/** The payment methods: cash on delivery, QR code (bank transfer), PayPal. */
export function PaymentMethods({ value, onChange, available, totalUsd }: PaymentMethodsProps) {
  const { t } = useTranslation(['checkout', 'cod', 'qrcode', 'paypal']);
  const options: { method: PaymentMethod; title: string; description: string; disabled?: boolean }[] = [
    {
      method: 'COD',
      title: t('cod:title'),
      description: available.COD ? t('cod:description') : t('checkout:methodUnavailable'),
      disabled: !available.COD,
    },
    {
      method: 'QR',
      title: t('qrcode:title'),
      description: available.QR ? t('qrcode:description') : t('checkout:methodUnavailable'),
      disabled: !available.QR,
    },
    {
      method: 'PAYPAL',
      title: t('paypal:title'),
      description: available.PAYPAL
        ? totalUsd
          ? t('paypal:descriptionAmount', { amount: totalUsd })
          : t('paypal:description')
        : t('paypal:unavailable'),
      disabled: !available.PAYPAL,
    },
  ];
  return (
    <fieldset>
      <legend className="font-display text-2xl font-medium">{t('checkout:paymentMethod')}</legend>
      <div className="mt-4 grid gap-3">
        {options.map((o) => (
          <label
            key={o.method}
            className={cx(
              'flex items-start gap-3 rounded-2xl border bg-ivory-50 p-4 transition-colors',
              o.disabled
                ? 'cursor-not-allowed border-line opacity-60'
                : value === o.method
                  ? 'cursor-pointer border-plum-800 ring-1 ring-plum-800'
                  : 'cursor-pointer border-line hover:border-plum-300',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={o.method}
              checked={value === o.method}
              disabled={o.disabled}
              onChange={() => onChange(o.method)}
              className="mt-1 size-4 shrink-0 accent-plum-800"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-plum-900">{o.title}</span>
              <span className="mt-0.5 block text-xs leading-relaxed text-plum-600">{o.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
