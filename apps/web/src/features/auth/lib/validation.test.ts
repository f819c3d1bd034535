import { MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  checkEmail,
  checkLogin,
  checkPasswordChange,
  checkProfile,
  checkReset,
  checkSignup,
  checkVerificationCode,
  PASSWORDS_DIFFER,
} from './validation';

describe('sign-up form', () => {
  it("says 'All fields are required' once, for the form, and names the empty fields", () => {
    const result = checkSignup({ name: ' ', email: 'lan@example.com', password: '' });
    expect(result.ok).toBe(false);
    expect(result.message).toBe(MESSAGES.allFieldsRequired);
    expect(result.fields).toEqual({});
    expect(result.missing).toEqual(['name', 'password']);
    // a field wrong for another reason keeps its own message beside it
    expect(checkSignup({ name: '', email: 'lan@', password: 'short' })).toEqual({
      ok: false,
      message: MESSAGES.allFieldsRequired,
      fields: { email: MESSAGES.invalidEmail, password: MESSAGES.passwordTooShort },
      missing: ['name'],
    });
  });

  it('checks the e-mail shape and the password length, each beside its field', () => {
    const result = checkSignup({ name: 'Lan', email: 'lan@example', password: 'short' });
    expect(result.message).toBe(MESSAGES.invalidEmail);
    expect(result.fields).toEqual({ email: MESSAGES.invalidEmail, password: MESSAGES.passwordTooShort });
    expect(result.missing).toEqual([]);
  });

  it('accepts a complete form, with a padded, upper-case e-mail', () => {
    expect(checkSignup({ name: ' Lan ', email: ' LAN@Example.COM ', password: '12345678' })).toEqual({
      ok: true,
      message: null,
      fields: {},
      missing: [],
    });
  });
});

describe('log-in form', () => {
  it('needs both fields', () => {
    const result = checkLogin({ email: '', password: '' });
    expect(result.message).toBe(MESSAGES.emailPasswordRequired);
    expect(result.fields).toEqual({
      email: MESSAGES.emailPasswordRequired,
      password: MESSAGES.emailPasswordRequired,
    });
  });

  it('checks the e-mail shape but not the password length', () => {
    expect(checkLogin({ email: 'not-an-address', password: 'x' }).fields).toEqual({
      email: MESSAGES.invalidEmail,
    });
    expect(checkLogin({ email: 'lan@example.com', password: 'x' }).ok).toBe(true);
  });
});

describe('e-mail forms: forgot password, resend verification', () => {
  it('needs a valid address', () => {
    expect(checkEmail({ email: '  ' }).fields.email).toBe(MESSAGES.emailRequired);
    expect(checkEmail({ email: 'lan@' }).fields.email).toBe(MESSAGES.invalidEmail);
    expect(checkEmail({ email: ' Lan@Example.com ' }).ok).toBe(true);
  });
});

describe('verification code', () => {
  it('must not be empty once trimmed', () => {
    expect(checkVerificationCode({ code: '   ' }).fields.code).toBe(MESSAGES.verificationCodeRequired);
    expect(checkVerificationCode({ code: ' ab12cd ' }).ok).toBe(true);
  });
});

describe('reset password', () => {
  it('needs the token and the new password', () => {
    expect(checkReset(undefined, { password: '12345678', confirm: '12345678' }).message).toBe(
      MESSAGES.resetFieldsRequired,
    );
    expect(checkReset('tok', { password: '', confirm: '' }).fields.password).toBe(
      MESSAGES.resetFieldsRequired,
    );
  });

  it('needs at least 8 characters and a matching confirmation', () => {
    expect(checkReset('tok', { password: 'short', confirm: 'short' }).fields.password).toBe(
      MESSAGES.passwordTooShort,
    );
    const differ = checkReset('tok', { password: '12345678', confirm: '12345679' });
    expect(differ).toEqual({ ok: false, message: PASSWORDS_DIFFER, fields: { confirm: PASSWORDS_DIFFER } });
    expect(checkReset('tok', { password: '12345678', confirm: '12345678' }).ok).toBe(true);
  });
});

describe('profile forms', () => {
  it('keeps a name and checks a phone number only when one is given', () => {
    expect(checkProfile({ name: 'Lan', phone: '', address: '' }).ok).toBe(true);
    expect(checkProfile({ name: 'Lan', phone: '+84 912 345 678', address: '12 Lê Lợi' }).ok).toBe(true);
    const bad = checkProfile({ name: '  ', phone: 'call me', address: '' });
    expect(bad.fields).toEqual({ name: 'Name cannot be empty', phone: 'Please enter a valid phone number' });
  });

  it('needs a new password of 8 characters', () => {
    expect(checkPasswordChange({ currentPassword: 'old', newPassword: 'short' }, true).fields).toEqual({
      newPassword: MESSAGES.passwordTooShort,
    });
    expect(checkPasswordChange({ currentPassword: '', newPassword: '12345678' }, false).ok).toBe(true);
  });

  it('needs the current password when the account has one', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '12345678' }, true).fields).toEqual({
      currentPassword: CURRENT_PASSWORD_REQUIRED,
    });
  });
});
