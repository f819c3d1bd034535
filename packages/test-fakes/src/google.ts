// Google's OAuth 2.0 endpoints for sign-in with an authorization code: the token exchange (form body,
// `redirect_uri=postmessage` for the popup's code) returning an RS256 ID token, and the signing keys
// (JWKS) it is checked against.
//   https://developers.google.com/identity/protocols/oauth2/openid-connect
//   https://developers.google.com/identity/oauth2/web/guides/use-code-model
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string;
  email_verified?: boolean;
  /** override claims, to forge bad tokens */
  aud?: string;
  iss?: string;
  expiresInSeconds?: number;
  /** sign with a key that is not published at /certs */
  forgeSignature?: boolean;
}

export interface FakeGoogle {
  /** the GOOGLE_OAUTH_BASE to configure */
  base: string;
  clientId: string;
  clientSecret: string;
  /** registers an identity and returns the authorization code the browser would send */
  codeFor(identity: GoogleIdentity): string;
  /** the token requests received, as form fields */
  tokenRequests: Record<string, string>[];
  stop(): Promise<void>;
}

/**
 * A stand-in for Google's OAuth endpoints on loopback, speaking their wire format: POST /token
 * (form-encoded authorization_code grant → JSON with a real RS256 `id_token`) and GET /certs (JWKS).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const clientId = 'fake-client-id.apps.googleusercontent.com';
  const clientSecret = 'fake-client-secret';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, GoogleIdentity>();
  const tokenRequests: Record<string, string>[] = [];
  let counter = 0;

  const server = http.createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/certs') return send(200, { keys: [jwk] });
    if (req.method === 'POST' && req.url === '/token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = Object.fromEntries(new URLSearchParams(raw));
      tokenRequests.push(form);
      const identity = codes.get(form.code ?? '');
      if (
        form.grant_type !== 'authorization_code' ||
        form.client_id !== clientId ||
        form.client_secret !== clientSecret ||
        form.redirect_uri !== 'postmessage' ||
        !identity
      ) {
        return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      codes.delete(form.code!); // a code is good once
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({
        email: identity.email,
        email_verified: identity.email_verified ?? true,
        name: identity.name ?? 'Google User',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key-1', typ: 'JWT' })
        .setIssuer(identity.iss ?? 'https://accounts.google.com')
        .setAudience(identity.aud ?? clientId)
        .setSubject(identity.sub)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + (identity.expiresInSeconds ?? 3600))
        .sign(identity.forgeSignature ? rogue.privateKey : privateKey);
      return send(200, {
        access_token: `ya29.fake-${counter}`,
        expires_in: 3599,
        scope: 'openid email profile',
        token_type: 'Bearer',
        id_token: idToken,
      });
    }
    return send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    tokenRequests,
    codeFor(identity) {
      counter += 1;
      const code = `4/0fake-code-${counter}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, identity);
      return code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
