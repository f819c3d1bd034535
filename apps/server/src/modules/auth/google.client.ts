import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error.js';

export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
}

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  /** token endpoint base: `${oauthBase}/token` */
  oauthBase: string;
  /** the JWKS of Google's ID-token signing keys */
  certsUrl: string;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * The browser's authorization-code popup gives a `googleCode`; the server exchanges it
 * (redirect_uri=postmessage) and verifies the ID token's signature against Google's keys, its
 * audience, issuer and expiry, and that the e-mail is verified.
 * https://developers.google.com/identity/protocols/oauth2/openid-connect
 * https://developers.google.com/identity/oauth2/web/guides/use-code-model
 */
export class GoogleClient {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  constructor(private readonly options: GoogleOptions) {
    this.jwks = createRemoteJWKSet(new URL(options.certsUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
    });
  }

  async profileFromCode(code: string): Promise<GoogleProfile> {
    const idToken = await this.exchange(code);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        audience: this.options.clientId,
        issuer: ISSUERS,
        algorithms: ['RS256'],
      }));
    } catch {
      throw new AppError('UNAUTHORIZED', 'Google sign-in could not be verified');
    }
    if (
      payload.email_verified !== true ||
      typeof payload.email !== 'string' ||
      typeof payload.sub !== 'string'
    ) {
      throw new AppError('UNAUTHORIZED', 'Your Google account e-mail is not verified');
    }
    const name =
      typeof payload.name === 'string' && payload.name.trim()
        ? payload.name.trim()
        : payload.email.split('@')[0]!;
    return { sub: payload.sub, email: payload.email.toLowerCase(), name: name.slice(0, 100) };
  }

  private async exchange(code: string): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${this.options.oauthBase}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
          redirect_uri: 'postmessage',
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(8000),
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is unreachable. Please try again.');
    }
    const body = (await res.json().catch(() => ({}))) as { id_token?: unknown };
    if (!res.ok || typeof body.id_token !== 'string') {
      throw new AppError('UNAUTHORIZED', 'Google sign-in was refused. Please try again.');
    }
    return body.id_token;
  }
}
