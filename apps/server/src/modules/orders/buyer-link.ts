import { createHmac } from 'node:crypto';
import { isUuid, ROUTES } from '@shop/shared';
import { sameSecret } from '../../lib/tokens.js';

/**
 * The signed token of a COD order's "Confirm my order" link
 * (docs/decisions/0046-the-buyer-confirms-a-cod-order.md; SECURITY.md).
 *
 * `<order id>.<expiry in Unix seconds>.<HMAC-SHA256 of both under JWT_SECRET, base64url>`: no session is
 * needed to use it (the buyer clicks it from their mail, maybe on another device), so the signature is the
 * proof, and it binds the order and the expiry together: changing either breaks it. The signed text starts
 * with a label of its own, so no other HMAC the server makes under the same secret (the PayPal cancel link, a
 * JWT's `header.payload`) is ever one of these. Single use is the order's: the first use sets
 * `confirmed_by_buyer_at`, under the order's row lock; a second changes nothing.
 */
const LABEL = 'order-confirm:';

const sign = (secret: string, orderId: string, exp: number) =>
  createHmac('sha256', secret).update(`${LABEL}${orderId}:${exp}`).digest('base64url');

/** The token for `orderId`, valid until `expiresAt`. */
export function buyerConfirmToken(secret: string, orderId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${orderId}.${exp}.${sign(secret, orderId, exp)}`;
}

/** The mail's link: the web page that posts the token to `POST /api/order/confirm-by-buyer`. */
export function buyerConfirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ROUTES.confirmOrder}?token=${encodeURIComponent(token)}`;
}

/**
 * The order id a token names, when its signature holds (compared in constant time) and it has not
 * expired; undefined otherwise (forged, altered, expired, malformed: the caller treats them alike).
 */
export function verifyBuyerConfirmToken(secret: string, token: string, now = Date.now()): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [orderId, expText, signature] = parts as [string, string, string];
  if (!isUuid(orderId) || !/^\d{1,12}$/.test(expText)) return undefined;
  const exp = Number(expText);
  if (!sameSecret(signature, sign(secret, orderId, exp))) return undefined;
  if (exp * 1000 <= now) return undefined;
  return orderId;
}
