import { SHIPMENT_EFFECTS, type Shipment, type ShipmentEffect } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

/** The chip's look by what the status means for the order (its effect: moved, flagged, none). */
const TONE: Record<ShipmentEffect, string> = {
  none: 'bg-ivory-200 text-plum-800 ring-plum-300',
  shipped: 'bg-blush-100 text-plum-900 ring-blush-400',
  delivered: 'bg-plum-800 text-ivory-50 ring-plum-800',
  flag: 'bg-blush-100 text-wine-700 ring-wine-500',
  returned: 'bg-ivory-200 text-wine-700 ring-wine-500',
  canceled: 'bg-ivory-200 text-plum-600 ring-plum-300',
};

/** A shipment's status in words, small enough for an order's row ("GHN · Delivering"). */
export function ShipmentStatusChip({
  shipment,
  className,
}: {
  shipment: Pick<Shipment, 'carrier' | 'status'>;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="shipment-status"
      data-status={shipment.status}
      className={cx(
        'inline-flex items-center gap-1 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[SHIPMENT_EFFECTS[shipment.status]],
        className,
      )}
    >
      <span className="font-normal">{shipment.carrier} ·</span>{' '}
      {t(`admin:shipping.status.${shipment.status}`)}
    </span>
  );
}
