/**
 * The address that just signed up (or asked to log in while unverified), kept for this tab so the
 * verification page can send it with the code and with a resend, even after a reload.
 */
const KEY = 'pending-verification-email';

export function savePendingEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // storage disabled: router state still carries it for this visit
  }
}

export function pendingEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetPendingEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

/** The address another auth page handed over in the router state (`{ email }`), or ''. */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}
