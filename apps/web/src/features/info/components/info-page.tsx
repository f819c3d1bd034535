import { SHOP } from '@shop/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { InstagramIcon } from '../../../components/icons/icons';
import { cx } from '../../../components/ui/cx';
import { formatDay } from '../../../lib/dates';
import { POLICIES_UPDATED } from '../lib/dates';

export interface InfoPageProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** show "Last updated" with the policies' revision date */
  updated?: boolean;
  children: ReactNode;
  /** a wider page (cards in columns) */
  wide?: boolean;
}

/**
 * The frame of every information and policy page: a heading, a short introduction and the sections,
 * in a column narrow enough to read on a phone. The tab title comes from the route (app/route-meta.ts).
 */
export function InfoPage({ eyebrow, title, intro, updated = false, children, wide = false }: InfoPageProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <article
      className={cx(
        'mx-auto w-full flex-1 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:px-8',
        wide ? 'max-w-5xl' : 'max-w-3xl',
      )}
    >
      <header>
        {eyebrow && <p className="text-eyebrow font-semibold text-wine-600 uppercase">{eyebrow}</p>}
        <h1 className={cx('text-title', eyebrow && 'mt-3')}>{title}</h1>
        <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />
        {intro && <p className="mt-6 text-base leading-relaxed text-plum-600 sm:text-lg">{intro}</p>}
        {updated && (
          <p className="mt-4 text-xs text-plum-500">
            {t('info.updated', { date: formatDay(POLICIES_UPDATED, i18n.resolvedLanguage ?? 'en') })}
          </p>
        )}
      </header>
      <div className="mt-10 grid gap-10 sm:mt-12 sm:gap-12">{children}</div>
    </article>
  );
}

/** One titled part of a page; its heading names the region for screen readers. */
export function InfoSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-2xl leading-tight text-plum-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 text-[0.95rem] leading-relaxed text-plum-700">{children}</div>
    </section>
  );
}

/** A bulleted list of plain sentences. */
export function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5 marker:text-wine-500">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Something a shopper must not miss: set apart, and announced as a note. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside
      aria-label={title}
      className="rounded-2xl border border-wine-500/30 bg-blush-100 p-5 text-[0.95rem] leading-relaxed text-plum-800 sm:p-6"
    >
      <p className="font-semibold text-wine-700">{title}</p>
      <div className="mt-2 grid gap-2">{children}</div>
    </aside>
  );
}

const handle = (url: string) => `@${url.replace(/\/+$/, '').split('/').pop()?.replace(/^@/, '')}`;

/** How to reach the shop, by Instagram message and by e-mail (and the hotline). */
export function ContactCard({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('common');
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-pill border border-plum-800 px-5 text-sm font-medium text-plum-800 transition-colors hover:bg-plum-800 hover:text-ivory-100';
  return (
    <div className="rounded-2xl border border-line bg-ivory-50 p-5 sm:p-8">
      <h2 className="font-display text-2xl text-plum-900 sm:text-3xl">{title}</h2>
      <p className="mt-3 text-[0.95rem] leading-relaxed text-plum-700">{body}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li>
          <a href={SHOP.social.instagram} target="_blank" rel="noopener noreferrer" className={link}>
            <InstagramIcon aria-hidden="true" />
            <span>
              {t('info.contact.instagram')}{' '}
              <span className="font-normal">{handle(SHOP.social.instagram)}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={`mailto:${SHOP.email}`} className={link}>
            {t('info.contact.email')} <EmailAddress address={SHOP.email} className="font-normal" />
          </a>
        </li>
        <li>
          <a href={`tel:${SHOP.hotline.replace(/\s/g, '')}`} className={link}>
            {t('info.contact.hotline')} <span className="font-normal">{SHOP.hotline}</span>
          </a>
        </li>
      </ul>
      <p className="mt-4 text-xs text-plum-500">{t('info.contact.hours')}</p>
    </div>
  );
}
