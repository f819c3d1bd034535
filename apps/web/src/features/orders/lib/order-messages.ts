import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * The server's order texts (shared ORDER_MESSAGES, restated so a page need not load the schemas),
 * by their English text, to their key under `orderMessages` in the account namespace; the English
 * there is the very same text (a unit test holds them together).
 */
const EXACT: Record<string, string> = {
  'Order not found': 'notFound',
  'You can cancel an order only while it is Pending': 'customerCancelPendingOnly',
  'You can request a return only for a completed order': 'returnCompletedOnly',
  'No return was requested for this order': 'returnNotRequested',
  'Only a canceled order can be deleted': 'deleteCanceledOnly',
  'This order is not waiting for payment': 'reminderNotPending',
  'Please tell us why you are returning the order': 'reasonRequired',
  'Give a status or a payment status': 'editNothing',
  'Order updated': 'updated',
  'Order canceled': 'canceled',
  'Return requested': 'returnRequested',
  'Return accepted': 'returnAccepted',
  'Return refused': 'returnRefused',
  'Order deleted': 'deleted',
  'Payment reminder sent': 'reminderSent',
};

const PATTERNS: Array<[RegExp, string, (m: RegExpExecArray) => Record<string, string | number>]> = [
  [/^An order that is (.+) cannot become (.+)$/, 'invalidTransition', (m) => ({ from: m[1]!, to: m[2]! })],
  [
    /^A payment that is (.+) cannot become (.+)$/,
    'invalidPaymentTransition',
    (m) => ({ from: m[1]!, to: m[2]! }),
  ],
  [
    /^Returns can be requested within (\d+) days of completion$/,
    'returnWindowOver',
    (m) => ({ days: Number(m[1]) }),
  ],
];

export interface OrderMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** The key (and values) of a server order text, or undefined for a text without one. */
export function orderMessageKey(text: string): OrderMessage | undefined {
  const exact = EXACT[text.replace(/^reason: /, '')];
  if (exact) return { key: `account:orderMessages.${exact}` };
  for (const [pattern, key, params] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return { key: `account:orderMessages.${key}`, params: params(m) };
  }
  return undefined;
}

/** Every English text with a key (for the test that keeps the translations word for word). */
export const KNOWN_ORDER_MESSAGES: Readonly<Record<string, string>> = EXACT;

/** The message of a failed order call in the reader's language (the server's text when none is known). */
export function orderErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (isApiError(error) && error.isNetworkError) return t('account:orderMessages.network');
  const text = error instanceof Error ? error.message : '';
  const known = text ? orderMessageKey(text) : undefined;
  if (known) {
    // status names inside a message are shown in the reader's language too
    const group = known.key.endsWith('invalidPaymentTransition')
      ? 'paymentStatus'
      : known.key.endsWith('invalidTransition')
        ? 'orderStatus'
        : undefined;
    const params = { ...known.params };
    if (group) {
      for (const name of ['from', 'to'] as const) {
        if (params[name] !== undefined) params[name] = t(`account:${group}.${params[name]}`) as string;
      }
    }
    return t(known.key, params) as string;
  }
  return text || fallback;
}
