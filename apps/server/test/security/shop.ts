import { type FakeGoogle, startFakeGoogle } from '@shop/test-fakes/google';
import { type FakeSmtp, startFakeSmtp } from '@shop/test-fakes/smtp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };
export const OWNER = { email: 'owner@shop.vn', password: 'owner-password-1' };

/** A signed-in browser: its access token and its refresh cookie. */
export interface Login {
  accessToken: string;
  cookie: string;
  userId: string;
}

/**
 * The real app with a real SMTP catcher and a fake Google on loopback, and the requests an attacker
 * or a shopper sends, as plain HTTP (inject): the security suites drive the shop only from outside.
 */
export async function startShop(env: Record<string, string> = {}) {
  const smtp: FakeSmtp = await startFakeSmtp();
  const google: FakeGoogle = await startFakeGoogle();
  const t: TestApp = await createTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_BASE: google.base,
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app: FastifyInstance = t.app;

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: object; headers?: Record<string, string>; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      ...(method === 'GET' ? {} : { payload: options.body ?? {} }),
      headers: options.headers ?? {},
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  const post = (url: string, body: object = {}, headers: Record<string, string> = {}, ip?: string) =>
    request('POST', url, { body, headers, ...(ip ? { ip } : {}) });
  const bearer = (login: Pick<Login, 'accessToken'>) => ({ authorization: `Bearer ${login.accessToken}` });

  const refreshCookie = (res: LightMyRequestResponse) =>
    res.cookies.find((c) => c.name === 'refreshToken' && c.value)?.value;

  /** The newest mail to an address whose text matches, as the shopper's inbox receives it. */
  const mailTo = (address: string, text: RegExp, after = 0) =>
    smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= after && m.to.includes(address) && text.test(m.text),
      15_000,
    );
  const codeIn = (text: string) => /\b([A-Z0-9]{6})\b/.exec(text.replace(/Lumière|Saigon/g, ''))?.[1];

  /** The sign-up browser's cookie of each address signed up here, as a Cookie header. */
  const signupBrowsers = new Map<string, string>();
  const signupBrowser = (email: string): Record<string, string> => {
    const value = signupBrowsers.get(email);
    return value ? { cookie: `signupBrowser=${value}` } : {};
  };

  /** Signs up; returns the code mailed to the address. */
  async function signUp(email: string, password: string): Promise<string> {
    const before = smtp.messages.length;
    const res = await post('/api/auth/signup', { email, password, name: 'Lan Nguyen' });
    expect(res.statusCode).toBe(201);
    const browser = res.cookies.find((c) => c.name === 'signupBrowser')?.value;
    if (browser) signupBrowsers.set(email, browser);
    const code = codeIn((await mailTo(email, /[A-Z0-9]{6}/, before)).text);
    expect(code).toBeDefined();
    return code!;
  }

  async function login(email: string, password: string, ip?: string): Promise<Login> {
    const res = await post('/api/auth/login', { email, password }, {}, ip);
    expect(res.statusCode, res.body).toBe(200);
    return {
      accessToken: res.json().tokens.accessToken,
      cookie: refreshCookie(res)!,
      userId: res.json().user.id,
    };
  }

  /** A verified customer (the code entered in the browser that signed up), signed in once. */
  async function customer(email: string, password = 'correct-horse-1'): Promise<Login> {
    const code = await signUp(email, password);
    expect((await post('/api/auth/verify-email', { code, email }, signupBrowser(email))).statusCode).toBe(
      200,
    );
    return login(email, password);
  }

  const refresh = (cookie: string) =>
    post('/api/auth/refresh-token', {}, { ...XHR, cookie: `refreshToken=${cookie}` });

  return {
    t,
    app,
    smtp,
    google,
    request,
    post,
    bearer,
    refreshCookie,
    mailTo,
    signUp,
    signupBrowser,
    login,
    customer,
    refresh,
    async stop() {
      await app.close();
      await smtp.stop();
      await google.stop();
    },
  };
}

export type Shop = Awaited<ReturnType<typeof startShop>>;
