import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../../../stores/auth-store';
import type { Caller } from '../lib/user-access';

/** The dashboard's user: their id and role, as the session holds them. */
export function useCaller(): Caller {
  return useAuthStore(
    useShallow((s) => ({
      userId: typeof s.user?.id === 'string' ? s.user.id : undefined,
      role: s.account?.userType,
    })),
  );
}
