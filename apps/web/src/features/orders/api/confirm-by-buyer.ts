import type { BuyerConfirmResponse } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * POST /order/confirm-by-buyer { token }: the mail's "Confirm my order" link. No session
 * is needed (the token is the proof), so the call is not retried on a 401 with a refresh.
 */
export function confirmByBuyer(token: string): Promise<BuyerConfirmResponse> {
  return api.post<BuyerConfirmResponse>('/order/confirm-by-buyer', { token }, { retryOn401: false });
}

export function useConfirmByBuyer() {
  return useMutation({ mutationFn: confirmByBuyer });
}

/**
 * What the confirm page says, by the server's response (a key under `confirmOrder.outcome` in
 * account.json).
 */
export type BuyerConfirmOutcome = 'confirmed' | 'already' | 'invalid' | 'notWaiting' | 'network' | 'failed';

/**
 * The server's texts (shared FULFILMENT_MESSAGES, restated so the page need not load the schemas):
 * a unit test holds them to the shared ones.
 */
export const BUYER_CONFIRM_TEXTS: Readonly<Record<string, BuyerConfirmOutcome>> = {
  'Thank you! Your order is confirmed.': 'confirmed',
  'This order was already confirmed.': 'already',
  'This confirmation link is not valid or has expired.': 'invalid',
  'This order is not waiting for confirmation': 'notWaiting',
};

/** The outcome of a confirm-by-buyer response (its text first, then its status). */
export function buyerConfirmOutcome(
  result: { ok: true; response: BuyerConfirmResponse } | { ok: false; error: unknown },
): BuyerConfirmOutcome {
  if (result.ok) {
    const known = BUYER_CONFIRM_TEXTS[result.response.message];
    if (known) return known;
    return /ALREADY/i.test(result.response.code) ? 'already' : 'confirmed';
  }
  const { error } = result;
  if (!isApiError(error)) return 'failed';
  if (error.isNetworkError) return 'network';
  const known = BUYER_CONFIRM_TEXTS[error.message];
  if (known) return known;
  if (error.status === 409) return 'notWaiting';
  // a token that is malformed, unknown or past its hours reads the same to the buyer
  if (error.status === 400 || error.status === 404 || error.status === 410) return 'invalid';
  return 'failed';
}
