import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWSLETTER_MESSAGES, type NewsletterType } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import {
  type BulkEmailForm,
  bulkEmailErrorKey,
  bulkEmailRequest,
  KNOWN_NEWSLETTER_TEXTS,
  type NewsletterTexts,
  withType,
} from './bulk-email-form';

const defaultsOf = (type: NewsletterType): NewsletterTexts => ({
  subject: `${type} subject`,
  title: `${type} title`,
  description: `${type} description`,
});

const form = (over: Partial<BulkEmailForm> = {}): BulkEmailForm => ({
  type: 'NEW_PRODUCT',
  ...defaultsOf('NEW_PRODUCT'),
  productIds: [],
  collectionId: '',
  ...over,
});

describe('the Send Email form → POST /subscribe/bulk-email body', () => {
  it('leaves the default texts out, so each subscriber reads them in their language', () => {
    expect(bulkEmailRequest(form(), defaultsOf('NEW_PRODUCT'))).toEqual({ type: 'NEW_PRODUCT' });
    expect(bulkEmailRequest(form({ title: '   ' }), defaultsOf('NEW_PRODUCT'))).toEqual({
      type: 'NEW_PRODUCT',
    });
  });

  it('sends edited texts as written (trimmed), and the chosen products or collection', () => {
    const body = bulkEmailRequest(
      form({ subject: ' Summer is here ', productIds: ['p1', 'p2'], collectionId: 'c1' }),
      defaultsOf('NEW_PRODUCT'),
    );
    expect(body).toEqual({
      type: 'NEW_PRODUCT',
      subject: 'Summer is here',
      productIds: ['p1', 'p2'],
      collectionId: 'c1',
    });
  });

  it("takes the new type's defaults on a change of type, keeping what staff wrote", () => {
    const next = withType(form({ title: 'Our own words' }), 'NEW_DISCOUNT', defaultsOf);
    expect(next).toMatchObject({
      type: 'NEW_DISCOUNT',
      subject: 'NEW_DISCOUNT subject',
      title: 'Our own words',
      description: 'NEW_DISCOUNT description',
    });
    expect(bulkEmailRequest(next, defaultsOf('NEW_DISCOUNT'))).toEqual({
      type: 'NEW_DISCOUNT',
      title: 'Our own words',
    });
  });
});

describe('the newsletter’s error responses, in the reader’s language', () => {
  const admin = (lng: string) =>
    JSON.parse(readFileSync(join(__dirname, '../../../../../public/locales', lng, 'admin.json'), 'utf8'));

  it('words a hidden product’s error response as a sentence for staff, not the server’s field names', () => {
    const error = new ApiError(NEWSLETTER_MESSAGES.unknownProducts, 400, 'VALIDATION_ERROR');
    expect(bulkEmailErrorKey(error)).toBe('admin:bulkEmail.errors.unknownProducts');
    expect(bulkEmailErrorKey(new ApiError('Something else', 400))).toBeNull();
    expect(bulkEmailErrorKey(new Error(NEWSLETTER_MESSAGES.unknownProducts))).toBeNull();
  });

  it('keeps each English translation the server’s very sentence, and a Vietnamese one beside it', () => {
    const [en, vi] = [admin('en').bulkEmail.errors, admin('vi').bulkEmail.errors];
    for (const [text, key] of Object.entries(KNOWN_NEWSLETTER_TEXTS)) {
      expect(en[key], key).toBe(text);
      expect(vi[key], key).toMatch(/[ăâđêôơư]/);
    }
  });
});
