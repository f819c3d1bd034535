import type { Browser, Page } from '@playwright/test';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

export interface NewUser {
  email?: string;
  name?: string;
  role?: 'ADMIN' | 'MANAGER' | 'CUSTOMER';
  verified?: boolean;
}

export interface Session {
  user: Record<string, unknown>;
  account: { userType: string; isVerified: boolean } & Record<string, unknown>;
  accessToken: string;
}

/** A real user with a signed access token, made through the harness's control server. */
export async function createUser(input: NewUser = {}): Promise<Session> {
  const res = await fetch(`${CONTROL}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as Omit<Session, 'accessToken'> & {
    accessToken?: string;
    tokens?: { accessToken?: string };
  };
  // The control server responds like the API's session ({ tokens: { accessToken } }) or flat.
  const accessToken = body.accessToken ?? body.tokens?.accessToken;
  if (!accessToken) throw new Error('control server gave no access token');
  return { user: body.user, account: body.account, accessToken };
}

/** A new login of an account that exists (its earlier sessions may have been ended). */
export async function signInAgain(email: string): Promise<Session> {
  const res = await fetch(`${CONTROL}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as Omit<Session, 'accessToken'> & { tokens: { accessToken: string } };
  return { user: body.user, account: body.account, accessToken: body.tokens.accessToken };
}

/**
 * Opens the shop as that user: the session goes into local storage under the app's keys before
 * any page script runs, as if the user had logged in earlier (the app then checks it with /auth/me).
 */
export async function signInAs(page: Page, input: NewUser = {}): Promise<Session> {
  const session = await createUser(input);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return; // seed once per tab, so logging out sticks
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('account', JSON.stringify(s.account));
    localStorage.setItem('accessToken', s.accessToken);
  }, session);
  return session;
}

/**
 * A new browser context signed in as that user (the session under the app's keys), in English:
 * another person's window beside the test's own page (staff beside a shopper).
 */
export async function openAs(
  browser: Browser,
  session: Session,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  await context.addInitScript((s) => {
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('account', JSON.stringify(s.account));
    localStorage.setItem('accessToken', s.accessToken);
  }, session);
  return { context, page: await context.newPage() };
}
