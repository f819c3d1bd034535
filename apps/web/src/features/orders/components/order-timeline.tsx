import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons/icons';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/dates';
import { orderTimeline } from '../lib/order-timeline';

/** The order's status timeline (its history on the road Pending → Completed, and any branch off it). */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'history'> }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const steps = orderTimeline(order);
  return (
    <ol aria-label={t('orderList.timeline')} data-testid="order-timeline" className="flex flex-col">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-6 left-[0.6875rem] h-[calc(100%-1.5rem)] w-px',
                  step.state === 'done' ? 'bg-plum-800' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border',
                step.state === 'done' && 'border-plum-800 bg-plum-800 text-ivory-50',
                step.state === 'current' &&
                  (step.status === 'Canceled'
                    ? 'border-wine-600 bg-wine-600 text-ivory-50'
                    : 'border-wine-600 bg-blush-100 ring-4 ring-blush-200'),
                step.state === 'upcoming' && 'border-plum-300 bg-ivory-50',
              )}
            >
              {step.state === 'done' && <CheckIcon className="size-3" />}
            </span>
            <div className="min-w-0">
              <p
                className={cx(
                  'text-sm',
                  step.state === 'upcoming' ? 'text-plum-500' : 'font-medium text-plum-900',
                )}
              >
                {t(`orderStatus.${step.status}`)}
                {step.state === 'current' && <span className="sr-only"> ({t('orderList.currentStep')})</span>}
              </p>
              {step.at && (
                <p className="text-xs text-plum-500">
                  <time dateTime={step.at}>{formatDateTime(step.at, language)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
