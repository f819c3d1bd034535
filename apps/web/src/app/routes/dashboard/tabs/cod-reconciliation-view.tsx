import { type CodReconciliation, formatVnd } from '@shop/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/staff/list-state';
import { StaffTable } from '../../../../components/staff/staff-table';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { Input } from '../../../../components/ui/input';
import { useCodReconciliation } from '../../../../features/shipping/api/get-cod-reconciliation';
import { useRecordCodRemittance } from '../../../../features/shipping/api/record-cod-remittance';
import { isPeriod, type Period, thisMonth } from '../../../../features/shipping/lib/cod-period';
import { formatDate, formatDateTime } from '../../../../lib/dates';

type Row = CodReconciliation['rows'][number];

/** An amount typed in dong, with or without thousands separators ("1.250.000", "1,250,000"), or null. */
export function parseDong(text: string): number | null {
  const digits = text.replace(/[\s.,₫]/g, '');
  if (!/^\d{1,11}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * The Orders tab's "COD reconciliation": for a period (this month unless staff pick
 * another), the COD orders the carrier delivered, what the shop expected it to collect against what it
 * reported collecting (a difference stands out), the totals waiting for the carrier's payment and
 * already paid, the remittances recorded, and "Mark remittance received" (the waiting sum prefilled).
 */
export function CodReconciliationView() {
  const { t } = useTranslation(['admin', 'common']);
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const valid = isPeriod(period);
  const report = useCodReconciliation(period.from, period.to, valid);
  const data = report.data;

  return (
    <section aria-labelledby="cod-title" data-testid="cod-reconciliation" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h3 id="cod-title" className="font-display text-2xl font-medium">
          {t('admin:shipping.cod.title')}
        </h3>
        <p className="text-sm text-plum-600">{t('admin:shipping.cod.intro')}</p>
      </div>

      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <legend className="sr-only">{t('admin:shipping.cod.period')}</legend>
        <Input
          label={t('admin:shipping.cod.from')}
          type="date"
          value={period.from}
          max={period.to || undefined}
          invalid={!valid}
          onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
        />
        <Input
          label={t('admin:shipping.cod.to')}
          type="date"
          value={period.to}
          min={period.from || undefined}
          invalid={!valid}
          onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
        />
        <Button variant="ghost" onClick={() => setPeriod(thisMonth())}>
          {t('admin:shipping.cod.thisMonth')}
        </Button>
      </fieldset>
      {!valid && (
        <p role="alert" className="text-sm font-medium text-wine-600">
          {t('admin:shipping.cod.invalidPeriod')}
        </p>
      )}

      {valid && (
        <ListState
          query={report}
          isEmpty={!data || (data.rows.length === 0 && data.remittances.length === 0)}
          emptyText={t('admin:shipping.cod.empty')}
        >
          {data && (
            <div className={cx('flex flex-col gap-6', report.isPlaceholderData && 'opacity-60')}>
              <Totals totals={data.totals} />
              <Rows rows={data.rows} />
              <Remittances remittances={data.remittances} />
              {data.totals.waiting > 0 && (
                // a new period or a new waiting sum starts a fresh form, prefilled again
                <RemittanceForm
                  key={`${data.from}:${data.to}:${data.totals.waiting}`}
                  period={period}
                  waiting={data.totals.waiting}
                />
              )}
            </div>
          )}
        </ListState>
      )}
    </section>
  );
}

function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return { language, money: (n: number) => formatVnd(n, language) };
}

/** A difference in dong, signed, marked when it is not zero. */
function Difference({ value }: { value: number }) {
  const { t } = useTranslation('admin');
  const { money } = useMoney();
  if (value === 0) return <span data-testid="cod-difference">{money(0)}</span>;
  return (
    <span
      data-testid="cod-difference"
      data-differs="true"
      className="rounded-md bg-blush-100 px-1.5 py-0.5 font-semibold text-wine-700"
    >
      {value > 0 ? '+' : '−'}
      {money(Math.abs(value))}
      <span className="sr-only"> ({t('admin:shipping.cod.differs')})</span>
    </span>
  );
}

