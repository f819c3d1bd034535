import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../constants/catalog.js';
import { CHECKOUT_MESSAGES } from './checkout.js';
import { COUPON_MESSAGES } from './coupons.js';
import { NEWSLETTER_MESSAGES } from './newsletter.js';
import { USERS_MESSAGES } from './users.js';

/** A sentence for a person: a capital first, a full stop last, no field or enum name of the API. */
const DEVELOPER_WORDS = /productIds|collectionId|SPECIFIC_PRODUCTS|userType|\bUUIDs?\b|must be one of/;

describe('error messages people read', () => {
  it('a blacklisted phone’s error speaks of the phone, an e-mail’s of the e-mail, not of “this account”', () => {
    expect(CHECKOUT_MESSAGES.blacklistedPhone).toMatch(/this phone number/);
    expect(CHECKOUT_MESSAGES.blacklistedPhone).not.toMatch(/account/);
    expect(CHECKOUT_MESSAGES.blacklistedEmail).toMatch(/this e-mail address/);
    expect(CHECKOUT_MESSAGES.blacklistedEmail).not.toMatch(/account/);
  });

  it.each([
    ['newsletter: hidden or deleted products', NEWSLETTER_MESSAGES.unknownProducts],
    ['newsletter: a deleted collection', NEWSLETTER_MESSAGES.unknownCollection],
    ['newsletter: an unknown campaign', NEWSLETTER_MESSAGES.campaignNotFound],
    ['newsletter: too many products', NEWSLETTER_MESSAGES.tooManyProducts],
    ['newsletter: the type', NEWSLETTER_MESSAGES.unknownType],
    ['coupon: a deleted product', COUPON_MESSAGES.unknownProducts],
    ['users: an empty edit', USERS_MESSAGES.editNothing],
    ['users: blacklisting staff', USERS_MESSAGES.staffNotBlacklisted],
    ['uploads: images over 10 MB together', UPLOAD_MESSAGES.uploadTooLarge],
  ])('staff meet a sentence: %s', (_, message) => {
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(DEVELOPER_WORDS);
  });
});
