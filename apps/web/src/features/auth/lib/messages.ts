import { MESSAGES } from '@shop/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_PASSWORD_REQUIRED, PASSWORDS_DIFFER } from './validation';

/**
 * Every message an account page can show, by its English text: the texts of docs/requirements/
 * validation.md and errors.md (MESSAGES) and
 * the server's own auth messages. Each has a key under `messages` in the login namespace, whose
 * English text is the very same (a unit test holds them together); Vietnamese is its translation.
 */
const KEYS: Record<string, string> = {
  [MESSAGES.allFieldsRequired]: 'allFieldsRequired',
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.passwordTooShort]: 'passwordTooShort',
  [MESSAGES.emailPasswordRequired]: 'emailPasswordRequired',
  [MESSAGES.tooManyLoginAttempts]: 'tooManyLoginAttempts',
  [MESSAGES.verificationCodeRequired]: 'verificationCodeRequired',
  [MESSAGES.invalidVerificationResponse]: 'invalidVerificationResponse',
  [MESSAGES.emailRequired]: 'emailRequired',
  [MESSAGES.resetFieldsRequired]: 'resetFieldsRequired',
  [MESSAGES.profileDataRequired]: 'profileDataRequired',
  [MESSAGES.invalidResponseStructure]: 'invalidResponseStructure',
  [MESSAGES.signupSuccess]: 'signupSuccess',
  [MESSAGES.sessionExpired]: 'sessionExpired',
  [MESSAGES.signupFailed]: 'signupFailed',
  [MESSAGES.loginFailed]: 'loginFailed',
  [MESSAGES.googleLoginFailed]: 'googleLoginFailed',
  [MESSAGES.googleLinkFailed]: 'googleLinkFailed',
  [MESSAGES.googleUnlinkFailed]: 'googleUnlinkFailed',
  [MESSAGES.verifyEmailFailed]: 'verifyEmailFailed',
  [MESSAGES.deleteAccountFailed]: 'deleteAccountFailed',
  [MESSAGES.forgotPasswordFailed]: 'forgotPasswordFailed',
  [MESSAGES.resetPasswordFailed]: 'resetPasswordFailed',
  [MESSAGES.resendVerificationFailed]: 'resendVerificationFailed',
  [MESSAGES.updateProfileFailed]: 'updateProfileFailed',
  [MESSAGES.emailVerified]: 'emailVerified',
  [MESSAGES.emailAlreadyVerified]: 'emailAlreadyVerified',
  [MESSAGES.tooManyCodeGuesses]: 'tooManyCodeGuesses',
  [MESSAGES.resetEmailSent]: 'resetEmailSent',
  [MESSAGES.passwordReset]: 'passwordReset',
  [MESSAGES.verificationEmailSent]: 'verificationEmailSent',
  [MESSAGES.profileUpdated]: 'profileUpdated',
  [PASSWORDS_DIFFER]: 'passwordsDiffer',
  [CURRENT_PASSWORD_REQUIRED]: 'currentPasswordRequired',
  // the server's own (apps/server/src/modules/auth)
  [MESSAGES.invalidCredentials]: 'invalidCredentials',
  'An account with this email already exists': 'emailTaken',
  [MESSAGES.invalidVerificationCode]: 'invalidCode',
  [MESSAGES.verificationCodeExpired]: 'codeExpired',
  [MESSAGES.tooManyWrongCodes]: 'tooManyWrongCodes',
  [MESSAGES.resetLinkInvalid]: 'resetLinkInvalid',
  'Your current password is not correct': 'currentPasswordWrong',
  'This account already has a password. Change it from your profile.': 'alreadyHasPassword',
  'This Google account is already linked to another account': 'googleLinkedElsewhere',
  'Set a password before unlinking Google, or you could not sign in again': 'setPasswordBeforeUnlink',
  'No Google account is linked': 'noGoogleLinked',
  'Google sign-in is not available': 'googleUnavailable',
  [MESSAGES.accountSuspended]: 'accountSuspended',
  [MESSAGES.tooManyAttemptsFromAddress]: 'tooManyAttemptsFromAddress',
  [MESSAGES.verifyBeforeLinkingGoogle]: 'verifyBeforeLinkingGoogle',
  'Your account no longer exists': 'accountGone',
  'Please enter a valid phone number': 'invalidPhone',
  'Name cannot be empty': 'nameRequired',
  'Password changed successfully': 'passwordChanged',
  'Password set successfully': 'passwordSet',
  'Google account linked successfully': 'googleLinked',
  'Google account unlinked successfully': 'googleUnlinked',
};

/** The translation key (under `messages` in the login namespace) of a known message. */
export function messageKey(message: string): string | undefined {
  if (KEYS[message]) return KEYS[message];
  if (/^Network error/i.test(message)) return 'network';
  if (/^HTTP 5\d\d/.test(message)) return 'server';
  return undefined;
}

/** Every known English message with its key (for the test that keeps the translations complete). */
export const KNOWN_MESSAGES: Readonly<Record<string, string>> = KEYS;

/**
 * Turns a message from the store or the server into the interface's language: by key where one is
 * known (the required texts word for word in English), else the message as it came.
 */
export function useAuthMessage(): (message: string | null | undefined) => string {
  const { t } = useTranslation('login');
  return useCallback(
    (message) => {
      if (!message) return '';
      const key = messageKey(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
