import {
  type AddToBlacklistBody,
  type BlacklistReason,
  isEmailShape,
  normaliseEmail,
  normalisePhone,
} from '@shop/shared';

/**
 * The users the blacklist's picker offers: customers only, found by name, e-mail or phone. Staff
 * accounts are never blacklisted (the server refuses it: an ADMIN makes them a customer first).
 */
export const blacklistPickerQuery = (q: string) => ({
  page: 1,
  pageSize: 8,
  role: 'CUSTOMER' as const,
  ...(q ? { q } : {}),
});

/** Whom an entry names: a user of the shop, a phone number or an e-mail address. */
export const BLACKLIST_TARGETS = ['user', 'phone', 'email'] as const;
export type BlacklistTarget = (typeof BLACKLIST_TARGETS)[number];

export interface BlacklistForm {
  target: BlacklistTarget;
  /** the chosen user's id */
  userId: string;
  phone: string;
  email: string;
  reason: BlacklistReason | '';
  note: string;
}

export const EMPTY_BLACKLIST_FORM: BlacklistForm = {
  target: 'user',
  userId: '',
  phone: '',
  email: '',
  reason: '',
  note: '',
};

export type BlacklistFormError =
  | 'userRequired'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'reasonRequired'
  | 'noteTooLong';
export type BlacklistFormField = 'target' | 'reason' | 'note';

export const BLACKLIST_NOTE_MAX = 500;
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

/**
 * The POST /auth/add-user-to-blacklist body from the form: exactly the one target chosen (the other
 * fields may still hold what was typed before switching), the reason, and the note when one is given.
 */
export function blacklistRequest(
  form: BlacklistForm,
):
  | { ok: true; body: AddToBlacklistBody }
  | { ok: false; errors: Partial<Record<BlacklistFormField, BlacklistFormError>> } {
  const errors: Partial<Record<BlacklistFormField, BlacklistFormError>> = {};
  const phone = form.phone.trim();
  const email = normaliseEmail(form.email);
  if (form.target === 'user' && !form.userId) errors.target = 'userRequired';
  if (form.target === 'phone' && (!PHONE_SHAPE.test(phone) || normalisePhone(phone).length < 8))
    errors.target = 'phoneInvalid';
  if (form.target === 'email' && !isEmailShape(email)) errors.target = 'emailInvalid';
  if (!form.reason) errors.reason = 'reasonRequired';
  const note = form.note.trim();
  if (note.length > BLACKLIST_NOTE_MAX) errors.note = 'noteTooLong';
  if (Object.keys(errors).length || !form.reason) return { ok: false, errors };

  const body: AddToBlacklistBody = { reason: form.reason };
  if (form.target === 'user') body.userId = form.userId;
  if (form.target === 'phone') body.phone = phone;
  if (form.target === 'email') body.email = email;
  if (note) body.note = note;
  return { ok: true, body };
}
