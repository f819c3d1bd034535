import { ROUTES, SHOP } from '@shop/shared';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CloseIcon } from '../../components/icons/icons';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import { LanguageMenu } from './language-menu';
import { SocialLinks } from './social-links';
import type { useNavSession } from './use-nav-session';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
  onLogout: () => void;
  session: ReturnType<typeof useNavSession>;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center justify-between border-b border-line py-4 font-display text-3xl transition-colors',
    isActive ? 'text-wine-600' : 'text-plum-900 hover:text-wine-600',
  );

/**
 * On small screens a full-screen menu that locks page scroll and closes on route change.
 * It lists Home, Products, Cart, Profile (the guards send a visitor on to log in), the dashboard
 * link for staff and the auth buttons.
 */
export function MobileMenu({ id, open, onClose, onNavigate, onLogout, session }: MobileMenuProps) {
  const { t } = useTranslation('navbar');
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  if (!open) return null;

  // Keep Tab inside the menu while it covers the page (it is modal).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  // A portal: the header's backdrop-filter would otherwise make it the box of a fixed child.
  return createPortal(
    <div
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('menu.title')}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex animate-fade-in flex-col overflow-y-auto bg-ivory-100 lg:hidden"
    >
      <div className="flex h-nav shrink-0 items-center justify-between px-4 sm:px-6">
        <span className="font-display text-2xl font-semibold tracking-wide text-plum-900">{SHOP.name}</span>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('menu.close')}
          className="inline-flex size-10 items-center justify-center rounded-full text-plum-800 hover:bg-blush-100"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <nav aria-label={t('primary')} className="flex flex-1 flex-col px-6 pt-6 sm:px-10">
        <ul>
          <li>
            <NavLink to={ROUTES.home} end className={itemClass} onClick={onNavigate}>
              {t('home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={ROUTES.products} className={itemClass} onClick={onNavigate}>
              {t('products')}
            </NavLink>
          </li>
          <li>
            <NavLink to={ROUTES.cart} className={itemClass} onClick={onNavigate}>
              <span>{t('cart')}</span>
              {session.isAuthenticated && session.cartCount > 0 && (
                <Badge
                  tone="wine"
                  aria-label={t('cartWithCount', { count: session.cartCount, badge: session.cartBadge })}
                >
                  {session.cartBadge}
                </Badge>
              )}
            </NavLink>
          </li>
          <li>
            <NavLink to={ROUTES.profile} className={itemClass} onClick={onNavigate}>
              {t('profile')}
            </NavLink>
          </li>
          {session.isStaff && (
            <li>
              <NavLink to={ROUTES.adminDashboard} className={itemClass} onClick={onNavigate}>
                {t('dashboard')}
              </NavLink>
            </li>
          )}
        </ul>

        <div className="mt-8 flex flex-col gap-3">
          {session.isAuthenticated ? (
            <Button variant="secondary" size="lg" onClick={onLogout} disabled={session.isLoading}>
              {t('logout')}
            </Button>
          ) : (
            <>
              <Link to={ROUTES.login} onClick={onNavigate} className={buttonClasses('primary', 'lg')}>
                {t('logIn')}
              </Link>
              <Link to={ROUTES.signUp} onClick={onNavigate} className={buttonClasses('secondary', 'lg')}>
                {t('signUp')}
              </Link>
            </>
          )}
        </div>

        <div className="mt-auto flex items-center justify-between gap-4 border-t border-line py-6">
          <SocialLinks />
          <LanguageMenu placement="above" />
        </div>
      </nav>
    </div>,
    document.body,
  );
}
