import { UI } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/icons/icons';
import { useScrolledPast } from '../../lib/use-scrolled-past';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A back-to-top button appears after 300 px of scroll. Its ivory ring sets it off the plum
 * footer, where the plum button alone was lost; on the ivory page the button itself shows.
 */
export function BackToTop() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(UI.backToTopAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="fixed right-5 bottom-5 z-30 inline-flex size-12 animate-fade-in items-center justify-center rounded-full bg-plum-800 text-ivory-100 shadow-[0_10px_24px_-8px_rgb(42_21_32/0.6)] ring-2 ring-ivory-100 transition-colors hover:bg-wine-600 sm:right-8 sm:bottom-8"
    >
      <ArrowUpIcon />
    </button>
  );
}
