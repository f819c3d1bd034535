import type { APIRequestContext } from '@playwright/test';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;

export interface Mail {
  subject: string;
  text: string;
  createdAt: string;
}

let counter = 0;
/** An address no other test uses (the server throttles log-ins per address). */
export function uniqueEmail(tag = 'shopper'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The mails the app sent to an address, newest first (as the harness's SMTP server received them). */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${CONTROL}/mail?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/** Waits for the newest mail to that address matching `pick`, and returns what `pick` found in it. */
export async function waitForMail<T>(
  to: string,
  pick: (mail: Mail) => T | undefined,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await mailsTo(to)) {
      if (new Date(mail.createdAt).getTime() < after) continue;
      const found = pick(mail);
      if (found !== undefined) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
}

/** The 6-character code of the newest verification mail (its subject starts with the code). */
export const verificationCode = (to: string, opts?: { after?: number }) =>
  waitForMail(to, (m) => /^([A-Z0-9]{6}) /.exec(m.subject)?.[1], opts);

/** The reset link of the newest password-reset mail (`${PUBLIC_URL}/reset-password/<token>`). */
export const resetLink = (to: string, opts?: { after?: number }) =>
  waitForMail(to, (m) => /(https?:\/\/\S+\/reset-password\/[^\s>)]+)/.exec(m.text)?.[1], opts);

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Signs up through the API (not the UI), optionally verifying the address with the mailed code. */
export async function createAccount(
  request: APIRequestContext,
  { verified = true, name = 'Lan Nguyễn', password = 'Silk-and-lace-2025', email = uniqueEmail() } = {},
): Promise<Account> {
  const signup = await request.post('/api/auth/signup', { data: { email, password, name } });
  if (signup.status() !== 201) throw new Error(`signup responded ${signup.status()}: ${await signup.text()}`);
  if (verified) {
    const code = await verificationCode(email);
    const verify = await request.post('/api/auth/verify-email', { data: { code, email } });
    if (!verify.ok()) throw new Error(`verify-email responded ${verify.status()}: ${await verify.text()}`);
  }
  return { name, email, password };
}
