import type { Session } from './session';

const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4174}`;
const API = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}/api`;
/** The harness's second door to the app, which a test may close ("the server stopped"). */
export const DOOR = `http://127.0.0.1:${process.env.E2E_DOOR_PORT ?? 4175}`;

export interface SeededProduct {
  id: string;
  name: string;
  price: number;
  discountPrice: number;
}

/** Products with pictures, through the harness (the real catalogue service). */
export async function seedProducts(products: Array<Record<string, unknown>>): Promise<SeededProduct[]> {
  const res = await fetch(`${CONTROL}/seed-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ products }),
  });
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { products: SeededProduct[] }).products;
}

/** Calls the shop's API as that user (Bearer token, as the web app sends it); throws on an error response. */
export async function callApi<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken}`,
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} responded ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Puts lines in the user's server cart (POST /cart/addItem). */
export async function fillCart(
  session: Session,
  lines: Array<{ productId: string; size: string; quantity: number }>,
): Promise<void> {
  for (const line of lines) await callApi(session, 'POST', '/cart/addItem', line);
}

/** Closes or opens the harness's second door to the app. */
export async function door(action: 'open' | 'close'): Promise<void> {
  const res = await fetch(`${CONTROL}/door/${action}`, { method: 'POST' });
  if (!res.ok) throw new Error(`control server responded ${res.status}: ${await res.text()}`);
}
