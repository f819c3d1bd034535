import { z } from 'zod';
import { MESSAGES } from '../constants/messages.js';
import { NEWSLETTER_TYPES } from '../constants/newsletter.js';
import { isEmailShape, normaliseEmail } from '../text/email.js';

/** at most this many products rendered in one newsletter */
export const NEWSLETTER_MAX_PRODUCTS = 12;

/** The newsletter (docs/decisions/0003, 0040). */
export const NEWSLETTER_MESSAGES = {
  /**
   * the one response to every subscription (new, pending, confirmed, unsubscribed, past
   * the mail limit), so that nobody learns who is subscribed; a confirmation link is mailed when due
   */
  subscribed: 'Please check your inbox to confirm your subscription.',
  /** the same, for an address that asked for Vietnamese newsletters (the footer shows it as sent) */
  subscribedVi: 'Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.',
  /** staff read these: sentences for a person, no field names */
  campaignNotFound: 'We could not find this newsletter. Refresh the page to see the latest ones.',
  unknownProducts:
    'One of the chosen products is hidden or no longer exists. Choose products shoppers can see, then send again.',
  unknownCollection:
    'The chosen collection no longer exists. Choose another collection, or none, then send again.',
  unknownType: 'Choose one of the newsletter types.',
  chooseProducts: 'Choose the products from the list.',
  tooManyProducts: `Choose at most ${NEWSLETTER_MAX_PRODUCTS} products for one newsletter.`,
  chooseCollection: 'Choose the collection from the list.',
  subject: 'Write a subject of 1 to 200 characters.',
  title: 'Write a title of 1 to 200 characters.',
  description: 'Write a message of 1 to 5,000 characters.',
} as const;

/**
 * POST /subscribe/subscribe-user (public). An empty e-mail or one without @ is refused with
 * 'Please enter a valid email address.'; `language` (EN when not given, or the browser's) is the
 * language of the mails.
 */
export const subscribeBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.newsletterInvalidEmail })
    .trim()
    .max(254, MESSAGES.newsletterInvalidEmail)
    .refine((v) => isEmailShape(normaliseEmail(v)), MESSAGES.newsletterInvalidEmail)
    .transform(normaliseEmail),
  language: z.enum(['en', 'vi']).optional(),
});
export type SubscribeBody = z.input<typeof subscribeBodySchema>;

export const subscribeResponseSchema = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/**
 * POST /subscribe/bulk-email (staff). Each text left out takes the type's default in each recipient's
 * language (the defaults of the `newsletter` translation namespace); a text given is sent as written
 * to everyone. Products and a collection, when given, are shown in the mail with links to them.
 */
export const bulkEmailBodySchema = z.strictObject({
  type: z.enum(NEWSLETTER_TYPES, { error: NEWSLETTER_MESSAGES.unknownType }),
  subject: z
    .string(NEWSLETTER_MESSAGES.subject)
    .trim()
    .min(1, NEWSLETTER_MESSAGES.subject)
    .max(200, NEWSLETTER_MESSAGES.subject)
    .optional(),
  title: z
    .string(NEWSLETTER_MESSAGES.title)
    .trim()
    .min(1, NEWSLETTER_MESSAGES.title)
    .max(200, NEWSLETTER_MESSAGES.title)
    .optional(),
  description: z
    .string(NEWSLETTER_MESSAGES.description)
    .trim()
    .min(1, NEWSLETTER_MESSAGES.description)
    .max(5000, NEWSLETTER_MESSAGES.description)
    .optional(),
  productIds: z
    .array(
      z.string(NEWSLETTER_MESSAGES.chooseProducts).uuid(NEWSLETTER_MESSAGES.chooseProducts),
      NEWSLETTER_MESSAGES.chooseProducts,
    )
    .max(NEWSLETTER_MAX_PRODUCTS, NEWSLETTER_MESSAGES.tooManyProducts)
    .optional(),
  collectionId: z
    .string(NEWSLETTER_MESSAGES.chooseCollection)
    .uuid(NEWSLETTER_MESSAGES.chooseCollection)
    .optional(),
});
export type BulkEmailBody = z.infer<typeof bulkEmailBodySchema>;

/** 202: the mails are queued (one per active subscriber) and go out in the background. */
export const bulkEmailResponseSchema = z.object({ campaignId: z.string(), recipients: z.number().int() });
export type BulkEmailResponse = z.infer<typeof bulkEmailResponseSchema>;

/**
 * GET /subscribe/bulk-email/{campaignId}: where the campaign's mails are. `pending` includes mails
 * being sent and mails waiting to be retried; `failed` ones gave up (or their address unsubscribed
 * before its turn). sent + failed + pending = recipients.
 */
export const campaignProgressSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  campaignId: z.string(),
  recipients: z.number().int(),
  type: z.enum(NEWSLETTER_TYPES),
  subject: z.string().nullable(),
  createdAt: z.string(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/**
 * GET /subscribe/bulk-email (staff): the latest campaigns with their progress, and the audience:
 * `activeSubscribers` (confirmed: who a campaign goes to), `pendingSubscribers` (confirmation mailed,
 * not followed yet; docs/decisions/0003).
 */
export const campaignListSchema = z.object({
  campaigns: z.array(campaignProgressSchema),
  activeSubscribers: z.number().int(),
  pendingSubscribers: z.number().int(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/** GET|POST /subscribe/unsubscribe?token=… (the link in every newsletter; responds with an HTML page). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });

/** GET /subscribe/confirm?token=… (the link of the confirmation mail, docs/decisions/0003; an HTML page). */
export const confirmSubscriptionQuerySchema = z.object({ token: z.string().max(200).optional() });
