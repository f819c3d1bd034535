import { type Carrier, formatVnd, type Order, PARCEL_LIMITS, type Shipment } from '@shop/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-error';
import { useShipQuote } from '../api/get-ship-quote';
import { useShipOrder } from '../api/ship-order';
import {
  PARCEL_FIELDS,
  type ParcelField,
  type ParcelText,
  parcelMax,
  parcelText,
  parcelValue,
  parseParcel,
} from '../lib/shipping-rules';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Staff type a size; the carrier is asked for its price a moment after they stop. */
export const QUOTE_DELAY_MS = 400;

interface ShipWithCarrierProps {
  order: Pick<Order, 'id' | 'code'>;
  carrier: Carrier;
  /** the server's order after the shipment was created (the page refreshes the orders' cache) */
  onOrderChanged: (order: Order) => unknown;
  /** a rejection: the page asks for the order again (someone may have shipped it meanwhile) */
  onRefused: () => unknown;
  onShipped: (shipment: Shipment) => void;
}

/**
 * The drawer's "Ship with GHN": the parcel's weight and size (prefilled with the
 * server's defaults per category), the carrier's fee and the amount it collects at the door quoted
 * before anything is created (again whenever the numbers change), a note, and "Create shipment". An
 * error from the carrier is shown here in its own words, not in a toast that goes away.
 */
export function ShipWithCarrier({
  order,
  carrier,
  onOrderChanged,
  onRefused,
  onShipped,
}: ShipWithCarrierProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const alertId = useId();
  // null until staff change a number: the server's defaults are quoted and shown until then
  const [text, setText] = useState<ParcelText | null>(null);
  const [note, setNote] = useState('');
  const ship = useShipOrder(onOrderChanged, onRefused);

  const typed = useMemo(() => (text ? parseParcel(text) : null), [text]);
  const invalid = text !== null && typed === null;
  const asked = useDebouncedValue(typed, QUOTE_DELAY_MS);
  const quote = useShipQuote(order.id, text === null ? null : asked, !invalid);
  const shown = text ?? (quote.data ? parcelText(quote.data) : null);
  const settling = quote.isFetching || (text !== null && asked !== typed);

  const change = (field: ParcelField, value: string) => {
    if (!shown) return;
    setText({ ...shown, [field]: value });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parcel = shown ? parseParcel(shown) : null;
    if (!parcel || ship.isPending) return;
    const trimmed = note.trim();
    ship.mutate(
      { id: order.id, ...parcel, ...(trimmed ? { note: trimmed } : {}) },
      { onSuccess: ({ shipment }) => onShipped(shipment) },
    );
  };

  const money = (n: number) => formatVnd(n, language);
  const limits = { weight: PARCEL_LIMITS.weight, side: PARCEL_LIMITS.side };

  return (
    <section aria-labelledby={headingId} data-testid="ship-with-carrier" className="flex flex-col gap-3">
      <h3
        id={headingId}
        className="font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase"
      >
        {t('admin:shipping.section', { carrier })}
      </h3>
      <form
        onSubmit={submit}
        noValidate
        className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line p-4"
        aria-describedby={ship.isError ? alertId : undefined}
      >
        {!shown && quote.isPending && (
          <p className="text-sm text-plum-500">{t('admin:shipping.quoting', { carrier })}</p>
        )}
        {shown && (
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-plum-800">{t('admin:shipping.parcel')}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {PARCEL_FIELDS.map((field) => (
                <Input
                  key={field}
                  label={t(`admin:shipping.fields.${field}`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={parcelMax(field)}
                  step={1}
                  required
                  value={shown[field]}
                  invalid={parcelValue(field, shown[field]) === null}
                  onChange={(e) => change(field, e.target.value)}
                />
              ))}
            </div>
            {invalid && (
              <p className="mt-2 text-xs font-medium text-wine-600" role="alert">
                {t('admin:shipping.invalidParcel', limits)}
              </p>
            )}
          </fieldset>
        )}

        {quote.isError && !invalid && (
          <FormAlert>
            {t('admin:shipping.quoteFailed', { carrier, message: errorMessage(quote.error, '') })}
          </FormAlert>
        )}
        {quote.data && (
          <dl
            data-testid="ship-quote"
            aria-live="polite"
            aria-busy={settling}
            className={cx(
              'grid grid-cols-2 gap-3 rounded-xl bg-ivory-200 px-4 py-3 text-sm',
              (settling || invalid) && 'opacity-60',
            )}
          >
            <div>
              <dt className="text-xs text-plum-500">{t('admin:shipping.fee', { carrier })}</dt>
              <dd data-testid="quote-fee" className="font-semibold lining-nums tabular-nums">
                {money(quote.data.fee)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-plum-500">{t('admin:shipping.codAmount')}</dt>
              <dd data-testid="quote-cod" className="font-semibold lining-nums tabular-nums">
                {money(quote.data.codAmount)}
              </dd>
            </div>
          </dl>
        )}

        <Input
          label={t('admin:shipping.note')}
          hint={t('admin:shipping.noteHint', { carrier })}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />

        {ship.isError && (
          <FormAlert id={alertId}>{errorMessage(ship.error, t('admin:errors.generic'))}</FormAlert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" size="sm" disabled={!shown || invalid || ship.isPending}>
            {ship.isPending ? t('admin:shipping.creating') : t('admin:shipping.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
