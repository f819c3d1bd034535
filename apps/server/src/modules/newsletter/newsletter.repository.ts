import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  collections,
  type MailStatus,
  mailOutbox,
  newsletterCampaigns,
  newsletterDeliveries,
  products,
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

export interface CampaignCounts {
  sent: number;
  failed: number;
  pending: number;
}

/** Drizzle queries of subscribers and campaigns. */
export class NewsletterRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Subscribes an address: a new row, or an unsubscribed one made active again (in the language given
   * now). An active subscriber stays as they are. The token is kept, so earlier links still work.
   */
  async subscribe(email: string, language: 'en' | 'vi'): Promise<void> {
    await this.db
      .insert(subscribers)
      .values({ email, language, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { status: 'active', language, unsubscribedAt: null, updatedAt: sql`now()` },
        setWhere: eq(subscribers.status, 'unsubscribed'),
      });
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

  async activeSubscribers(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(subscribers)
      .where(eq(subscribers.status, 'active'));
    return row?.n ?? 0;
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
   * Answers how many were queued.
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
