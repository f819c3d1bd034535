import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, type Role } from '@shop/shared';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** user id */
  sub: string;
  /** account id */
  acc: string;
  role: Role;
  verified: boolean;
}

/** DECISIONS §4: a signed access JWT of 15 minutes. */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_S,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ acc: claims.acc, role: claims.role, verified: claims.verified })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or undefined. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.acc !== 'string') return undefined;
      return {
        sub: payload.sub,
        acc: payload.acc,
        role: payload.role as Role,
        verified: payload.verified === true,
      };
    } catch {
      return undefined;
    }
  }
}

/** A random opaque token (refresh, reset) and the hash that is stored instead of it. */
export function opaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
