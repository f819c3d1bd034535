import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { KNOWN_MESSAGES, messageKey } from './messages';

const locales = join(__dirname, '../../../../public/locales');
const messages = (lng: string) =>
  JSON.parse(readFileSync(join(locales, lng, 'login.json'), 'utf8')).messages as Record<string, string>;

describe('auth messages', () => {
  it('say in English exactly what the requirements and the server say', () => {
    const en = messages('en');
    for (const [text, key] of Object.entries(KNOWN_MESSAGES)) expect(en[key], key).toBe(text);
  });

  it('have a Vietnamese translation for every key', () => {
    const vi = messages('vi');
    for (const key of Object.values(KNOWN_MESSAGES)) expect(vi[key], key).toBeTruthy();
    expect(vi.network).toBeTruthy();
    expect(vi.server).toBeTruthy();
  });

  it('cover every auth validation message', () => {
    for (const text of [
      MESSAGES.allFieldsRequired,
      MESSAGES.invalidEmail,
      MESSAGES.passwordTooShort,
      MESSAGES.emailPasswordRequired,
      MESSAGES.tooManyLoginAttempts,
      MESSAGES.verificationCodeRequired,
      MESSAGES.emailRequired,
      MESSAGES.resetFieldsRequired,
    ])
      expect(messageKey(text), text).toBeDefined();
  });

  it('recognise network failures and 5xx responses, and leave other texts as they are', () => {
    expect(messageKey('Network error: Failed to fetch')).toBe('network');
    expect(messageKey('HTTP 503: Service Unavailable')).toBe('server');
    expect(messageKey('Something only the server knows')).toBeUndefined();
  });
});
