import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { AddressBook } from '../../../features/addresses/components/address-book';
import { useUserProfile } from '../../../features/auth/api/get-user-profile';
import { DeleteAccountSection } from '../../../features/auth/components/delete-account-section';
import { GoogleSection } from '../../../features/auth/components/google-section';
import { PasswordSection } from '../../../features/auth/components/password-section';
import { ProfileDetailsForm } from '../../../features/auth/components/profile-details-form';
import { ProfileSection } from '../../../features/auth/components/profile-section';
import { isGoogleConfigured } from '../../../features/auth/lib/google';
import { CustomerOrders } from '../../../features/orders/components/customer-orders';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuthStore } from '../../../stores/auth-store';

function initials(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '·';
}

/**
 * /profile (a logged-in verified user): details, the address book, orders,
 * password, Google and account deletion. Data from GET /auth/user-profile; the header shows the
 * session's user at once.
 */
export function ProfilePage() {
  // the address book's fields speak the checkout's words (labels, countries, rules)
  const { t } = useTranslation(['account', 'login', 'orderSum', 'addresses', 'checkout']);
  usePageTitle(t('title'));
  const sessionUser = useAuthStore((s) => s.user);
  const profile = useUserProfile();
  const user = profile.data?.user;
  const account = profile.data?.account;
  const name = user?.name ?? (typeof sessionUser?.name === 'string' ? sessionUser.name : '');
  const email = user?.email ?? (typeof sessionUser?.email === 'string' ? sessionUser.email : '');

  const nav = [
    { id: 'details', label: t('nav.details') },
    { id: 'addresses', label: t('addresses:title') },
    { id: 'orders', label: t('orders') },
    { id: 'security', label: t('nav.security') },
    ...(isGoogleConfigured() ? [{ id: 'google', label: t('google.title') }] : []),
    { id: 'delete', label: t('nav.delete') },
  ];

  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(50rem_22rem_at_15%_0%,var(--color-blush-200),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex items-center gap-5">
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-plum-800 font-display text-2xl text-ivory-50 italic ring-4 ring-blush-200 sm:size-20 sm:text-3xl"
            >
              {initials(name)}
            </span>
            <div className="min-w-0">
              <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('eyebrow')}</p>
              <h1 className="mt-2 font-display text-[2.125rem] leading-none font-medium sm:text-5xl">
                {t('title')}
              </h1>
              {name && (
                <p className="mt-2 truncate text-sm text-plum-500">
                  {t('greeting', { name })} · <span className="break-all">{email}</span>
                </p>
              )}
            </div>
          </div>
        </header>

        <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-label={t('nav.label')} className="min-w-0 lg:sticky lg:top-28 lg:self-start">
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
              {nav.map((item) => (
                <li key={item.id} className="shrink-0">
                  <a
                    href={`#${item.id}`}
                    className="block rounded-pill border border-line bg-ivory-50 px-4 py-2 text-sm whitespace-nowrap text-plum-800 transition-colors hover:border-wine-600 hover:text-wine-600 lg:border-transparent lg:bg-transparent lg:px-4"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex min-w-0 flex-col gap-8">
            {profile.isPending ? (
              <div className="flex justify-center rounded-[1.75rem] border border-line bg-ivory-50 p-16">
                <Spinner label={t('loading')} />
              </div>
            ) : profile.isError || !user || !account ? (
              <FormAlert>
                <p>{t('loadError')}</p>
                <Button variant="link" onClick={() => profile.refetch()} className="mt-1">
                  {t('retry')}
                </Button>
              </FormAlert>
            ) : (
              <>
                <ProfileDetailsForm key={user.id} user={user} />
                <ProfileSection
                  id="addresses"
                  title={t('addresses:title')}
                  intro={<p>{t('addresses:intro')}</p>}
                >
                  <AddressBook start={{ name: user.name, email: user.email, phone: user.phone ?? '' }} />
                </ProfileSection>
                <ProfileSection id="orders" title={t('orders')} intro={<p>{t('ordersIntro')}</p>}>
                  <CustomerOrders />
                </ProfileSection>
                <PasswordSection hasPassword={account.hasPassword} />
                <GoogleSection linked={account.googleLinked} hasPassword={account.hasPassword} />
                <DeleteAccountSection email={user.email} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
