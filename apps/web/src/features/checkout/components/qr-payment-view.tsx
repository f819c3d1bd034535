import { codCollectAmount, formatVnd, type Order, type QrPayment, ROUTES } from '@shop/shared';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { remainingMs } from '../lib/countdown';
import { QrCodePanel } from './qr-code-panel';
import { PayeeRows, PaymentFigures, payeeRows, paymentFigures } from './qr-payment-figures';

/** The clock, once a second while the countdown runs. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

interface QrPaymentViewProps {
  order: Order;
  /** the transfer still to make; null when nothing is due (more than the total arrived) */
  payment: QrPayment | null;
  /**
   * The transfer is a risky COD order's deposit (`order.depositAmount`), not its total: the texts say
   * so and name what the courier collects at the door.
   */
  deposit?: boolean;
}

/**
 * A VietQR bank transfer: the QR image, the payee (bank, account name and number), the amount and the
 * memo (the order code) with copy buttons, and a countdown to `expiresAt`. The page around it asks
 * the server for the payment status and moves on when the transfer lands.
 *
 * Once part of the money arrived, the figures say what arrived and what is left, and the QR and the
 * amount are the server's for the remainder (scanning again must not pay twice); when more than the
 * total arrived there is nothing to scan, only what came above it.
 */
export function QrPaymentView({ order, payment, deposit = false }: QrPaymentViewProps) {
  const { t, i18n } = useTranslation(['qrcode', 'checkout']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const left = remainingMs(payment?.expiresAt, useNow(payment !== null));
  const timeUp = left === 0;
  const partial = payment !== null && order.paidAmount > 0;
  const over = !deposit && payment === null && order.overpaidAmount > 0;
  const figures = paymentFigures({ order, payment, deposit, over, t, money });
  const rows = payeeRows({ payment, deposit, partial, t, money });

  return (
    <section
      aria-labelledby="qr-title"
      data-testid="qr-payment"
      data-balance={over ? 'over' : partial ? 'partial' : 'none'}
      data-purpose={deposit ? 'deposit' : 'order'}
      // lining figures throughout: amounts, account number, memo and countdown
      className="mx-auto w-full max-w-4xl rounded-[1.75rem] border border-line bg-ivory-50 p-5 shadow-card lining-nums sm:p-8"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">
        {t('qrcode:eyebrow', { code: order.code })}
      </p>
      <h1 id="qr-title" className="mt-3 font-display text-4xl font-medium">
        {deposit ? t('qrcode:deposit.title') : t('qrcode:title')}
      </h1>
      {deposit && (
        // said plainly, before the QR: why a deposit, and what is left for the door
        <p data-testid="deposit-intro" className="mt-3 max-w-2xl text-base leading-relaxed text-plum-800">
          {t('qrcode:deposit.intro', {
            deposit: money(order.depositAmount),
            rest: money(codCollectAmount(order)),
          })}
        </p>
      )}
      {payment && (
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-plum-600">
          {partial ? t('qrcode:scanRest', { due: money(payment.amount) }) : t('qrcode:scan')}
        </p>
      )}

      <div
        className={cx(
          'mt-8 grid gap-8',
          payment && 'md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-start',
        )}
      >
        {payment && <QrCodePanel payment={payment} left={left} />}

        <div className="min-w-0">
          <PaymentFigures figures={figures} />
          <PayeeRows rows={rows} />
          {payment && (
            <p className="mt-4 text-xs leading-relaxed text-plum-600">
              {t('qrcode:memoHint', { memo: payment.memo })}
            </p>
          )}
          <p
            role="status"
            data-testid="qr-status"
            data-status={order.paymentStatus}
            className="mt-5 flex items-center gap-3 rounded-2xl bg-blush-100/60 px-4 py-3 text-sm text-plum-800"
          >
            {!over && (
              <span aria-hidden="true" className="size-2.5 shrink-0 animate-pulse rounded-full bg-wine-600" />
            )}
            {statusText({ order, payment, deposit, over, partial, timeUp, t, money })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={ROUTES.profile} className={buttonClasses('secondary', 'md')}>
              {t('checkout:viewOrders')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The line under the payee: what the page is waiting for, or what came above the total. */
function statusText({
  order,
  payment,
  deposit,
  over,
  partial,
  timeUp,
  t,
  money,
}: {
  order: Order;
  payment: QrPayment | null;
  deposit: boolean;
  over: boolean;
  partial: boolean;
  timeUp: boolean;
  t: TFunction;
  money: (amount: number) => string;
}): string {
  if (over)
    return t('qrcode:overpaidNote', {
      paid: money(order.paidAmount),
      over: money(order.overpaidAmount),
      total: money(order.total),
    });
  if (timeUp) return t('qrcode:waitingLate');
  if (deposit)
    return partial
      ? t('qrcode:deposit.waitingRest', { paid: money(order.paidAmount), due: money(payment?.amount ?? 0) })
      : t('qrcode:deposit.waiting');
  return partial
    ? t('qrcode:waitingRest', { paid: money(order.paidAmount), due: money(order.amountDue) })
    : t('qrcode:waiting');
}
