import argon2 from 'argon2';

/**
 * Passwords are hashed with argon2id, the OWASP recommendation. The parameters are OWASP's second
 * recommended set (19 MiB, 2 passes): a login costs tens of milliseconds on one core, which keeps a
 * login burst from starving the shop.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
