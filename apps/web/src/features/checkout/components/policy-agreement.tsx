import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';

interface PolicyAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}

/** The body's acceptPolicy: the shopper agrees to the exchange & return policy before ordering. */
export function PolicyAgreement({ checked, onChange, error }: PolicyAgreementProps) {
  const { t } = useTranslation('returnPolicyAgreement');
  return (
    <div className="rounded-2xl border border-line bg-blush-100/50 p-4">
      <p className="text-sm leading-relaxed text-plum-700">{t('summary')}</p>
      <ul className="mt-2 list-disc pl-5 text-xs leading-relaxed text-plum-600">
        <li>{t('points.period')}</li>
        <li>{t('points.condition')}</li>
        <li>{t('points.international')}</li>
      </ul>
      <label className="mt-3 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'policy-error' : undefined}
          className="mt-0.5 size-4 shrink-0 accent-plum-800"
        />
        <span className="text-sm font-medium text-plum-900">{t('label')}</span>
      </label>
      <a
        href={ROUTES.exchangePolicy}
        target="_blank"
        rel="noopener"
        className="mt-2 ml-7 inline-block text-xs text-wine-600 underline underline-offset-4 hover:text-wine-700"
      >
        {t('link')}
        <span className="sr-only"> ({t('newTab')})</span>
      </a>
      {error && (
        <p id="policy-error" className="mt-2 text-xs font-medium text-wine-600">
          {error}
        </p>
      )}
    </div>
  );
}
