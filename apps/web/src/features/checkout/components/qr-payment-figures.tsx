import type { Order, QrPayment } from '@shop/shared';
import type { TFunction } from 'i18next';
import { cx } from '../../../components/ui/cx';
import { CopyButton } from './copy-button';

interface Figure {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}

interface FigureInput {
  order: Order;
  payment: QrPayment | null;
  deposit: boolean;
  /** more than the total arrived */
  over: boolean;
  t: TFunction;
  money: (amount: number) => string;
}

/**
 * Once part of the money arrived: what was asked (the order's total, or its deposit), what arrived,
 * and what is left (or what came above the total). Nothing before the first transfer.
 */
export function paymentFigures({ order, payment, deposit, over, t, money }: FigureInput): Figure[] {
  if (order.paidAmount <= 0) return [];
  if (deposit) {
    // a deposit's figures: the deposit, what arrived, what is left of it (the server's QR amount)
    if (!payment) return [];
    return [
      { label: t('qrcode:deposit.amount'), value: money(order.depositAmount), testId: 'qr-total' },
      { label: t('qrcode:received'), value: money(order.paidAmount), testId: 'qr-paid' },
      {
        label: t('qrcode:deposit.amountLeft'),
        value: money(payment.amount),
        testId: 'qr-remaining',
        strong: true,
      },
    ];
  }
  return [
    { label: t('qrcode:total'), value: money(order.total), testId: 'qr-total' },
    { label: t('qrcode:received'), value: money(order.paidAmount), testId: 'qr-paid' },
    over
      ? { label: t('qrcode:overpaid'), value: money(order.overpaidAmount), testId: 'qr-over', strong: true }
      : {
          label: t('qrcode:amountLeft'),
          value: money(order.amountDue),
          testId: 'qr-remaining',
          strong: true,
        },
  ];
}

/** The figures above the payee: the strong one (what is left) stands out. */
export function PaymentFigures({ figures }: { figures: Figure[] }) {
  if (figures.length === 0) return null;
  return (
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
  );
}

interface PayeeRow {
  label: string;
  value: string;
  copy?: string;
  testId: string;
}

/**
 * Where the transfer goes: bank, account name and number, the amount (what is left once part of it
 * arrived) and the memo (the order code), the last three to copy.
 */
export function payeeRows({
  payment,
  deposit,
  partial,
  t,
  money,
}: Omit<FigureInput, 'order' | 'over' | 'payment'> & {
  payment: QrPayment | null;
  partial: boolean;
}): PayeeRow[] {
  if (!payment) return [];
  const amountLabel = deposit
    ? partial
      ? t('qrcode:deposit.amountLeft')
      : t('qrcode:deposit.amount')
    : partial
      ? t('qrcode:amountLeft')
      : t('qrcode:amount');
  return [
    { label: t('qrcode:bank'), value: payment.bankName ?? payment.bankBin, testId: 'qr-bank' },
    { label: t('qrcode:accountName'), value: payment.accountName, testId: 'qr-account-name' },
    {
      label: t('qrcode:accountNumber'),
      value: payment.accountNumber,
      copy: payment.accountNumber,
      testId: 'qr-account-number',
    },
    { label: amountLabel, value: money(payment.amount), copy: String(payment.amount), testId: 'qr-amount' },
    { label: t('qrcode:memo'), value: payment.memo, copy: payment.memo, testId: 'qr-memo' },
  ];
}

export function PayeeRows({ rows }: { rows: PayeeRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line">
      {rows.map((row) => (
        <div
          key={row.testId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
        >
          <dt className="text-xs text-plum-500">{row.label}</dt>
          <dd className="flex min-w-0 items-center gap-3">
            <span data-testid={row.testId} className="font-semibold break-words text-plum-900 tabular-nums">
              {row.value}
            </span>
            {row.copy && <CopyButton value={row.copy} label={row.label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
