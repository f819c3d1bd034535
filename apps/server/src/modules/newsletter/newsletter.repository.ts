import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collections,
  type MailStatus,
  mailOutbox,
  newsletterCampaigns,
  newsletterDeliveries,
  products,
  type SubscriberStatus,
  subscribers,
} from '../../db/schema/index.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** A random unsubscribe token: base64url, so it goes into a URL and into HTML as is. */
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

/** One language's rendering of a campaign, with a placeholder where each recipient's token goes. */
export interface RenderedCampaign {
  language: 'en' | 'vi';
  subject: string;
  html: string;
  text: string;
  /** replaced by each recipient's unsubscribe token, in the body and in the List-Unsubscribe header */
  placeholder: string;
  /** the unsubscribe URL up to the token (`…/unsubscribe?token=`) */
  unsubscribeBase: string;
}

/** What following a confirmation link did (NewsletterRepository.confirm). */
export type ConfirmOutcome =
  | { outcome: 'confirmed' | 'already'; email: string; language: 'en' | 'vi' }
  | { outcome: 'expired'; language: 'en' | 'vi' }
  | { outcome: 'invalid' };

export interface CampaignCounts {
  sent: number;
  failed: number;
  pending: number;
}

/** Drizzle queries of subscribers and campaigns. */
export class NewsletterRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Records a request to subscribe and, when a confirmation mail is due, gives the
   * address a new link (its token's hash, valid `linkDays`, replacing any earlier link). A new address
   * becomes a `pending` row; a pending or unsubscribed one keeps its status until the link is
   * followed. Nothing changes for an `active` address, nor for one that was sent `maxMails` links
   * within the last hour (the form cannot be used to flood someone's inbox). Returns the row to mail,
   * or undefined when no mail is due.
   *
   * One conditional UPDATE: concurrent requests for one address are counted one after the other
   * (PostgreSQL re-reads the WHERE on the row it waited for), so no more than `maxMails` go out.
   */
  async requestConfirmation(
    email: string,
    language: 'en' | 'vi',
    link: { tokenHash: string; linkDays: number; maxMails: number },
  ): Promise<{ id: string; email: string; language: 'en' | 'vi' } | undefined> {
    await this.db
      .insert(subscribers)
      .values({ email, language, status: 'pending', unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoNothing({ target: subscribers.email });
    const inWindow = sql`${subscribers.confirmMailsSince} > now() - interval '1 hour'`;
    const [row] = await this.db
      .update(subscribers)
      .set({
        confirmTokenHash: link.tokenHash,
        confirmExpiresAt: sql`now() + make_interval(days => ${link.linkDays}::integer)`,
        confirmUsedAt: null,
        confirmMails: sql`case when ${inWindow} then ${subscribers.confirmMails} + 1 else 1 end`,
        confirmMailsSince: sql`case when ${inWindow} then ${subscribers.confirmMailsSince} else now() end`,
        language,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(subscribers.email, email),
          ne(subscribers.status, 'active'),
          sql`not (${inWindow} and ${subscribers.confirmMails} >= ${link.maxMails}::integer)`,
        ),
      )
      .returning({ id: subscribers.id, email: subscribers.email, language: subscribers.language });
    return row;
  }

  /**
   * Follows a confirmation link by its token's hash. The first use of an unexpired link
   * makes the address `active` ('confirmed'); a link already used while the address is active returns
   * 'already' and changes nothing; an expired link, or one used before a later unsubscribe, 'expired';
   * an unknown one 'invalid'. The UPDATE's conditions make the first use win when two arrive together.
   */
  async confirm(tokenHash: string): Promise<ConfirmOutcome> {
    const [confirmed] = await this.db
      .update(subscribers)
      .set({
        status: 'active',
        confirmedAt: sql`now()`,
        confirmUsedAt: sql`now()`,
        unsubscribedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(subscribers.confirmTokenHash, tokenHash),
          isNull(subscribers.confirmUsedAt),
          sql`${subscribers.confirmExpiresAt} > now()`,
        ),
      )
      .returning({ email: subscribers.email, language: subscribers.language });
    if (confirmed) return { outcome: 'confirmed', ...confirmed };
    const [row] = await this.db
      .select({
        email: subscribers.email,
        language: subscribers.language,
        status: subscribers.status,
        usedAt: subscribers.confirmUsedAt,
      })
      .from(subscribers)
      .where(eq(subscribers.confirmTokenHash, tokenHash))
      .limit(1);
    if (!row) return { outcome: 'invalid' };
    if (row.usedAt && row.status === 'active')
      return { outcome: 'already', email: row.email, language: row.language };
    return { outcome: 'expired', language: row.language };
  }

  /**
   * Unsubscribes the token's address (again: no change). Its newsletter mails not yet claimed by the
   * worker are given up ('failed', "unsubscribed"), so the address gets nothing more, even from a
   * campaign still being sent. Undefined for an unknown token.
   */
  async unsubscribe(token: string) {
    const [row] = await this.db
      .select({ id: subscribers.id, email: subscribers.email, language: subscribers.language })
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .limit(1);
    if (!row) return undefined;
    await this.db
      .update(subscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(subscribers.id, row.id));
    await this.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: 'unsubscribed', lockedUntil: null })
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          inArray(
            mailOutbox.id,
            this.db
              .select({ id: newsletterDeliveries.mailId })
              .from(newsletterDeliveries)
              .where(eq(newsletterDeliveries.subscriberId, row.id)),
          ),
        ),
      );
    return row;
  }

  /** How many addresses are in each state (the staff's view of the audience). */
  async countsByStatus(): Promise<Record<SubscriberStatus, number>> {
    const rows = await this.db
      .select({ status: subscribers.status, n: count() })
      .from(subscribers)
      .groupBy(subscribers.status);
    const out: Record<SubscriberStatus, number> = { pending: 0, active: 0, unsubscribed: 0 };
    for (const r of rows) out[r.status] = r.n;
    return out;
  }

  /** Visible products among these ids, in the order given. */
  async products(ids: string[]) {
    if (!ids.length) return [];
    const rows = await this.db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        discountPrice: products.discountPrice,
        coverImageKey: products.coverImageKey,
        coverWidth: products.coverWidth,
        coverHeight: products.coverHeight,
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.visible, true)));
    return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }

  async collection(id: string) {
    const [row] = await this.db.select().from(collections).where(eq(collections.id, id)).limit(1);
    return row;
  }

  async insertCampaign(values: typeof newsletterCampaigns.$inferInsert): Promise<string> {
    const [row] = await this.db
      .insert(newsletterCampaigns)
      .values(values)
      .returning({ id: newsletterCampaigns.id });
    return row!.id;
  }

  async setRecipients(campaignId: string, recipients: number) {
    await this.db
      .update(newsletterCampaigns)
      .set({ recipients })
      .where(eq(newsletterCampaigns.id, campaignId));
  }

  /**
   * Queues the campaign's mail for every active subscriber of this language, in one statement: each
   * outbox row gets the recipient's token in its body and its List-Unsubscribe header (RFC 2369, with
   * RFC 8058 one-click), and a delivery row ties it to the campaign. The outbox's dedupe key
   * (`newsletter:<campaign>:<subscriber>`) and the deliveries' primary key queue nobody twice.
   * Returns how many were queued.
   */
  async queueFor(campaignId: string, mail: RenderedCampaign): Promise<number> {
    const prefix = `newsletter:${campaignId}:`;
    const result = await this.db.execute(sql`
      with recipients as (
        select id, email, unsubscribe_token from ${subscribers}
        where status = 'active' and language = ${mail.language}
      ), queued as (
        insert into ${mailOutbox} (to_address, subject, html, text, kind, dedupe_key, headers)
        select r.email, ${mail.subject},
          replace(${mail.html}::text, ${mail.placeholder}::text, r.unsubscribe_token),
          replace(${mail.text}::text, ${mail.placeholder}::text, r.unsubscribe_token),
          'newsletter', ${prefix}::text || r.id::text,
          jsonb_build_object(
            'List-Unsubscribe', '<' || ${mail.unsubscribeBase}::text || r.unsubscribe_token || '>',
            'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
        from recipients r
        on conflict (dedupe_key) do nothing
        returning id, dedupe_key
      )
      insert into ${newsletterDeliveries} (campaign_id, subscriber_id, mail_id)
      select ${campaignId}::uuid, substr(q.dedupe_key, ${prefix.length + 1})::uuid, q.id from queued q
      on conflict do nothing
      returning mail_id`);
    return rowsOf(result).length;
  }

  async campaigns(limit: number) {
    return this.db
      .select()
      .from(newsletterCampaigns)
      .orderBy(desc(newsletterCampaigns.createdAt))
      .limit(limit);
  }

  async campaign(id: string) {
    const [row] = await this.db
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .limit(1);
    return row;
  }

  /** The campaigns' mails by status (deliveries by campaign, then the outbox by primary key). */
  async counts(campaignIds: string[]): Promise<Map<string, CampaignCounts>> {
    const out = new Map<string, CampaignCounts>(
      campaignIds.map((id) => [id, { sent: 0, failed: 0, pending: 0 }]),
    );
    if (!campaignIds.length) return out;
    const rows = await this.db
      .select({ campaignId: newsletterDeliveries.campaignId, status: mailOutbox.status, n: count() })
      .from(newsletterDeliveries)
      .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.mailId))
      .where(inArray(newsletterDeliveries.campaignId, campaignIds))
      .groupBy(newsletterDeliveries.campaignId, mailOutbox.status);
    for (const r of rows) {
      const c = out.get(r.campaignId)!;
      const status: MailStatus = r.status;
      if (status === 'sent') c.sent += r.n;
      else if (status === 'failed') c.failed += r.n;
      else c.pending += r.n;
    }
    return out;
  }
}
