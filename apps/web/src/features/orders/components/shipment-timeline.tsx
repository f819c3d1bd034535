import { codCollectAmount, formatVnd, type Order, type Shipment } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatDateTime } from '../../../lib/dates';

/**
 * The carrier's updates, newest first (the server keeps them in the order they arrived). The carrier's
 * fee is never shown here: it is the shop's cost, and the shopper's order carries it as 0.
 */
export function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const events = [...shipment.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (!events.length) return <p className="text-xs text-plum-500">{t('fulfilment.noEvents')}</p>;
  return (
    <ol aria-label={t('fulfilment.events')} data-testid="shipment-events" className="flex flex-col">
      {events.map((event, i) => (
        <li
          key={`${event.at}:${event.status}`}
          data-status={event.status}
          className="relative flex gap-3 pb-3 last:pb-0"
        >
          {i < events.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-4 left-[0.3125rem] h-[calc(100%-1rem)] w-px bg-line"
            />
          )}
          <span
            aria-hidden="true"
            className={cx(
              'relative mt-1 size-2.5 shrink-0 rounded-full border',
              i === 0 ? 'border-wine-600 bg-wine-600' : 'border-plum-300 bg-ivory-50',
            )}
          />
          <div className="min-w-0">
            <p className={cx('text-sm', i === 0 ? 'font-medium text-plum-900' : 'text-plum-700')}>
              {t(`fulfilment.statuses.${event.status}`)}
            </p>
            <p className="text-xs text-plum-500">
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
              {event.note && <span className="block break-words text-plum-600">{event.note}</span>}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The shopper's side of an order after checkout: the carrier and tracking code (a link
 * to the carrier's page), the delivery's status and updates, a COD deposit (asked, paid, what the
 * courier collects) and, for a canceled order, why, in friendly words.
 */
export function OrderFulfilment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('account');
  const money = (n: number) => formatVnd(n, i18n.resolvedLanguage ?? 'en');
  const shipment = order.shipment;
  const deposit = order.paymentMethod === 'COD' && order.depositAmount > 0;
  const reason = order.status === 'Canceled' && order.cancelReason;
  if (!shipment && !deposit && !reason) return null;

  return (
    <div data-testid="order-fulfilment" className="flex flex-col gap-4 text-sm lining-nums">
      {reason && (
        <p data-testid="cancel-reason" data-reason={order.cancelReason} className="text-plum-700">
          <span className="font-medium">{t('fulfilment.cancelReason')}:</span>{' '}
          {t(`fulfilment.cancelReasons.${order.cancelReason}`)}
        </p>
      )}
      {shipment && (
        <section
          aria-labelledby={`shipment-${order.id}`}
          data-testid="shipment"
          className="flex flex-col gap-3"
        >
          <h4
            id={`shipment-${order.id}`}
            className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
          >
            {t('fulfilment.shipment')}
          </h4>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-plum-500">{t('fulfilment.carrier')}</dt>
              <dd data-testid="shipment-carrier">{t(`fulfilment.carriers.${shipment.carrier}`)}</dd>
            </div>
            <div>
              <dt className="text-xs text-plum-500">{t('fulfilment.tracking')}</dt>
              <dd className="tabular-nums">
                {shipment.trackingUrl ? (
                  <a
                    href={shipment.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="shipment-tracking"
                    aria-label={t('fulfilment.trackingLink', {
                      code: shipment.trackingCode,
                      carrier: t(`fulfilment.carriers.${shipment.carrier}`),
                    })}
                    className="font-semibold break-all text-wine-600 underline underline-offset-4"
                  >
                    {shipment.trackingCode}
                  </a>
                ) : (
                  <span data-testid="shipment-tracking" className="font-semibold break-all">
                    {shipment.trackingCode}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-plum-500">{t('fulfilment.status')}</dt>
              <dd data-testid="shipment-status" data-status={shipment.status} className="font-medium">
                {t(`fulfilment.statuses.${shipment.status}`)}
              </dd>
            </div>
          </dl>
          <ShipmentTimeline shipment={shipment} />
        </section>
      )}
      {deposit && (
        <section
          aria-labelledby={`deposit-${order.id}`}
          data-testid="deposit"
          className="flex flex-col gap-2"
        >
          <h4
            id={`deposit-${order.id}`}
            className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
          >
            {t('fulfilment.deposit.title')}
          </h4>
          <dl className="flex flex-col gap-1 tabular-nums">
            <div className="flex justify-between gap-4">
              <dt className="text-plum-600">{t('fulfilment.deposit.asked')}</dt>
              <dd data-testid="deposit-asked">{money(order.depositAmount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-plum-600">
                {order.depositPaid ? t('fulfilment.deposit.paid') : t('fulfilment.deposit.waiting')}
              </dt>
              <dd data-testid="deposit-paid" data-paid={order.depositPaid}>
                {money(order.depositPaid ? order.paidAmount : 0)}
              </dd>
            </div>
            {order.status !== 'Canceled' && (
              <div className="flex justify-between gap-4 font-semibold text-plum-900">
                <dt>{t('fulfilment.deposit.collect')}</dt>
                <dd data-testid="deposit-collect">{money(codCollectAmount(order))}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
