import { formatVnd, RANK_TIERS, SHIPPING_COUNTRIES, SHIPPING_FEE_STEPS } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { ContactCard, InfoPage, InfoSection } from '../../../features/info/components/info-page';

/** The questions, by group, in the order they show. */
const GROUPS = {
  ordering: ['account', 'track', 'cancel'],
  sizes: ['choose', 'freesize', 'care'],
  delivery: ['time', 'fee', 'international'],
  payment: ['methods', 'qr', 'paypal'],
  returns: ['period', 'how', 'refund'],
  loyalty: ['ranks', 'coupon'],
} as const;

export function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  const language = i18n.resolvedLanguage ?? 'en';
  // the fee and rank figures, from the same constants the pricing uses, so the FAQ's answers never
  // drift from them
  const steps = [...SHIPPING_FEE_STEPS].sort((a, b) => a.minSubtotal - b.minSubtotal);
  const top = RANK_TIERS[RANK_TIERS.length - 1]!;
  const values = {
    low: formatVnd(steps[0]!.minSubtotal, language),
    lowFee: formatVnd(steps[0]!.fee, language),
    high: formatVnd(steps[1]!.minSubtotal, language),
    highFee: formatVnd(steps[1]!.fee, language),
    count: SHIPPING_COUNTRIES.filter((c) => c !== 'Vietnam').length,
    top: top.name,
    percent: top.discountPercent,
  };
  return (
    <InfoPage title={t('title')} intro={t('intro')}>
      {Object.entries(GROUPS).map(([group, questions]) => (
        <InfoSection key={group} title={t(`groups.${group}.title`)}>
          <div className="divide-y divide-line rounded-2xl border border-line bg-ivory-50">
            {questions.map((q) => (
              <details key={q} className="group">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium text-plum-900 [&::-webkit-details-marker]:hidden">
                  <span>{t(`groups.${group}.items.${q}.q`)}</span>
                  <ChevronDownIcon className="size-5 shrink-0 text-wine-600 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-5 pb-5 text-[0.95rem] leading-relaxed text-plum-700">
                  {t(`groups.${group}.items.${q}.a`, values)}
                </p>
              </details>
            ))}
          </div>
        </InfoSection>
      ))}
      <ContactCard title={t('more.title')} body={t('more.body')} />
    </InfoPage>
  );
}
