import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/tokens.js';

/**
 * The signed value of a PayPal order's cancel link.
 *
 * PayPal sends the buyer back to the cancel link with its order id (`token`), and that id shows in
 * the address bar, the history and any link shared from there: on its own it must not cancel the
 * order. The link the shop gives PayPal when it creates the order carries `sig`, an HMAC-SHA256 of
 * the shop's order id under the server's JWT secret, which nobody without the secret can make for
 * another order. A cookie or the access token cannot do it: the return is a top-level navigation from
 * PayPal, which carries no access token (it lives in the page's memory), and the refresh cookie is
 * sent to /api/auth only.
 *
 * The signed text starts with a label of its own: no JWT's signing input (`header.payload` in
 * base64url) can contain its `:`, so a signature made here is never a token's, nor the other way round.
 */
const LABEL = 'paypal-cancel:';

export function cancelSignature(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`${LABEL}${orderId}`).digest('base64url');
}

/** Whether `given` is the cancel signature of `orderId`, compared in constant time. */
export function isCancelSignature(secret: string, orderId: string, given: string | undefined): boolean {
  return given !== undefined && sameSecret(given, cancelSignature(secret, orderId));
}
