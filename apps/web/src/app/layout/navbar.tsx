import { ROUTES, SHOP, UI } from '@shop/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { MenuIcon, UserIcon } from '../../components/icons/icons';
import { Button, buttonClasses } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { CartLink } from './cart-link';
import { LanguageMenu } from './language-menu';
import { SocialLinks } from './social-links';
import { useNavSession } from './use-nav-session';

/**
 * The full-screen menu of a phone, fetched when first wanted (the button is touched, hovered or
 * focused): it is not rendered until opened, and its code in the shell put the first load of / over
 * its 150 KB budget.
 */
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'relative py-2 text-xs font-semibold tracking-[0.2em] uppercase transition-colors',
    'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-wine-600 after:transition-transform',
    isActive
      ? 'text-wine-600 after:scale-x-100'
      : 'text-plum-800 after:scale-x-0 hover:text-wine-600 hover:after:scale-x-100',
  );

/** The fixed top navigation bar. */
export function Navbar() {
  const { t } = useTranslation('navbar');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useNavSession();
  const scrolled = useScrolledPast(UI.navbarShadowAfterPx);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu is open for the path it was opened on: any route change closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  // …and forgets that path, so coming back to it (browser Back) does not reopen the menu.
  useEffect(() => {
    setMenuPath((path) => (path === location.pathname ? path : null));
  }, [location.pathname]);

  const onLogout = async () => {
    setMenuPath(null);
    await session.logout();
    navigate(ROUTES.home);
  };

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cx(
        'fixed inset-x-0 top-0 z-40 border-b transition-[box-shadow,background-color,border-color] duration-300',
        scrolled
          ? 'border-line bg-ivory-100/95 shadow-nav backdrop-blur'
          : 'border-transparent bg-ivory-100/80 shadow-none backdrop-blur-sm',
      )}
    >
      <nav
        aria-label={t('primary')}
        className="mx-auto flex h-nav max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link
          to={ROUTES.home}
          aria-label={t('brandHome', { shop: SHOP.name })}
          className="font-display text-2xl font-semibold tracking-wide whitespace-nowrap text-plum-900 sm:text-[1.7rem]"
        >
          {SHOP.name}
        </Link>

        <ul className="ml-6 hidden items-center gap-5 lg:flex xl:ml-8 xl:gap-7">
          <li>
            <NavLink to={ROUTES.home} end className={navLinkClass}>
              {t('home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={ROUTES.products} className={navLinkClass}>
              {t('products')}
            </NavLink>
          </li>
          {session.isStaff && (
            <li>
              <NavLink to={ROUTES.adminDashboard} className={navLinkClass}>
                {t('dashboard')}
              </NavLink>
            </li>
          )}
        </ul>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* Social links in the bar at every width that shows the bar's links (from 1024 px) */}
          <SocialLinks className="hidden lg:flex" />
          <LanguageMenu className="hidden lg:block" />
          {session.isAuthenticated && (
            <>
              <CartLink count={session.cartCount} badge={session.cartBadge} />
              <NavLink
                to={ROUTES.profile}
                aria-label={t('profile')}
                className={({ isActive }) =>
                  cx(
                    'hidden size-10 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-blush-100 lg:inline-flex',
                    isActive && 'bg-blush-100',
                  )
                }
              >
                <UserIcon />
              </NavLink>
            </>
          )}
          <div className="ml-2 hidden items-center gap-2 lg:flex">
            {session.isAuthenticated ? (
              <Button variant="secondary" size="sm" onClick={onLogout} disabled={session.isLoading}>
                {t('logout')}
              </Button>
            ) : (
              <>
                <Link to={ROUTES.signUp} className={buttonClasses('ghost', 'sm')}>
                  {t('signUp')}
                </Link>
                <Link to={ROUTES.login} className={buttonClasses('primary', 'sm')}>
                  {t('logIn')}
                </Link>
              </>
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-plum-800 hover:bg-blush-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('menu.open')}
            onClick={() => setMenuPath(location.pathname)}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </nav>

      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => {
              setMenuPath(null);
              menuButtonRef.current?.focus();
            }}
            onNavigate={() => setMenuPath(null)}
            onLogout={onLogout}
            session={session}
          />
        </Suspense>
      )}
    </header>
  );
}
