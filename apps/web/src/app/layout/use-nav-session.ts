import { formatBadgeCount, isStaffRole } from '@shop/shared';
import { useIsMutating } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { authKeys } from '../../features/auth/api/auth-action';
import { useLogout } from '../../features/auth/api/logout';
import { useAuthStore } from '../../stores/auth-store';
import { selectCartCount, useCartStore } from '../../stores/cart-store';

/** What the navbar and the mobile menu need to know about the visitor. */
export function useNavSession() {
  const { isAuthenticated, isStaff } = useAuthStore(
    useShallow((s) => ({
      isAuthenticated: s.isAuthenticated,
      isStaff: s.isAuthenticated && isStaffRole(s.account?.userType),
    })),
  );
  const logout = useLogout();
  // "Log out" waits while any account action (this sign-out included) is on its way
  const isLoading = useIsMutating({ mutationKey: authKeys.all }) > 0;
  const cartCount = useCartStore(selectCartCount);
  return {
    isAuthenticated,
    isStaff,
    logout: () => logout.mutateAsync(),
    isLoading,
    cartCount,
    cartBadge: formatBadgeCount(cartCount),
  };
}
