import { type BulkEmailBody, NEWSLETTER_MESSAGES, type NewsletterType } from '@shop/shared';
import { isApiError } from '../../../../lib/api-error';

/** The three texts of a newsletter; each type has defaults (the `newsletter` namespace). */
export const NEWSLETTER_TEXTS = ['subject', 'title', 'description'] as const;
export type NewsletterText = (typeof NEWSLETTER_TEXTS)[number];
export type NewsletterTexts = Record<NewsletterText, string>;

export interface BulkEmailForm extends NewsletterTexts {
  type: NewsletterType;
  productIds: string[];
  collectionId: string;
}

/**
 * The form after choosing another type: texts still equal to the old type's defaults take the new
 * type's; a text the staff member wrote is kept.
 */
export function withType(
  form: BulkEmailForm,
  type: NewsletterType,
  defaultsOf: (type: NewsletterType) => NewsletterTexts,
): BulkEmailForm {
  const before = defaultsOf(form.type);
  const after = defaultsOf(type);
  const next: BulkEmailForm = { ...form, type };
  for (const key of NEWSLETTER_TEXTS) {
    if (form[key].trim() === before[key] || !form[key].trim()) next[key] = after[key];
  }
  return next;
}

/** Whether a text differs from its default (shown as "edited", with a way back). */
export const isEdited = (form: BulkEmailForm, defaults: NewsletterTexts, key: NewsletterText): boolean =>
  form[key].trim() !== '' && form[key].trim() !== defaults[key];

/**
 * The POST /subscribe/bulk-email body. A text left as the type's default (or emptied) is left out, so
 * that the server writes each subscriber its default in their own language; a text the staff member
 * wrote goes as written to everyone. Products and a collection only when chosen.
 */
export function bulkEmailRequest(form: BulkEmailForm, defaults: NewsletterTexts): BulkEmailBody {
  const body: BulkEmailBody = { type: form.type };
  for (const key of NEWSLETTER_TEXTS) {
    if (isEdited(form, defaults, key)) body[key] = form[key].trim();
  }
  if (form.productIds.length) body.productIds = [...form.productIds];
  if (form.collectionId) body.collectionId = form.collectionId;
  return body;
}

/**
 * The newsletter's error responses staff can meet, by the server's English text, to their key under
 * `bulkEmail.errors` in the admin namespace (the English there is the very same sentence, a unit test
 * holds them together), so a Vietnamese dashboard reads them in Vietnamese.
 */
const SERVER_TEXTS: Readonly<Record<string, string>> = {
  [NEWSLETTER_MESSAGES.unknownProducts]: 'unknownProducts',
  [NEWSLETTER_MESSAGES.unknownCollection]: 'unknownCollection',
  [NEWSLETTER_MESSAGES.campaignNotFound]: 'campaignNotFound',
  [NEWSLETTER_MESSAGES.tooManyProducts]: 'tooManyProducts',
};
export const KNOWN_NEWSLETTER_TEXTS = SERVER_TEXTS;

/** The admin translation key of a failed newsletter call's reason, or null when it has none. */
export function bulkEmailErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const key = SERVER_TEXTS[error.message];
  return key ? `admin:bulkEmail.errors.${key}` : null;
}
