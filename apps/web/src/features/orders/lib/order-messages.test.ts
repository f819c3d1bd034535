import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_MESSAGES, RETURN_WINDOW_DAYS, returnOrderBodySchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { KNOWN_ORDER_MESSAGES, orderMessageKey } from './order-messages';

const account = (lng: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../../public/locales', lng, 'account.json'), 'utf8'));

describe('order messages', () => {
  it('knows every text of the shared ORDER_MESSAGES, word for word', () => {
    const en = account('en').orderMessages;
    for (const value of Object.values(ORDER_MESSAGES)) {
      if (typeof value !== 'string') continue;
      const found = orderMessageKey(value);
      expect(found, value).toBeDefined();
      expect(en[found!.key.replace('account:orderMessages.', '')]).toBe(value);
    }
    for (const [text, key] of Object.entries(KNOWN_ORDER_MESSAGES)) expect(en[key], key).toBe(text);
  });

  it('the return reason rule of the shared schema is known', () => {
    const refused = returnOrderBodySchema.safeParse({ reason: ' ' });
    expect(refused.success).toBe(false);
    expect(orderMessageKey(refused.error?.issues[0]?.message ?? '')).toEqual({
      key: 'account:orderMessages.reasonRequired',
    });
  });

  it('reads the values out of the texts built from a template', () => {
    expect(orderMessageKey(ORDER_MESSAGES.invalidTransition('Completed', 'Canceled'))).toEqual({
      key: 'account:orderMessages.invalidTransition',
      params: { from: 'Completed', to: 'Canceled' },
    });
    expect(orderMessageKey(ORDER_MESSAGES.invalidPaymentTransition('failed', 'completed'))).toMatchObject({
      params: { from: 'failed', to: 'completed' },
    });
    expect(orderMessageKey(ORDER_MESSAGES.returnWindowOver(RETURN_WINDOW_DAYS))).toEqual({
      key: 'account:orderMessages.returnWindowOver',
      params: { days: 7 },
    });
    expect(orderMessageKey('Something else')).toBeUndefined();
  });

  it('has a Vietnamese text for every key, and a status name for every status', () => {
    const en = account('en');
    const vi = account('vi');
    for (const key of Object.keys(en.orderMessages)) expect(vi.orderMessages[key], key).toBeTruthy();
    expect(Object.keys(vi.orderStatus).sort()).toEqual(Object.keys(en.orderStatus).sort());
    // the status labels exactly, in English
    expect(en.orderStatus['Being Packed']).toBe('Being Packed');
  });
});
