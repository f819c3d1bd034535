import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { cleanCode } from '../lib/verification-code';

interface VerificationCodeFieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  /** gets the code cleaned as typed (capitals and digits, at most six) */
  onChange: (code: string) => void;
  /** the error's text, translated */
  error: string | null;
}

/** The six-character code of the verification mail: one large box, its hint and its error. */
export function VerificationCodeField({ id, inputRef, value, onChange, error }: VerificationCodeFieldProps) {
  const { t } = useTranslation('verification');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-plum-800">
        {t('codeLabel')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="code"
        value={value}
        onChange={(e) => onChange(cleanCode(e.target.value))}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        inputMode="text"
        placeholder="••••••"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={cx(
          'min-h-16 w-full rounded-2xl border bg-ivory-50 px-5 text-center font-mono text-3xl tracking-[0.5em] text-plum-900 uppercase outline-none placeholder:tracking-[0.5em] placeholder:text-plum-300 focus-visible:border-wine-600 focus-visible:outline-2 focus-visible:outline-solid',
          error ? 'border-wine-600' : 'border-line',
        )}
      />
      <p id={hintId} className="text-xs text-plum-500">
        {t('codeHint')}
      </p>
      {error && (
        <p id={errorId} className="text-xs font-medium text-wine-600">
          {error}
        </p>
      )}
    </div>
  );
}
