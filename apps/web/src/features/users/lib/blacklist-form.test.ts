import { describe, expect, it } from 'vitest';
import { blacklistPickerQuery, blacklistRequest, EMPTY_BLACKLIST_FORM } from './blacklist-form';

describe('the blacklist form → POST /auth/add-user-to-blacklist body', () => {
  it('sends only the target chosen, the reason and a trimmed note', () => {
    const form = {
      ...EMPTY_BLACKLIST_FORM,
      target: 'phone' as const,
      userId: 'left-over',
      email: 'left@over.vn',
      phone: ' 0912 345 678 ',
      reason: 'BOOM HÀNG' as const,
      note: '  refused two parcels ',
    };
    expect(blacklistRequest(form)).toEqual({
      ok: true,
      body: { phone: '0912 345 678', reason: 'BOOM HÀNG', note: 'refused two parcels' },
    });
  });

  it('sends a user by id and an e-mail lower-cased, without an empty note', () => {
    expect(blacklistRequest({ ...EMPTY_BLACKLIST_FORM, userId: 'u-1', reason: 'SPAM' })).toEqual({
      ok: true,
      body: { userId: 'u-1', reason: 'SPAM' },
    });
    expect(
      blacklistRequest({
        ...EMPTY_BLACKLIST_FORM,
        target: 'email',
        email: ' Lan@Example.COM ',
        reason: 'FRAUD',
      }),
    ).toEqual({ ok: true, body: { email: 'lan@example.com', reason: 'FRAUD' } });
  });

  it('names what is missing or wrong beside its field', () => {
    expect(blacklistRequest(EMPTY_BLACKLIST_FORM)).toEqual({
      ok: false,
      errors: { target: 'userRequired', reason: 'reasonRequired' },
    });
    expect(
      blacklistRequest({ ...EMPTY_BLACKLIST_FORM, target: 'phone', phone: 'abc', reason: 'OTHER' }),
    ).toEqual({
      ok: false,
      errors: { target: 'phoneInvalid' },
    });
    expect(
      blacklistRequest({
        ...EMPTY_BLACKLIST_FORM,
        target: 'email',
        email: 'lan@',
        reason: 'OTHER',
        note: 'x'.repeat(501),
      }),
    ).toEqual({ ok: false, errors: { target: 'emailInvalid', note: 'noteTooLong' } });
  });
});

describe('the blacklist’s user picker', () => {
  it('asks for customers only: staff accounts are never offered', () => {
    expect(blacklistPickerQuery('')).toEqual({ page: 1, pageSize: 8, role: 'CUSTOMER' });
    expect(blacklistPickerQuery('lan@example.vn')).toMatchObject({ role: 'CUSTOMER', q: 'lan@example.vn' });
  });
});
