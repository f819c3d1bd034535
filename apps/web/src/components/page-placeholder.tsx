import { ROUTES } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { buttonClasses } from './ui/button';

export interface PagePlaceholderProps {
  title: string;
  intro?: string;
  /** Real content a page already has (e.g. the loyalty tiers) shows under the heading. */
  children?: ReactNode;
  /** Hide the "coming soon" note when the page is complete. */
  complete?: boolean;
}

/** A page not yet built: its translated title, a short note and a way back into the shop. */
export function PagePlaceholder({ title, intro, children, complete = false }: PagePlaceholderProps) {
  const { t } = useTranslation('common');
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-5xl flex-1 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
      {!complete && (
        <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('placeholder.eyebrow')}</p>
      )}
      <h1 className="mt-3 text-title">{title}</h1>
      <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />
      {intro && <p className="mt-6 max-w-2xl text-base leading-relaxed text-plum-500">{intro}</p>}
      {children && <div className="mt-10">{children}</div>}
      {!complete && (
        <div className="mt-10 rounded-2xl border border-line bg-ivory-50 p-6 sm:p-8">
          <p className="max-w-xl text-sm leading-relaxed text-plum-700">{t('placeholder.body')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={ROUTES.products} className={buttonClasses('primary', 'md')}>
              {t('placeholder.browse')}
            </Link>
            <Link to={ROUTES.home} className={buttonClasses('secondary', 'md')}>
              {t('placeholder.home')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
