import { CHECKOUT_MESSAGES } from '@shop/shared';

/**
 * The shared checkout texts by their English words → their key under `messages` in checkout.json.
 * Here because two features show them: the checkout (its error responses) and the address book (the
 * address fields follow the checkout's rules, so a saved address can be ordered to as it is).
 */
const MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(CHECKOUT_MESSAGES).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key]] : [])),
);

/** The translation key and values of a field error text (the shared rules and the length limit). */
export function fieldMessageKey(text: string): { key: string; params?: Record<string, number> } {
  const known = MESSAGE_KEYS[text];
  if (known) return { key: `checkout:messages.${known}` };
  const max = /must be at most (\d+) characters/.exec(text);
  if (max) return { key: 'checkout:messages.tooLong', params: { max: Number(max[1]) } };
  return { key: 'checkout:messages.invalid' };
}

/** Every English text with a key (for the test that keeps the translations word for word). */
export const KNOWN_CHECKOUT_MESSAGES: Readonly<Record<string, string>> = MESSAGE_KEYS;
