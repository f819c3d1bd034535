import type { Carrier, Order } from '@shop/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePrintLabels } from '../api/get-labels';
import { useShipMany } from '../api/ship-many';
import { type BulkResult, bulkResult, idsToPrint, idsToShip } from '../lib/bulk-ship';

interface BulkShipBarProps {
  /** the ticked orders, as their rows showed them */
  selected: readonly Order[];
  carrier: Carrier;
  /** after a ship-many call, shipped or not: the page asks for the orders again */
  onOrdersChanged: () => unknown;
  onClear: () => void;
  /** a failed call (not an order rejected by the carrier: those are listed here) */
  onError: (error: unknown) => void;
}

/**
 * In the Orders tab: the ticked orders shipped with one ship-many call, what came of each (shipped
 * with its tracking code, or rejected with the carrier's or the shop's reason), then all
 * their labels in ONE document.
 */
export function BulkShipBar({ selected, carrier, onOrdersChanged, onClear, onError }: BulkShipBarProps) {
  const { t } = useTranslation('admin');
  const resultId = useId();
  const [result, setResult] = useState<BulkResult | null>(null);
  const shipMany = useShipMany(onOrdersChanged);
  const print = usePrintLabels();

  const toShip = idsToShip(selected, result);
  const toPrint = idsToPrint(selected, result);
  const codeOf = (id: string) => selected.find((o) => o.id === id)?.code;

  const ship = () =>
    shipMany.mutate(toShip, {
      onSuccess: (response) => setResult(bulkResult(response, codeOf)),
      onError,
    });
  const clear = () => {
    setResult(null);
    onClear();
  };

  if (selected.length === 0 && !result) return null;

  return (
    <div
      data-testid="bulk-ship"
      className="flex flex-col gap-3 rounded-2xl border border-plum-300 bg-ivory-100 p-4"
      aria-describedby={result ? resultId : undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium lining-nums tabular-nums" aria-live="polite">
          {t('admin:shipping.bulk.selected', { count: selected.length })}
        </p>
        <Button size="sm" disabled={toShip.length === 0 || shipMany.isPending} onClick={ship}>
          {shipMany.isPending
            ? t('admin:shipping.bulk.shipping', { carrier })
            : t('admin:shipping.bulk.ship', { carrier, n: toShip.length })}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={toPrint.length === 0 || print.isPending}
          onClick={() => print.print(toPrint, { onError })}
        >
          {t('admin:shipping.bulk.print', { n: toPrint.length })}
          <span className="sr-only"> ({t('admin:shipping.newTab')})</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={clear}>
          {t('admin:shipping.bulk.clear')}
        </Button>
      </div>

      {result && (
        <div id={resultId} role="status" data-testid="bulk-result" className="flex flex-col gap-2 text-sm">
          <p className="font-semibold">
            {t('admin:shipping.bulk.shipped', { count: result.shipped.length })} ·{' '}
            <span className={result.rejected.length ? 'text-wine-700' : undefined}>
              {t('admin:shipping.bulk.refused', { count: result.rejected.length })}
            </span>
          </p>
          {result.shipped.length > 0 && (
            <ul aria-label={t('admin:shipping.bulk.shippedList')} className="flex flex-col gap-1">
              {result.shipped.map((line) => (
                <li key={line.orderId} data-testid="bulk-shipped" className="lining-nums tabular-nums">
                  <span className="font-medium">{line.code}</span> → {line.shipment.trackingCode}
                </li>
              ))}
            </ul>
          )}
          {result.rejected.length > 0 && (
            <ul aria-label={t('admin:shipping.bulk.refusedList')} className="flex flex-col gap-1">
              {result.rejected.map((line) => (
                <li key={line.orderId} data-testid="bulk-refused" className="text-wine-700 wrap-anywhere">
                  <span className="font-medium lining-nums tabular-nums">{line.code}</span>: {line.error}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
