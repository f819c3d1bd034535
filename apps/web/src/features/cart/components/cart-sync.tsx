import { useAuthStore } from '../../../stores/auth-store';
import { useCart } from '../api/get-cart';

/**
 * Loads the signed-in shopper's server cart once per visit, so the persisted mirror (and the navbar
 * badge that reads it) follows the server: a cart filled on another device or tab shows here too.
 * Renders nothing.
 */
export function CartSync() {
  const enabled = useAuthStore(
    (s) => !s.isCheckingAuth && s.isAuthenticated && s.account?.isVerified === true,
  );
  useCart({ enabled });
  return null;
}
