import type { Availability } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';

const TONES: Record<Availability, string> = {
  AVAILABLE: 'bg-ivory-50 text-plum-800 border border-line',
  'PRE-ORDER': 'bg-ivory-50 text-wine-700 border border-blush-300',
  'ARRIVING SOON': 'bg-blush-100 text-plum-800 border border-blush-200',
  'OUT OF STOCK': 'bg-plum-800 text-ivory-100',
  'SOLD OUT': 'bg-plum-800 text-ivory-100',
  DEFECTIVE: 'bg-ivory-200 text-plum-700 border border-line',
};

/** The availability label, in the reader's language. */
export function AvailabilityBadge({
  availability,
  className,
}: {
  availability: Availability;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-pill px-2.5 py-1 text-[0.625rem] leading-none font-semibold tracking-[0.14em] whitespace-nowrap uppercase',
        TONES[availability],
        className,
      )}
    >
      {t(`catalog.availability.${availability}`)}
    </span>
  );
}
