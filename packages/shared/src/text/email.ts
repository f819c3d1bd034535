/**
 * The shape of an e-mail address: something@something.tld, no spaces, one @.
 * Deliberately simple (the verification mail is the real check).
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailShape = (value: string): boolean => value.length <= 254 && EMAIL_SHAPE.test(value);
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/** A phone number normalised for comparison (the blacklist, the COD risk): digits only, leading 84 becomes 0. */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
}
