import { codCollectAmount, formatVnd, type Order, type QrPayment, ROUTES } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { formatCountdown, remainingMs } from '../lib/countdown';
import { CopyButton } from './copy-button';

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
   * DECISIONS §12: the transfer is a risky COD order's deposit (`order.depositAmount`), not its total:
   * the texts say so and name what the courier collects at the door.
   */
  deposit?: boolean;
}

/**
 * DECISIONS §7 VietQR: the QR image, the payee (bank, account name and number), the amount and the
 * memo (the order code) with copy buttons, and a countdown to `expiresAt`. The page around it asks
 * the server for the payment status and moves on when the transfer lands.
 *
 * Issue #28: once part of the money arrived, the figures say what arrived and what is left, and the
 * QR and the amount are the server's for the remainder (scanning again must not pay twice); when
 * more than the total arrived there is nothing to scan, only what came above it.
 */
export function QrPaymentView({ order, payment, deposit = false }: QrPaymentViewProps) {
  const { t, i18n } = useTranslation(['qrcode', 'checkout']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (n: number) => formatVnd(n, language);
  const left = remainingMs(payment?.expiresAt, useNow(payment !== null));
  const timeUp = left === 0;
  const partial = payment !== null && order.paidAmount > 0;
  const over = !deposit && payment === null && order.overpaidAmount > 0;
  // a deposit's figures: the deposit, what arrived, what is left of it (the server's QR amount)
  const depositFigures: { label: string; value: string; testId: string; strong?: boolean }[] =
    deposit && payment && order.paidAmount > 0
      ? [
          { label: t('qrcode:deposit.amount'), value: money(order.depositAmount), testId: 'qr-total' },
          { label: t('qrcode:received'), value: money(order.paidAmount), testId: 'qr-paid' },
          {
            label: t('qrcode:deposit.amountLeft'),
            value: money(payment.amount),
            testId: 'qr-remaining',
            strong: true,
          },
        ]
      : [];
  const figures: { label: string; value: string; testId: string; strong?: boolean }[] = deposit
    ? depositFigures
    : order.paidAmount > 0
      ? [
          { label: t('qrcode:total'), value: money(order.total), testId: 'qr-total' },
          { label: t('qrcode:received'), value: money(order.paidAmount), testId: 'qr-paid' },
          over
            ? {
                label: t('qrcode:overpaid'),
                value: money(order.overpaidAmount),
                testId: 'qr-over',
                strong: true,
              }
            : {
                label: t('qrcode:amountLeft'),
                value: money(order.amountDue),
                testId: 'qr-remaining',
                strong: true,
              },
        ]
      : [];
  const rows: { label: string; value: string; copy?: string; testId: string }[] = payment
    ? [
        { label: t('qrcode:bank'), value: payment.bankName ?? payment.bankBin, testId: 'qr-bank' },
        { label: t('qrcode:accountName'), value: payment.accountName, testId: 'qr-account-name' },
        {
          label: t('qrcode:accountNumber'),
          value: payment.accountNumber,
          copy: payment.accountNumber,
          testId: 'qr-account-number',
        },
        {
          label: deposit
            ? partial
              ? t('qrcode:deposit.amountLeft')
              : t('qrcode:deposit.amount')
            : partial
              ? t('qrcode:amountLeft')
              : t('qrcode:amount'),
          value: money(payment.amount),
          copy: String(payment.amount),
          testId: 'qr-amount',
        },
        { label: t('qrcode:memo'), value: payment.memo, copy: payment.memo, testId: 'qr-memo' },
      ]
    : [];

  return (
    <section
      aria-labelledby="qr-title"
      data-testid="qr-payment"
      data-balance={over ? 'over' : partial ? 'partial' : 'none'}
      data-purpose={deposit ? 'deposit' : 'order'}
      // lining figures throughout: amounts, account number, memo and countdown (issue #28)
      className="mx-auto w-full max-w-4xl rounded-[1.75rem] border border-line bg-ivory-50 p-5 shadow-card lining-nums sm:p-8"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">
        {t('qrcode:eyebrow', { code: order.code })}
      </p>
      <h1 id="qr-title" className="mt-3 font-display text-4xl font-medium">
        {deposit ? t('qrcode:deposit.title') : t('qrcode:title')}
      </h1>
      {deposit && (
        // issue #29: said plainly, before the QR: why a deposit, and what is left for the door
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
        {payment && (
          <div className="flex flex-col items-center gap-4">
            <img
              src={payment.qrImage}
              alt={t('qrcode:imageAlt', { code: payment.memo })}
              data-testid="qr-image"
              data-amount={payment.amount}
              width={288}
              height={288}
              className={cx(
                'aspect-square w-full max-w-72 rounded-2xl border border-line bg-white p-3',
                timeUp && 'opacity-30 grayscale',
              )}
            />
            <div
              role="timer"
              aria-live="off"
              aria-label={t('qrcode:timeLeftLabel')}
              data-testid="qr-countdown"
              className={cx(
                'rounded-pill px-4 py-1.5 text-sm font-semibold tabular-nums',
                timeUp ? 'bg-wine-600 text-ivory-50' : 'bg-blush-100 text-plum-900',
              )}
            >
              {timeUp ? t('qrcode:timeUp') : t('qrcode:timeLeft', { time: formatCountdown(left) })}
            </div>
          </div>
        )}

        <div className="min-w-0">
          {figures.length > 0 && (
            <dl
              data-testid="qr-figures"
              className="mb-4 divide-y divide-line rounded-2xl border border-line bg-blush-100/40"
            >
              {figures.map((row) => (
                <div
                  key={row.testId}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <dt className={cx('text-xs', row.strong ? 'font-semibold text-plum-900' : 'text-plum-500')}>
                    {row.label}
                  </dt>
                  <dd
                    data-testid={row.testId}
                    className={cx(
                      'tabular-nums',
                      row.strong ? 'font-semibold text-plum-900' : 'font-medium text-plum-800',
                    )}
                  >
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {rows.length > 0 && (
            <dl className="divide-y divide-line rounded-2xl border border-line">
              {rows.map((row) => (
                <div
                  key={row.testId}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <dt className="text-xs text-plum-500">{row.label}</dt>
                  <dd className="flex min-w-0 items-center gap-3">
                    <span
                      data-testid={row.testId}
                      className="font-semibold break-words text-plum-900 tabular-nums"
                    >
                      {row.value}
                    </span>
                    {row.copy && <CopyButton value={row.copy} label={row.label} />}
                  </dd>
                </div>
              ))}
            </dl>
          )}
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
            {over
              ? t('qrcode:overpaidNote', {
                  paid: money(order.paidAmount),
                  over: money(order.overpaidAmount),
                  total: money(order.total),
                })
              : timeUp
                ? t('qrcode:waitingLate')
                : deposit
                  ? partial
                    ? t('qrcode:deposit.waitingRest', {
                        paid: money(order.paidAmount),
                        due: money(payment?.amount ?? 0),
                      })
                    : t('qrcode:deposit.waiting')
                  : partial
                    ? t('qrcode:waitingRest', { paid: money(order.paidAmount), due: money(order.amountDue) })
                    : t('qrcode:waiting')}
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
