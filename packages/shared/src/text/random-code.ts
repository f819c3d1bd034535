/**
 * Capitals and digits without the pairs a reader mistakes for each other: 0/O and 1/I (the display
 * font's old-style "1" reads as "I"). 32 characters, so each byte maps to one evenly.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random code of capitals and digits (6 characters by default), from the platform's
 * cryptographic generator (Web Crypto exists in browsers and in Node ≥ 19). Rejection sampling keeps
 * every character equally likely.
 */
export function randomCode(length = 6): string {
  const out: string[] = [];
  const limit = 256 - (256 % ALPHABET.length);
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      if (b < limit && out.length < length) out.push(ALPHABET[b % ALPHABET.length] as string);
    }
  }
  return out.join('');
}

export const isCode = (value: string, length = 6): boolean => new RegExp(`^[A-Z0-9]{${length}}$`).test(value);
