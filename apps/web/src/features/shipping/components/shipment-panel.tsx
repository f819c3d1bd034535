import { formatVnd, type Shipment } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { canCancelShipment, hasLabel } from '../lib/shipping-rules';
import { ShipmentStatusChip } from './shipment-status-chip';

interface ShipmentPanelProps {
  shipment: Shipment;
  /** opens the label (the page fetches it with the staff's token) */
  onPrint: () => void;
  printing: boolean;
  /** asks to cancel: the page confirms first (a step with no way back) */
  onCancel: () => void;
  busy: boolean;
}

/**
 * An order's shipment as staff follow it: carrier, tracking code (a link to the
 * carrier's page), status in words, the carrier's fee, what it collects and has collected, its
 * updates newest first, "Print label" while it is live, and "Cancel shipment" until the carrier has
 * picked the parcel up (SHIPMENT_CANCELABLE).
 */
export function ShipmentPanel({ shipment, onPrint, printing, onCancel, busy }: ShipmentPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const money = (n: number) => formatVnd(n, language);
  const events = [...shipment.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const carrier = shipment.carrier;

  return (
    <section aria-labelledby={headingId} data-testid="shipment-panel" className="flex flex-col gap-3">
      <h3
        id={headingId}
        className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
      >
        {t('admin:shipping.shipment')}
      </h3>
      <div className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line p-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="text-xs text-plum-500">{t('admin:shipping.carrier')}</dt>
            <dd className="font-medium">{carrier}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-plum-500">{t('admin:shipping.tracking')}</dt>
            <dd className="font-semibold tracking-wide wrap-anywhere lining-nums tabular-nums">
              {shipment.trackingUrl ? (
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('admin:shipping.trackingLink', { code: shipment.trackingCode, carrier })}
                  className="text-wine-600 underline decoration-1 underline-offset-4 hover:text-wine-700"
                >
                  {shipment.trackingCode}
                </a>
              ) : (
                shipment.trackingCode
              )}
            </dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-plum-500">{t('admin:shipping.statusLabel')}</dt>
            <dd className="mt-0.5">
              <ShipmentStatusChip shipment={shipment} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-plum-500">{t('admin:shipping.fee', { carrier })}</dt>
            <dd className="font-medium lining-nums tabular-nums">{money(shipment.fee)}</dd>
          </div>
          <div>
            <dt className="text-xs text-plum-500">{t('admin:shipping.codAmount')}</dt>
            <dd className="font-medium lining-nums tabular-nums">{money(shipment.codAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-plum-500">{t('admin:shipping.collected')}</dt>
            <dd data-testid="shipment-collected" className="font-medium lining-nums tabular-nums">
              {shipment.codCollected === null
                ? t('admin:shipping.notCollected')
                : money(shipment.codCollected)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-plum-500">{t('admin:shipping.weight')}</dt>
            <dd className="font-medium lining-nums tabular-nums">
              {t('admin:shipping.grams', { n: shipment.weight })}
            </dd>
          </div>
        </dl>

        <div>
          <h4 className="mb-2 text-xs font-semibold text-plum-600">{t('admin:shipping.events')}</h4>
          {events.length === 0 ? (
            <p className="text-sm text-plum-500">{t('admin:shipping.noEvents')}</p>
          ) : (
            <ol
              data-testid="shipment-events"
              className="relative flex flex-col gap-3 border-l border-line pl-4"
            >
              {events.map((event) => (
                <li key={`${event.at}:${event.status}`} className="relative text-sm">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-plum-500 ring-2 ring-ivory-50"
                  />
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">{t(`admin:shipping.status.${event.status}`)}</span>
                    <time dateTime={event.at} className="text-xs text-plum-500">
                      {formatDateTime(event.at, language)}
                    </time>
                  </span>
                  {event.note && (
                    <span className="block text-xs text-plum-600 wrap-anywhere">{event.note}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>

        {(hasLabel({ shipment }) || canCancelShipment(shipment)) && (
          <div className="flex flex-wrap gap-2">
            {hasLabel({ shipment }) && (
              <Button size="sm" variant="secondary" disabled={printing} onClick={onPrint}>
                {printing ? t('admin:shipping.printing') : t('admin:shipping.printLabel')}
                <span className="sr-only"> ({t('admin:shipping.newTab')})</span>
              </Button>
            )}
            {canCancelShipment(shipment) && (
              <Button size="sm" variant="ghost" className="text-wine-600!" disabled={busy} onClick={onCancel}>
                {t('admin:shipping.cancelShipment')}
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
