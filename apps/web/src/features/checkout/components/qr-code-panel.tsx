import type { QrPayment } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatCountdown } from '../lib/countdown';

/** The VietQR image and the time left to scan it; both fade once the time is up. */
export function QrCodePanel({ payment, left }: { payment: QrPayment; left: number }) {
  const { t } = useTranslation('qrcode');
  const timeUp = left === 0;
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={payment.qrImage}
        alt={t('imageAlt', { code: payment.memo })}
        data-testid="qr-image"
        data-amount={payment.amount}
        width={288}
        height={288}
        className={cx(
          'aspect-square w-full max-w-72 rounded-2xl border border-line bg-white p-3',
          timeUp && 'opacity-30 grayscale',
        )}
      />
      <div
        role="timer"
        aria-live="off"
        aria-label={t('timeLeftLabel')}
        data-testid="qr-countdown"
        className={cx(
          'rounded-pill px-4 py-1.5 text-sm font-semibold tabular-nums',
          timeUp ? 'bg-wine-600 text-ivory-50' : 'bg-blush-100 text-plum-900',
        )}
      >
        {timeUp ? t('timeUp') : t('timeLeft', { time: formatCountdown(left) })}
      </div>
    </div>
  );
}
