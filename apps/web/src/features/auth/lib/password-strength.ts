import { PASSWORD_MIN_LENGTH } from '@shop/shared';

/** The sign-up form's strength meter. Its rules are not shown to the shopper. */
export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

export const STRENGTH_LEVELS: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

/**
 * A password's strength from its length and the kinds of characters in it (lower case, upper case,
 * digits, others): a point per length step past the minimum, a point per extra kind. Too short, or
 * one character repeated, is weak whatever else it has. An empty password has no strength yet.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || new Set(password).size < 4) return 'weak';
  const lengthPoints = length >= 16 ? 3 : length >= 12 ? 2 : 1;
  const kinds = CHARACTER_CLASSES.filter((re) => re.test(password)).length;
  const score = lengthPoints + Math.max(0, kinds - 1);
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  if (score <= 4) return 'good';
  return 'strong';
}

/** 1 to 4 bars lit for weak to strong; 0 for an empty password. */
export function strengthBars(strength: PasswordStrength | null): number {
  return strength ? STRENGTH_LEVELS.indexOf(strength) + 1 : 0;
}
