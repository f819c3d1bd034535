/** What the tests of the auth session and the account actions share: tokens, a user, responses. */

const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token of the right shape whose expiry is `inSeconds` from now. */
export const jwt = (inSeconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + inSeconds })}.sig`;

export const USER = { id: 'u1', name: 'Lan', email: 'lan@example.com' };
export const ACCOUNT = { id: 'a1', userType: 'CUSTOMER', isVerified: true };

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stores each value under its key, as a session left by an earlier visit. */
export const seed = (s: Storage, values: Record<string, string>) => {
  for (const [k, v] of Object.entries(values)) s.setItem(k, v);
};
