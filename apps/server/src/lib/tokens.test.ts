import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, AccessTokens, sameSecret } from './tokens.js';

const SECRET = 'tokens-test-secret-tokens-test-secret-01';
const claims: AccessClaims = {
  sub: 'user-1',
  acc: 'account-1',
  sid: 'family-1',
  role: 'CUSTOMER',
  verified: true,
};
const key = new TextEncoder().encode(SECRET);

describe('AccessTokens', () => {
  const tokens = new AccessTokens(SECRET);

  it('returns the claims of a token it signed', async () => {
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('rejects a token signed with another secret, or with its payload changed', async () => {
    const forged = await new AccessTokens('another-secret-another-secret-another-1').sign(claims);
    expect(await tokens.verify(forged)).toBeUndefined();
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const admin = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', exp: 4e9 })).toString('base64url');
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeUndefined();
  });

  it('rejects an expired token, and one without an expiry', async () => {
    expect(await tokens.verify(await new AccessTokens(SECRET, -10).sign(claims))).toBeUndefined();
    const noExp = await new SignJWT({ acc: claims.acc, sid: claims.sid, role: claims.role, verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .sign(key);
    expect(await tokens.verify(noExp)).toBeUndefined();
  });

  it('rejects a token that names no login (issued before sessions were checked per request)', async () => {
    const noSid = await new SignJWT({ acc: claims.acc, role: claims.role, verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(noSid)).toBeUndefined();
  });

  it('rejects another algorithm, an unsigned token and malformed input', async () => {
    const hs512 = await new SignJWT({ acc: claims.acc, sid: claims.sid, role: claims.role, verified: true })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(hs512)).toBeUndefined();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, exp: 4e9 }),
    ).toString('base64url')}.`;
    expect(await tokens.verify(none)).toBeUndefined();
    for (const bad of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(500)]) {
      expect(await tokens.verify(bad)).toBeUndefined();
    }
  });

  it('rejects a correctly signed token whose parts are not JSON objects', async () => {
    const { createHmac } = await import('node:crypto');
    const header = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const body = Buffer.from('[1,2]').toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url');
    expect(await tokens.verify(`${header}.${body}.${signature}`)).toBeUndefined();
  });

  it('compares secrets whole: equal ones only, whatever their length or type', () => {
    expect(sameSecret('Apikey abc', 'Apikey abc')).toBe(true);
    expect(sameSecret(Buffer.from('abc'), 'abc')).toBe(true);
    expect(sameSecret('Apikey abd', 'Apikey abc')).toBe(false);
    expect(sameSecret('Apikey ab', 'Apikey abc')).toBe(false);
    expect(sameSecret('', 'Apikey abc')).toBe(false);
  });
});
