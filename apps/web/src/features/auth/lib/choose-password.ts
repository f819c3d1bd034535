/**
 * a code proven in another browser than the sign-up's ends the password typed at sign-up (perhaps
 * by a stranger with the owner's address); the shopper, signed in by the proof, is sent here to
 * choose her own. Not one of the required routes (docs/requirements/screens.md): the guards treat
 * it as a signed-in page.
 */
export const CHOOSE_PASSWORD_PATH = '/choose-password';

/**
 * Whether the account the verification just signed in has no password to sign in with (the server's
 * `passwordRequired`; the store keeps the account it returned, whose `hasPassword` says the same).
 */
export function needsPassword(account: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return account?.hasPassword === false;
}
