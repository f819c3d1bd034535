import {
  COD_RISK_RULES,
  COD_STAFF_CONFIRM_DAYS,
  type FulfilmentSettings,
  formatVnd,
  MIN_SHIPPING_DEPOSIT,
  OPEN_COD_ORDERS_LIMIT,
} from '@shop/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useFulfilmentSettings } from '../../../lib/fulfilment-settings';

const KNOWN_RULES: ReadonlySet<string> = new Set(COD_RISK_RULES.rules.map((r) => r.id));

type Rule = FulfilmentSettings['riskRules'][number];

/** A rule's points in words: once, or per past order up to its cap. */
function pointsText(t: TFunction, rule: Rule): string {
  const points = `${rule.points > 0 ? '+' : ''}${rule.points}`;
  if (!rule.each) return points;
  return rule.cap === null
    ? (t('admin:toConfirm.rules.each', { points }) as string)
    : (t('admin:toConfirm.rules.eachCapped', {
        points,
        cap: `${rule.cap > 0 ? '+' : ''}${rule.cap}`,
      }) as string);
}

/**
 * The COD risk rules are data shown to staff, so a decision can be checked: the server's risk
 * rules, thresholds, deposit rule and auto-cancel hours, in a collapsed <details>; and the limits,
 * shared constants both sides hold (the open COD orders allowed, the days staff have to confirm a
 * buyer-confirmed order, the least shipping-fee deposit).
 */
export function RiskRulesTable() {
  const { t, i18n } = useTranslation('admin');
  const money = (n: number) => formatVnd(n, i18n.resolvedLanguage ?? 'en');
  const settings = useFulfilmentSettings();
  const data = settings.data;

  return (
    <details data-testid="risk-rules" className="group rounded-2xl border border-line bg-ivory-50 px-4 py-3">
      <summary className="cursor-pointer text-sm font-medium text-wine-600 underline-offset-4 hover:underline">
        {t('toConfirm.rules.title')}
      </summary>
      <div className="mt-4 flex flex-col gap-4 text-sm text-plum-700 lining-nums">
        {settings.isPending && <Spinner label={t('toConfirm.rules.loading')} />}
        {settings.isError && (
          <p role="alert" className="text-wine-600">
            {t('toConfirm.rules.loadError')}
          </p>
        )}
        {data && (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[20rem] text-left text-sm">
                <caption className="sr-only">{t('toConfirm.rules.title')}</caption>
                <thead className="border-b border-line text-[0.6875rem] tracking-[0.14em] text-plum-500 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t('toConfirm.rules.columns.rule')}
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      {t('toConfirm.rules.columns.points')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {data.riskRules.map((rule) => (
                    <tr key={rule.id} data-testid="risk-rule" data-rule={rule.id}>
                      <td className="py-2 pr-3">
                        {KNOWN_RULES.has(rule.id)
                          ? t(`toConfirm.rules.descriptions.${rule.id}`, {
                              amount: rule.minTotal === null ? '' : money(rule.minTotal),
                            })
                          : rule.description}
                      </td>
                      <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                        {pointsText(t, rule)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              <li data-testid="risk-thresholds">
                {t('toConfirm.rules.thresholds', {
                  medium: data.thresholds.MEDIUM,
                  high: data.thresholds.HIGH,
                })}
              </li>
              <li data-testid="risk-deposit">
                {data.deposit.kind === 'percent'
                  ? t('toConfirm.rules.depositPercent', {
                      level: t(`toConfirm.risk.levels.${data.depositLevel}`),
                      percent: data.deposit.percent,
                    })
                  : `${t('toConfirm.rules.depositShipping', {
                      level: t(`toConfirm.risk.levels.${data.depositLevel}`),
                    })} ${t('toConfirm.rules.depositMinimum', { amount: money(MIN_SHIPPING_DEPOSIT) })}`}
              </li>
              <li data-testid="risk-auto-cancel">
                {t('toConfirm.rules.autoCancel', { count: data.confirmHours })}
              </li>
              <li data-testid="risk-staff-confirm">
                {t('toConfirm.rules.staffConfirm', { count: COD_STAFF_CONFIRM_DAYS })}
              </li>
              <li data-testid="risk-open-limit">
                {t('toConfirm.rules.openLimit', { limit: OPEN_COD_ORDERS_LIMIT })}
              </li>
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
