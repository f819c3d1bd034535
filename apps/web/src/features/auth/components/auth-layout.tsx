import { RANK_TIERS, SHOP } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

const TOP_DISCOUNT = RANK_TIERS[RANK_TIERS.length - 1]?.discountPercent ?? 0;

export interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other account pages. */
  footer?: ReactNode;
}

/**
 * The frame of every account page (sign up, log in, verify, forgot and reset password): on wide
 * screens the boutique's panel on the left and the form on the right; on a phone the form alone.
 * The footer is hidden on these routes, so the frame fills the screen under the navbar.
 */
export function AuthLayout({ eyebrow, title, intro, children, footer }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className="relative isolate flex flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_100%_0%,var(--color-blush-100),transparent_65%)]"
      />
      <div className="mx-auto grid w-full max-w-7xl flex-1 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <BrandPanel />
        <section className="flex justify-center px-5 pt-10 pb-16 sm:px-8 sm:pt-16 lg:items-center lg:px-16 lg:py-16">
          <div className="w-full max-w-md">
            <p className="text-eyebrow font-semibold text-wine-600 uppercase">{eyebrow}</p>
            <h1 className="mt-4 font-display text-[2.5rem] leading-[1.05] font-medium sm:text-5xl">
              {title}
            </h1>
            <div aria-hidden="true" className="mt-5 h-px w-16 bg-gold-500" />
            {intro && <div className="mt-5 text-[0.9375rem] leading-relaxed text-plum-500">{intro}</div>}
            <div className="mt-8">{children}</div>
            {footer && <div className="mt-10 border-t border-line pt-6 text-sm text-plum-500">{footer}</div>}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The left panel: the arch of the home page on deep plum, and what an account brings. */
function BrandPanel() {
  const { t } = useTranslation('login');
  const perks = [
    t('aside.perks.bag'),
    t('aside.perks.orders'),
    t('aside.perks.rank', { percent: TOP_DISCOUNT }),
  ];
  return (
    <aside className="on-dark relative my-6 ml-6 hidden overflow-hidden rounded-[2rem] bg-plum-800 text-ivory-100 lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(36rem_28rem_at_20%_0%,rgb(220_157_152/0.35),transparent_70%),radial-gradient(30rem_24rem_at_100%_100%,rgb(176_74_100/0.45),transparent_70%)]"
      />
      <div aria-hidden="true" className="relative mx-auto mt-14 aspect-[3/4] w-[46%] max-w-60">
        <div className="absolute inset-0 rounded-t-[999px] bg-linear-to-b from-blush-200 via-blush-300 to-wine-500 shadow-card" />
        <div className="absolute inset-2.5 rounded-t-[999px] border border-ivory-50/60" />
        <p className="absolute inset-x-0 bottom-6 text-center font-display text-3xl text-ivory-50 italic">
          {SHOP.name.split(' ')[0]}
        </p>
      </div>
      <div className="relative px-10 pt-10 pb-12 xl:px-14">
        <p className="text-eyebrow font-semibold text-blush-200 uppercase">{t('aside.eyebrow')}</p>
        <p className="mt-4 font-display text-[2rem] leading-tight text-ivory-50 italic xl:text-4xl">
          {t('aside.title')}
        </p>
        <ul className="mt-8 space-y-3">
          {perks.map((perk, i) => (
            <li key={perk} className="flex items-baseline gap-4 text-sm text-ivory-100">
              <span aria-hidden="true" className="font-display text-lg text-blush-200 italic">
                0{i + 1}
              </span>
              {perk}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
