import type { AddressEntry } from '@shop/shared';
import { useTranslation } from 'react-i18next';

/** A saved address as it is read on an envelope: who, where, and how to reach them. */
export function AddressLines({ entry, showName = true }: { entry: AddressEntry; showName?: boolean }) {
  const { t } = useTranslation('checkout');
  const place = [entry.ward, entry.province, t(`countries.${entry.country}`, entry.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <address className="flex min-w-0 flex-col gap-0.5 text-sm leading-relaxed text-plum-700 not-italic">
      {showName && <span className="font-medium wrap-anywhere text-plum-900">{entry.name}</span>}
      <span className="wrap-anywhere">{entry.street}</span>
      <span className="wrap-anywhere">{place}</span>
      <span className="wrap-anywhere text-plum-500">
        {entry.phone} · {entry.email}
      </span>
    </address>
  );
}
