import { randomBytes } from 'node:crypto';
import {
  type BulkEmailBody,
  type BulkEmailResponse,
  type CampaignList,
  type CampaignProgress,
  isUuid,
  NEWSLETTER_MESSAGES,
} from '@shop/shared';
import type { Db } from '../../db/client.js';
import type { NewsletterCampaignRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { optionalImageUrls } from '../../lib/images.js';
import { hashToken, opaqueToken } from '../../lib/tokens.js';
import type { MailQueue } from '../mail/mail.queue.js';
import {
  CONFIRM_LINK_DAYS,
  confirmSubscriptionMail,
  type NewsletterCollection,
  type NewsletterProduct,
  newsletterMail,
} from './newsletter.mail.js';
import { type CampaignCounts, type ConfirmOutcome, NewsletterRepository } from './newsletter.repository.js';

/** confirmation mails one address may be sent in an hour; later requests mail nothing */
export const CONFIRM_MAILS_PER_HOUR = 3;
/** what `opaqueToken()` makes: 32 random bytes in base64url */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** how many campaigns the list shows */
const CAMPAIGN_LIST_LIMIT = 20;
const LANGUAGES = ['en', 'vi'] as const;

export interface NewsletterDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

function progressOf(row: NewsletterCampaignRow, counts: CampaignCounts | undefined): CampaignProgress {
  return {
    sent: counts?.sent ?? 0,
    failed: counts?.failed ?? 0,
    pending: counts?.pending ?? 0,
    campaignId: row.id,
    recipients: row.recipients,
    type: row.type,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The newsletter: public subscription confirmed by a mailed link (double
 * opt-in), staff campaigns sent to every active (confirmed) subscriber through the durable mail
 * queue, progress from the queue's rows, one-click unsubscribe.
 */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /** The link in every newsletter (and its List-Unsubscribe header), up to the token. */
  get unsubscribeBase(): string {
    return `${this.deps.publicUrl}/api/subscribe/unsubscribe?token=`;
  }

  /**
   * Double opt-in (docs/decisions/0003-newsletter-double-opt-in.md): a new, pending or unsubscribed
   * address is mailed a confirmation link (at most `CONFIRM_MAILS_PER_HOUR` an hour per address) and
   * receives nothing else until the link is followed; an active one is left as it is, with no mail.
   * The response is the same in every case (nobody learns who is subscribed), in the language asked
   * for, since the footer shows the server's message as it is.
   */
  async subscribe(email: string, language: 'en' | 'vi'): Promise<string> {
    const { db, mail, publicUrl } = this.deps;
    const { token, hash } = opaqueToken();
    await db.transaction(async (tx) => {
      const row = await new NewsletterRepository(tx).requestConfirmation(email, language, {
        tokenHash: hash,
        linkDays: CONFIRM_LINK_DAYS,
        maxMails: CONFIRM_MAILS_PER_HOUR,
      });
      if (row) {
        await mail.enqueue(
          tx,
          confirmSubscriptionMail({ to: row.email, language: row.language, publicUrl, token }),
        );
      }
    });
    // queued inside the transaction: sent now rather than at the next poll
    mail.wake();
    return language === 'vi' ? NEWSLETTER_MESSAGES.subscribedVi : NEWSLETTER_MESSAGES.subscribed;
  }

  /**
   * Follows a confirmation link (GET /subscribe/confirm). A token that cannot be one of ours (not the
   * base64url of 32 bytes) is 'invalid' without a query.
   */
  async confirm(token: string): Promise<ConfirmOutcome> {
    if (!TOKEN_SHAPE.test(token)) return { outcome: 'invalid' };
    return this.deps.db.transaction((tx) => new NewsletterRepository(tx).confirm(hashToken(token)));
  }

  unsubscribe(token: string) {
    return this.deps.db.transaction((tx) => new NewsletterRepository(tx).unsubscribe(token));
  }

  /**
   * POST /subscribe/bulk-email: one campaign, rendered once per language and queued for every active
   * subscriber in one transaction (all or nothing), then the worker is woken. The products must exist
   * and be visible, the collection must exist (400 otherwise, nothing queued).
   */
  async send(staffUserId: string, body: BulkEmailBody): Promise<BulkEmailResponse> {
    const { db, publicUrl } = this.deps;
    const absolute = (src: string) => `${publicUrl}${src}`;
    const result = await db.transaction(async (tx) => {
      const repo = new NewsletterRepository(tx);
      const productIds = [...new Set(body.productIds ?? [])];
      const found = await repo.products(productIds);
      if (found.length !== productIds.length) {
        throw new AppError('VALIDATION_ERROR', NEWSLETTER_MESSAGES.unknownProducts);
      }
      const products: NewsletterProduct[] = found.map((p) => {
        const image = optionalImageUrls(p.coverImageKey, p.coverWidth, p.coverHeight);
        return { ...p, imageUrl: image ? absolute(image.src) : null };
      });
      let collection: NewsletterCollection | null = null;
      if (body.collectionId) {
        const row = await repo.collection(body.collectionId);
        if (!row) throw new AppError('VALIDATION_ERROR', NEWSLETTER_MESSAGES.unknownCollection);
        const image = optionalImageUrls(row.imageKey, row.imageWidth, row.imageHeight);
        collection = {
          id: row.id,
          name: row.name,
          description: row.description,
          imageUrl: image ? absolute(image.src) : null,
        };
      }
      const campaignId = await repo.insertCampaign({
        type: body.type,
        subject: body.subject ?? null,
        title: body.title ?? null,
        description: body.description ?? null,
        productIds,
        collectionId: body.collectionId ?? null,
        recipients: 0,
        createdBy: staffUserId,
      });
      // a placeholder no text can contain by chance, replaced in SQL by each recipient's token
      const placeholder = `UNSUBSCRIBE-${randomBytes(12).toString('hex')}`;
      let recipients = 0;
      for (const language of LANGUAGES) {
        const mail = newsletterMail({
          language,
          publicUrl,
          type: body.type,
          subject: body.subject,
          title: body.title,
          description: body.description,
          products,
          collection,
          unsubscribeUrl: `${this.unsubscribeBase}${placeholder}`,
        });
        recipients += await repo.queueFor(campaignId, {
          language,
          ...mail,
          placeholder,
          unsubscribeBase: this.unsubscribeBase,
        });
      }
      await repo.setRecipients(campaignId, recipients);
      return { campaignId, recipients };
    });
    this.deps.mail.wake();
    return result;
  }

  async progress(campaignId: string): Promise<CampaignProgress> {
    const repo = new NewsletterRepository(this.deps.db);
    const row = isUuid(campaignId) ? await repo.campaign(campaignId) : undefined;
    if (!row) throw new AppError('NOT_FOUND', NEWSLETTER_MESSAGES.campaignNotFound);
    return progressOf(row, (await repo.counts([row.id])).get(row.id));
  }

  async list(): Promise<CampaignList> {
    const repo = new NewsletterRepository(this.deps.db);
    const rows = await repo.campaigns(CAMPAIGN_LIST_LIMIT);
    const counts = await repo.counts(rows.map((r) => r.id));
    const audience = await repo.countsByStatus();
    return {
      campaigns: rows.map((r) => progressOf(r, counts.get(r.id))),
      activeSubscribers: audience.active,
      pendingSubscribers: audience.pending,
    };
  }
}
