import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, type Role } from '@shop/shared';
import { SignJWT } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** account id */
  acc: string;
  /** the login's refresh family: the token dies with it (logout, reset, change of password elsewhere) */
  sid: string;
  role: Role;
  verified: boolean;
}

/**
 * A signed access JWT of 15 minutes: short, since a stolen one cannot be taken back otherwise; the
 * refresh token (an httpOnly cookie) gets the next one.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_S,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ acc: claims.acc, sid: claims.sid, role: claims.role, verified: claims.verified })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token, or undefined. Checked with node:crypto's HMAC rather than
   * jose's WebCrypto verify: this runs on every signed-in request, and the WebCrypto path costs ten
   * times more (bench/checkout.mjs profile). Only what `sign` makes is accepted: header alg HS256, a
   * signature over header.payload, a numeric exp in the future.
   */
  async verify(token: string): Promise<AccessClaims | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.secret).update(`${header}.${body}`).digest();
    if (!sameSecret(Buffer.from(signature, 'base64url'), expected)) return undefined;
    try {
      if (decodePart(header).alg !== 'HS256') return undefined;
      const payload = decodePart(body);
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) return undefined;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.acc !== 'string' ||
        typeof payload.sid !== 'string'
      )
        return undefined;
      return {
        sub: payload.sub,
        acc: payload.acc,
        sid: payload.sid,
        role: payload.role as Role,
        verified: payload.verified === true,
      };
    } catch {
      return undefined;
    }
  }
}

/** A JWT part's JSON object (throws on anything else). */
function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

/** A random opaque token (refresh, reset) and the hash that is stored instead of it. */
export function opaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a secret someone offered (a signature, a code's hash, a shared key) is the expected one,
 * compared in constant time: the one comparison for every secret the server checks.
 */
export function sameSecret(offered: string | Buffer, expected: string | Buffer): boolean {
  const a = typeof offered === 'string' ? Buffer.from(offered) : offered;
  const b = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
