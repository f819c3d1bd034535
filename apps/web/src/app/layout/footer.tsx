import { ROUTES, SHOP } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailAddress } from '../../components/email-address';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { formatDay } from '../../lib/dates';
import { SocialLinks } from './social-links';

/** The customer-service links lead to the information and policy pages. */
const SERVICE_LINKS = [
  ['aboutUs', ROUTES.aboutUs],
  ['howToOrder', ROUTES.howToOrder],
  ['faq', ROUTES.faq],
  ['loyaltyLevel', ROUTES.loyaltyLevel],
  ['exchangePolicy', ROUTES.exchangePolicy],
  ['privacy', ROUTES.privacy],
  ['paymentPolicy', ROUTES.paymentPolicy],
  ['preOrderPolicy', ROUTES.preOrderPolicy],
  ['legal', ROUTES.legal],
] as const;

const linkClass =
  'text-sm text-plum-100 underline-offset-4 transition-colors hover:text-ivory-100 hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 font-sans text-eyebrow font-semibold text-blush-200 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** Newsletter, customer service, contact, business registration and social links. */
export function Footer() {
  const { t, i18n } = useTranslation('footer');
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;
  const business = SHOP.business;
  return (
    <footer className="on-dark bg-plum-900 text-plum-100">
      <div className="border-b border-plum-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-xl">
            <p className="text-eyebrow font-semibold text-blush-300 uppercase">{t('newsletter.eyebrow')}</p>
            <h2 className="mt-2 font-display text-3xl text-ivory-100 sm:text-4xl">{t('newsletter.title')}</h2>
            <p className="mt-2 text-sm text-plum-100">{t('newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-3">
          <p className="font-display text-3xl font-semibold text-ivory-100">{SHOP.name}</p>
          <p className="mt-3 max-w-xs text-sm text-plum-100">{t('tagline')}</p>
          <SocialLinks tone="dark" className="mt-5 -ml-2" />
        </div>

        <div className="lg:col-span-3">
          <Column title={t('customerService.title')}>
            <ul className="grid gap-2.5">
              {SERVICE_LINKS.map(([key, to]) => (
                <li key={key}>
                  <Link to={to} className={linkClass}>
                    {t(`customerService.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>
        </div>

        <div className="lg:col-span-3">
          <Column title={t('contact.title')}>
            <address className="grid gap-3 text-sm not-italic">
              <p>
                <span className="block text-xs text-plum-300">{t('contact.phone')}</span>
                <a href={tel(SHOP.phone)} className={linkClass}>
                  {SHOP.phone}
                </a>
              </p>
              <p>
                <span className="block text-xs text-plum-300">{t('contact.email')}</span>
                <a href={`mailto:${SHOP.email}`} className={linkClass}>
                  <EmailAddress address={SHOP.email} />
                </a>
              </p>
              <p>
                <span className="block text-xs text-plum-300">{t('contact.address')}</span>
                <span className="text-plum-100">{SHOP.address}</span>
              </p>
            </address>
          </Column>
        </div>

        <div className="lg:col-span-3">
          <Column title={t('business.title')}>
            <dl className="grid gap-2.5 text-sm">
              <div>
                <dt className="text-xs text-plum-300">{t('business.name')}</dt>
                <dd className="text-plum-100">{business.name}</dd>
              </div>
              <div>
                <dt className="text-xs text-plum-300">{t('business.registrationNumber')}</dt>
                <dd className="text-plum-100">{business.registrationNumber}</dd>
              </div>
              <div>
                <dt className="text-xs text-plum-300">{t('business.issueDate')}</dt>
                <dd className="text-plum-100">
                  {t('business.issued', {
                    date: formatDay(business.issueDate, i18n.resolvedLanguage ?? 'en'),
                    by: business.issuedBy,
                  })}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-plum-300">{t('business.taxNumber')}</dt>
                <dd className="text-plum-100">{business.taxNumber}</dd>
              </div>
              <div>
                <dt className="text-xs text-plum-300">{t('business.hotline')}</dt>
                <dd>
                  <a href={tel(SHOP.hotline)} className={linkClass}>
                    {SHOP.hotline}
                  </a>
                </dd>
              </div>
            </dl>
          </Column>
        </div>
      </div>

      <div className="border-t border-plum-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-plum-300 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{t('rights', { year: new Date().getFullYear(), shop: SHOP.name })}</p>
          <p>{t('madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
