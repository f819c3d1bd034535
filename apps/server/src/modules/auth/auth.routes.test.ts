import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { verifyPassword } from '../../lib/password.js';
import { AccessTokens } from '../../lib/tokens.js';
import type { AuthService } from './auth.service.js';

describe('GET /api/auth/me', () => {
  let t: TestApp;
  let auth: AuthService;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Owner@Shop.vn', ADMIN_PASSWORD: 'first-password' });
    auth = t.app.services.auth;
  });
  afterAll(() => t.app.close());

  it('ensures the configured ADMIN account at start, verified, with its password', async () => {
    const found = await auth.repo.findByEmail('owner@shop.vn');
    expect(found?.account.role).toBe('ADMIN');
    expect(found?.account.isVerified).toBe(true);
    expect(await verifyPassword(found!.account.passwordHash!, 'first-password')).toBe(true);
  });

  it('updates the admin password when it changed, and restores the role', async () => {
    const found = await auth.repo.findByEmail('owner@shop.vn');
    await auth.repo.updateAccount(found!.account.id, { role: 'CUSTOMER' });
    await auth.ensureAdmin('owner@shop.vn', 'second-password');
    const again = await auth.repo.findByEmail('owner@shop.vn');
    expect(again?.account.role).toBe('ADMIN');
    expect(await verifyPassword(again!.account.passwordHash!, 'second-password')).toBe(true);
    expect(await verifyPassword(again!.account.passwordHash!, 'first-password')).toBe(false);
  });

  it('returns the user, the account and a fresh token, without any secret', async () => {
    const found = await auth.repo.findByEmail('owner@shop.vn');
    const { tokens } = await auth.startSession(found!);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe('owner@shop.vn');
    expect(body.account.userType).toBe('ADMIN');
    expect(body.account.isVerified).toBe(true);
    expect(body.tokens.accessToken.split('.')).toHaveLength(3);
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|googleId/);
  });

  it('refuses a visitor, a malformed token, a forged token and an expired token with 401', async () => {
    const found = await auth.repo.findByEmail('owner@shop.vn');
    const claims = {
      sub: found!.user.id,
      acc: found!.account.id,
      sid: '00000000-0000-4000-8000-000000000001',
      role: 'ADMIN' as const,
      verified: true,
    };
    const forged = await new AccessTokens('another-secret-another-secret-another-1').sign(claims);
    const expired = await new AccessTokens(t.config.jwtSecret, -10).sign(claims);
    for (const header of [undefined, 'Bearer not-a-token', `Bearer ${forged}`, `Bearer ${expired}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: header ? { authorization: header } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a token whose user no longer exists', async () => {
    const token = await t.app.ctx.tokens.sign({
      sub: '00000000-0000-4000-8000-000000000000',
      acc: '00000000-0000-4000-8000-000000000000',
      sid: '00000000-0000-4000-8000-000000000000',
      role: 'CUSTOMER',
      verified: true,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates new accounts as unverified CUSTOMERs', async () => {
    const created = await auth.repo.create({ email: 'new@shop.vn', name: 'New', passwordHash: null });
    expect(created.account.role).toBe('CUSTOMER');
    expect(created.account.isVerified).toBe(false);
    expect(created.user.userType).toBe('REGULAR');
    expect(created.user.status).toBe('ACTIVE');
  });
});
