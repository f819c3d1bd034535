import { formatBadgeCount, isStaffRole } from '@shop/shared';
import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../../stores/auth-store';
import { selectCartCount, useCartStore } from '../../stores/cart-store';

/** What the navbar and the mobile menu need to know about the visitor. */
export function useNavSession() {
  const { isAuthenticated, isStaff, logout, isLoading } = useAuthStore(
    useShallow((s) => ({
      isAuthenticated: s.isAuthenticated,
      isStaff: s.isAuthenticated && isStaffRole(s.account?.userType),
      logout: s.logout,
      isLoading: s.isLoading,
    })),
  );
  const cartCount = useCartStore(selectCartCount);
  return { isAuthenticated, isStaff, logout, isLoading, cartCount, cartBadge: formatBadgeCount(cartCount) };
}
