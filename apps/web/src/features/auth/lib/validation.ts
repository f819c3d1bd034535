import {
  changePasswordBodySchema,
  emailBodySchema,
  loginBodySchema,
  MESSAGES,
  phoneSchema,
  profileBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@shop/shared';

/**
 * Anything with Zod's safeParse: the shared request schemas (the messages of
 * docs/requirements/validation.md).
 */
interface Schema {
  safeParse(input: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormCheck<F extends string> {
  ok: boolean;
  /** The first rule's message for the whole form (English; the UI translates it by key). */
  message: string | null;
  /** The message that applies to each field on its own, for inline errors. */
  fields: FieldErrors<F>;
  /**
   * The fields rejected only by a rule about the whole form (sign-up's 'All fields are required'):
   * that message is said once, for the form, and these fields are marked beside it (not in `fields`).
   */
  missing?: F[];
}

const firstMessage = (schema: Schema, input: unknown): string | null => {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
};

/**
 * Runs a shared request schema over a form. The schemas report one message for the whole body (the
 * first rule broken, in the order the requirements list them); to put an error beside each field,
 * every field is also checked on its own, the others being replaced by values known to pass.
 */
function check<F extends string>(
  schema: Schema,
  values: Record<F, string>,
  passing: Record<F, string>,
  formWide?: string,
): FormCheck<F> {
  const message = firstMessage(schema, values);
  const fields: FieldErrors<F> = {};
  const missing: F[] = [];
  if (message) {
    for (const field of Object.keys(values) as F[]) {
      const own = firstMessage(schema, { ...passing, [field]: values[field] });
      if (own && own === formWide) missing.push(field);
      else if (own) fields[field] = own;
    }
  }
  return { ok: message === null, message, fields, ...(formWide === undefined ? {} : { missing }) };
}

const EMAIL = 'shopper@example.com';
const PASSWORD = 'long-enough-password';

export type SignupField = 'name' | 'email' | 'password';
/** 'All fields are required' is about the form: said once, the empty fields in `missing`. */
export const checkSignup = (values: Record<SignupField, string>) =>
  check(
    signupBodySchema,
    values,
    { name: 'Lan', email: EMAIL, password: PASSWORD },
    MESSAGES.allFieldsRequired,
  );

export type LoginField = 'email' | 'password';
export const checkLogin = (values: Record<LoginField, string>) =>
  check(loginBodySchema, values, { email: EMAIL, password: PASSWORD });

/** Forgot password and resend verification. */
export const checkEmail = (values: Record<'email', string>) =>
  check(emailBodySchema, values, { email: EMAIL });

export const checkVerificationCode = (values: Record<'code', string>) =>
  check(verifyEmailBodySchema, values, { code: 'ABC123' });

/** The confirmation must repeat the new password (not a required rule: a typo guard of this form). */
export const PASSWORDS_DIFFER = 'Passwords do not match';

export type ResetField = 'password' | 'confirm';
/** Reset password: the token and the new password are required; at least 8 characters. */
export function checkReset(
  token: string | undefined,
  values: Record<ResetField, string>,
): FormCheck<ResetField> {
  if (!token) return { ok: false, message: MESSAGES.resetFieldsRequired, fields: {} };
  return checkNewPassword(values);
}

/**
 * A new password typed twice (the reset form, the choose-password page): the required length, then
 * the same twice.
 */
export function checkNewPassword(values: Record<ResetField, string>): FormCheck<ResetField> {
  const base = check(resetPasswordBodySchema, { password: values.password }, { password: PASSWORD });
  const fields: FieldErrors<ResetField> = { ...base.fields };
  if (base.ok && values.confirm !== values.password) fields.confirm = PASSWORDS_DIFFER;
  const message = base.message ?? fields.confirm ?? null;
  return { ok: message === null, message, fields };
}

export type ProfileField = 'name' | 'phone' | 'address';
/** The profile's fields, each by the shared rules (the phone by its own schema: a union hides its message). */
export function checkProfile(values: Record<ProfileField, string>): FormCheck<ProfileField> {
  const fields: FieldErrors<ProfileField> = {};
  const name = firstMessage(profileBodySchema, { name: values.name });
  if (name) fields.name = name;
  const phone = values.phone.trim() ? firstMessage(phoneSchema, values.phone) : null;
  if (phone) fields.phone = phone;
  const address = firstMessage(profileBodySchema, { address: values.address });
  if (address) fields.address = address;
  const message = fields.name ?? fields.phone ?? fields.address ?? null;
  return { ok: message === null, message, fields };
}

/** Not a required rule: an account with a password must prove it before changing it. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

export type PasswordChangeField = 'currentPassword' | 'newPassword';
/** A new password of the required length; the current one too when the account has a password. */
export function checkPasswordChange(
  values: Record<PasswordChangeField, string>,
  hasPassword: boolean,
): FormCheck<PasswordChangeField> {
  const base = check(changePasswordBodySchema, values, { currentPassword: PASSWORD, newPassword: PASSWORD });
  const fields: FieldErrors<PasswordChangeField> = { ...base.fields };
  if (hasPassword && !values.currentPassword) fields.currentPassword = CURRENT_PASSWORD_REQUIRED;
  const message = fields.currentPassword ?? fields.newPassword ?? null;
  return { ok: message === null, message, fields };
}
