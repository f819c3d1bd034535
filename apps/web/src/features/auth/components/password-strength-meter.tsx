import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { passwordStrength, STRENGTH_LEVELS, strengthBars } from '../lib/password-strength';

const BAR_COLOURS = {
  weak: 'bg-wine-600',
  fair: 'bg-blush-400',
  good: 'bg-gold-500',
  strong: 'bg-plum-800',
} as const;

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
}

/** A strength meter (four bars and a word) without the rules behind it. */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('login');
  const strength = passwordStrength(password);
  const lit = strengthBars(strength);
  return (
    <div id={id} className="flex items-center gap-3" data-strength={strength ?? 'none'}>
      <div aria-hidden="true" className="grid flex-1 grid-cols-4 gap-1.5">
        {STRENGTH_LEVELS.map((level, i) => (
          <span
            key={level}
            className={cx(
              'h-1 rounded-full transition-colors duration-300',
              strength && i < lit ? BAR_COLOURS[strength] : 'bg-ivory-300',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-w-24 text-right text-xs text-plum-500">
        {strength ? (
          <>
            <span className="sr-only">{t('strength.label')}: </span>
            <span className="font-semibold text-plum-800">{t(`strength.${strength}`)}</span>
          </>
        ) : (
          <span aria-hidden="true">{t('strength.label')}</span>
        )}
      </p>
    </div>
  );
}