function Totals({ totals }: { totals: CodReconciliation['totals'] }) {
  const { t } = useTranslation('admin');
  const { money } = useMoney();
  const items: Array<[string, ReactNode]> = [
    ['orders', <span key="n">{totals.orders}</span>],
    ['expected', money(totals.expected)],
    ['collected', money(totals.collected)],
    ['difference', <Difference key="d" value={totals.difference} />],
    ['waiting', money(totals.waiting)],
    ['remitted', money(totals.remitted)],
  ];
  return (
    <dl data-testid="cod-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {items.map(([key, value]) => (
        <div
          key={key}
          data-testid={`cod-total-${key}`}
          className={cx(
            'rounded-2xl border border-line px-4 py-3',
            key === 'waiting' && totals.waiting > 0 && 'border-gold-500 bg-ivory-100',
          )}
        >
          <dt className="text-xs text-plum-500">{t(`admin:shipping.cod.totals.${key}`)}</dt>
          <dd className="mt-1 text-lg font-semibold lining-nums tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RowState({ row }: { row: Row }) {
  const { t } = useTranslation('admin');
  const { language } = useMoney();
  return row.remittedAt ? (
    <span className="text-plum-600">
      {t('admin:shipping.cod.remittedOn', { date: formatDate(row.remittedAt, language) })}
    </span>
  ) : (
    <span className="font-semibold text-plum-900">{t('admin:shipping.cod.waiting')}</span>
  );
}

/** The delivered COD orders: cards on phones, a table from md. */
function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('admin');
  const { money, language } = useMoney();
  if (rows.length === 0) return <p className="text-sm text-plum-500">{t('admin:shipping.cod.noRows')}</p>;
  return (
    <>
      <ul aria-label={t('admin:shipping.cod.caption')} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.orderId}
            data-testid="cod-row"
            data-code={row.code}
            className={cx(
              'rounded-2xl border p-4 text-sm',
              row.difference !== 0 ? 'border-wine-500' : 'border-line',
            )}
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-semibold tracking-wide lining-nums tabular-nums">{row.code}</span>
              <span className="text-xs text-plum-500">{formatDateTime(row.deliveredAt, language)}</span>
            </span>
            <span className="block text-xs text-plum-500 lining-nums tabular-nums">
              {row.carrier} · {row.trackingCode}
            </span>
            <dl className="mt-2 grid grid-cols-3 gap-2 lining-nums tabular-nums">
              <div>
                <dt className="text-xs text-plum-500">{t('admin:shipping.cod.columns.expected')}</dt>
                <dd>{money(row.expected)}</dd>
              </div>
              <div>
                <dt className="text-xs text-plum-500">{t('admin:shipping.cod.columns.collected')}</dt>
                <dd>{money(row.collected)}</dd>
              </div>
              <div>
                <dt className="text-xs text-plum-500">{t('admin:shipping.cod.columns.difference')}</dt>
                <dd>
                  <Difference value={row.difference} />
                </dd>
              </div>
            </dl>
            <span className="mt-2 block text-xs">
              <RowState row={row} />
            </span>
          </li>
        ))}
      </ul>
      <StaffTable
        caption={t('admin:shipping.cod.caption')}
        minWidth="min-w-[50rem]"
        wideOnly
        columns={[
          { key: 'code', label: t('admin:shipping.cod.columns.code') },
          { key: 'tracking', label: t('admin:shipping.cod.columns.tracking') },
          { key: 'delivered', label: t('admin:shipping.cod.columns.delivered') },
          { key: 'expected', label: t('admin:shipping.cod.columns.expected'), align: 'right' },
          { key: 'collected', label: t('admin:shipping.cod.columns.collected'), align: 'right' },
          { key: 'difference', label: t('admin:shipping.cod.columns.difference'), align: 'right' },
          { key: 'state', label: t('admin:shipping.cod.columns.state') },
        ]}
      >
        <tbody className="divide-y divide-line lining-nums tabular-nums">
          {rows.map((row) => (
            <tr
              key={row.orderId}
              data-testid="cod-row"
              data-code={row.code}
              className={cx('align-top', row.difference !== 0 && 'bg-blush-100/40')}
            >
              <td className="px-4 py-3 font-semibold tracking-wide">{row.code}</td>
              <td className="px-3 py-3">
                <span className="block text-xs text-plum-500">{row.carrier}</span>
                {row.trackingCode}
              </td>
              <td className="px-3 py-3">{formatDateTime(row.deliveredAt, language)}</td>
              <td className="px-3 py-3 text-right">{money(row.expected)}</td>
              <td className="px-3 py-3 text-right">{money(row.collected)}</td>
              <td className="px-3 py-3 text-right">
                <Difference value={row.difference} />
              </td>
              <td className="px-4 py-3 text-xs">
                <RowState row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </>
  );
}

function Remittances({ remittances }: { remittances: CodReconciliation['remittances'] }) {
  const { t } = useTranslation('admin');
  const { money, language } = useMoney();
  return (
    <section aria-labelledby="cod-remittances" className="flex flex-col gap-2">
      <h4
        id="cod-remittances"
        className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
      >
        {t('admin:shipping.cod.remittances')}
      </h4>
      {remittances.length === 0 ? (
        <p className="text-sm text-plum-500">{t('admin:shipping.cod.noRemittances')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {remittances.map((r) => (
            <li
              key={r.id}
              data-testid="cod-remittance"
              className="rounded-2xl border border-line px-4 py-3 text-sm"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold lining-nums tabular-nums">{money(r.amount)}</span>
                <time dateTime={r.at} className="text-xs text-plum-500">
                  {formatDateTime(r.at, language)}
                </time>
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-plum-600 lining-nums tabular-nums">
                {t('admin:shipping.cod.remittanceOrders', { count: r.orders, collected: money(r.collected) })}
                <Difference value={r.difference} />
              </span>
              {(r.note || r.byName) && (
                <span className="mt-1 block text-xs text-plum-500 wrap-anywhere">
                  {r.byName ? t('admin:shipping.cod.by', { name: r.byName }) : ''}
                  {r.note ? `${r.byName ? ' — ' : ''}${r.note}` : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Mark remittance received": what the carrier paid (the waiting sum unless staff change it) and a note. */
function RemittanceForm({ period, waiting }: { period: Period; waiting: number }) {
  const { t } = useTranslation('admin');
  const { money } = useMoney();
  const headingId = useId();
  const [amount, setAmount] = useState(String(waiting));
  const [note, setNote] = useState('');
  const record = useRecordCodRemittance();
  const showError = useMutationErrorToast();
  const value = parseDong(amount);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value === null || record.isPending) return;
    const trimmed = note.trim();
    record.mutate(
      { from: period.from, to: period.to, amount: value, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => toast.success(t('admin:shipping.cod.recorded', { amount: money(value) })),
        onError: showError,
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      data-testid="cod-remittance-form"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-plum-300 bg-ivory-100 p-4"
    >
      <h4 id={headingId} className="font-medium">
        {t('admin:shipping.cod.mark')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('admin:shipping.cod.amount')}
          hint={t('admin:shipping.cod.amountHint', { waiting: money(waiting) })}
          error={value === null ? t('admin:shipping.cod.invalidAmount') : null}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Input
          label={t('admin:shipping.cod.note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={value === null || record.isPending}>
          {t('admin:shipping.cod.submit')}
        </Button>
      </div>
    </form>
  );
}
