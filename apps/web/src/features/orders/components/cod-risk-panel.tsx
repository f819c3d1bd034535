import {
  type BuyerHistory,
  COD_RISK_RULES,
  formatVnd,
  type Order,
  type OrderCall,
  type Risk,
  type RiskLevel,
} from '@shop/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/dates';

const RISK_TONE: Record<RiskLevel, string> = {
  LOW: 'bg-ivory-200 text-plum-800 ring-plum-300',
  MEDIUM: 'bg-blush-100 text-plum-900 ring-gold-500',
  HIGH: 'bg-wine-600 text-ivory-50 ring-wine-600',
};

/** A COD order's risk level and score, in the staff's language. */
export function RiskBadge({ risk, className }: { risk: Pick<Risk, 'level' | 'score'>; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="risk-badge"
      data-level={risk.level}
      className={cx(
        'inline-flex items-center rounded-pill px-3 py-1 text-xs font-semibold whitespace-nowrap tabular-nums ring-1 ring-inset lining-nums',
        RISK_TONE[risk.level],
        className,
      )}
    >
      {t('toConfirm.risk.badge', { level: t(`toConfirm.risk.levels.${risk.level}`), score: risk.score })}
    </span>
  );
}

/** The rule ids the staff's language has words for (the shared rules); any other shows the server's English. */
const KNOWN_RULES: ReadonlySet<string> = new Set(COD_RISK_RULES.rules.map((r) => r.id));

/**
 * One factor of a risk in the staff's language, by its rule id with its count and points; a rule
 * the web does not know (a newer server) falls back to the server's English reason.
 */
export function riskFactorText(t: TFunction, factor: Risk['factors'][number], reason?: string): string {
  if (!KNOWN_RULES.has(factor.rule)) return reason ?? factor.rule;
  const points = `${factor.points > 0 ? '+' : ''}${factor.points}`;
  return t(`admin:toConfirm.factors.${factor.rule}`, { count: factor.count, points }) as string;
}

/** The reasons behind a risk, largest first (as the server ordered them). */
export function RiskFactors({ risk }: { risk: Risk }) {
  const { t } = useTranslation('admin');
  const lines = risk.factors.length
    ? risk.factors.map((f, i) => riskFactorText(t, f, risk.reasons[i]))
    : risk.reasons;
  if (!lines.length) return <p className="text-xs text-plum-500">{t('toConfirm.risk.none')}</p>;
  return (
    <ul aria-label={t('toConfirm.risk.reasons')} data-testid="risk-factors" className="flex flex-col gap-0.5">
      {lines.map((line) => (
        <li key={line} className="text-xs leading-relaxed text-plum-700 lining-nums">
          {line}
        </li>
      ))}
    </ul>
  );
}

const HISTORY_FIELDS = ['placed', 'completed', 'canceled', 'refused', 'returns', 'blacklisted'] as const;
const ALARMING: ReadonlySet<string> = new Set(['refused', 'blacklisted']);

/** What the shop knows of the order's phone, e-mail and address before this order. */
export function BuyerHistoryList({ history }: { history: BuyerHistory }) {
  const { t } = useTranslation('admin');
  return (
    <dl
      aria-label={t('toConfirm.history.title')}
      data-testid="buyer-history"
      className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-3 gap-y-1 text-xs lining-nums"
    >
      {HISTORY_FIELDS.map((field) => (
        <div key={field} className="flex flex-col">
          <dt className="text-plum-500">{t(`toConfirm.history.${field}`)}</dt>
          <dd
            data-testid={`history-${field}`}
            className={cx(
              'font-semibold tabular-nums',
              ALARMING.has(field) && history[field] > 0 ? 'text-wine-600' : 'text-plum-900',
            )}
          >
            {history[field]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Confirmed by buyer", and a deposit's state when checkout asked one. */
export function ConfirmationBadges({
  order,
}: {
  order: Pick<Order, 'confirmedByBuyer' | 'depositAmount' | 'depositPaid'>;
}) {
  const { t, i18n } = useTranslation('admin');
  if (!order.confirmedByBuyer && order.depositAmount <= 0) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {order.confirmedByBuyer && (
        <span
          data-testid="confirmed-by-buyer"
          className="inline-flex items-center rounded-pill bg-plum-800 px-3 py-1 text-xs font-semibold text-ivory-50"
        >
          {t('toConfirm.confirmedByBuyer')}
        </span>
      )}
      {order.depositAmount > 0 && (
        <span
          data-testid="deposit-badge"
          data-paid={order.depositPaid}
          className={cx(
            'inline-flex items-center rounded-pill px-3 py-1 text-xs font-semibold ring-1 ring-inset lining-nums',
            order.depositPaid
              ? 'bg-blush-100 text-plum-900 ring-blush-300'
              : 'bg-ivory-200 text-wine-700 ring-wine-500',
          )}
        >
          {order.depositPaid
            ? t('toConfirm.depositPaid', {
                amount: formatVnd(order.depositAmount, i18n.resolvedLanguage ?? 'en'),
              })
            : t('toConfirm.depositWaiting', {
                amount: formatVnd(order.depositAmount, i18n.resolvedLanguage ?? 'en'),
              })}
        </span>
      )}
    </span>
  );
}

/** The last calls noted for the order, newest first. */
export function RecentCalls({ calls, max = 3 }: { calls: OrderCall[]; max?: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const last = [...calls].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, max);
  if (!last.length) return <p className="text-xs text-plum-500">{t('toConfirm.calls.none')}</p>;
  return (
    <ul aria-label={t('toConfirm.calls.title')} data-testid="recent-calls" className="flex flex-col gap-1">
      {last.map((call) => (
        <li key={`${call.at}:${call.outcome}`} className="text-xs leading-relaxed text-plum-700 lining-nums">
          <span className="font-semibold text-plum-900">{t(`toConfirm.outcomes.${call.outcome}`)}</span>
          {' · '}
          <time dateTime={call.at}>{formatDateTime(call.at, language)}</time>
          {call.byName && ` · ${call.byName}`}
          {call.note && <span className="block text-plum-600">“{call.note}”</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * For the order drawer: a COD order's risk (level, score, reasons), the buyer's history,
 * the buyer's confirmation and deposit, and the last calls. Renders nothing for other orders.
 */
export function CodRiskPanel({ order }: { order: Order }) {
  const { t } = useTranslation('admin');
  if (order.paymentMethod !== 'COD') return null;
  return (
    <section
      aria-labelledby={`cod-risk-${order.id}`}
      data-testid="cod-risk-panel"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-ivory-100/60 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`cod-risk-${order.id}`}
          className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
        >
          {t('toConfirm.panelTitle')}
        </h3>
        {order.risk && <RiskBadge risk={order.risk} />}
      </div>
      {order.risk && <RiskFactors risk={order.risk} />}
      <ConfirmationBadges order={order} />
      {order.cancelReason && (
        <p data-testid="cancel-reason" className="text-xs text-plum-700">
          <span className="font-medium">{t('toConfirm.cancelReason')}:</span>{' '}
          {t(`toConfirm.reasons.${order.cancelReason}`)}
        </p>
      )}
      {order.buyerHistory && (
        <div>
          <h4 className="mb-1 text-xs font-medium text-plum-800">{t('toConfirm.history.title')}</h4>
          <BuyerHistoryList history={order.buyerHistory} />
        </div>
      )}
      <div>
        <h4 className="mb-1 text-xs font-medium text-plum-800">{t('toConfirm.calls.title')}</h4>
        <RecentCalls calls={order.calls} />
      </div>
    </section>
  );
}
