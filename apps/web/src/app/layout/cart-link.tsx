import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BagIcon } from '../../components/icons/icons';
import { Badge } from '../../components/ui/badge';
import { cx } from '../../components/ui/cx';

/** The cart link with its item-count badge ("99+" above 99). */
export function CartLink({
  count,
  badge,
  onNavigate,
}: {
  count: number;
  badge: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('navbar');
  return (
    <NavLink
      to={ROUTES.cart}
      onClick={onNavigate}
      aria-label={t('cartWithCount', { count, badge })}
      className={({ isActive }) =>
        cx(
          'relative inline-flex size-10 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-blush-100',
          isActive && 'bg-blush-100',
        )
      }
    >
      <BagIcon />
      {count > 0 && (
        <Badge tone="wine" data-testid="cart-badge" aria-hidden="true" className="absolute -top-0.5 -right-1">
          {badge}
        </Badge>
      )}
    </NavLink>
  );
}
