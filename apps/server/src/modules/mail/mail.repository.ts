import { and, eq, inArray, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { type MailKind, type MailOutboxRow, type MailStatus, mailOutbox } from '../../db/schema/index.js';
import { type MailParts, markSecrets } from './mail.secrets.js';

export interface NewMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: MailKind;
  dedupeKey?: string | null | undefined;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string> | null | undefined;
  /**
   * the live secrets in the subject, HTML or text (a verification code, a reset link's token): kept
   * only until the mail is sent, then replaced with `••••••` in the stored row (mail.secrets.ts)
   */
  secrets?: readonly string[] | undefined;
}

/*
 * Every query of the outbox. Each is one statement: the worker never holds a transaction open
 * across a send (PGlite runs one transaction at a time).
 */

/**
 * Queues a mail, atomically with the caller's transaction when given one. The new row's id, or
 * undefined when a mail with the same dedupe key is already queued.
 */
export async function insertMail(db: DbOrTx, mail: NewMail): Promise<string | undefined> {
  const { subject, html, text } = markSecrets(mail, mail.secrets);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject,
      html,
      text,
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      headers: mail.headers ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return row?.id;
}

const ms = (value: number) => sql`(${Math.round(value)}::integer * interval '1 millisecond')`;

/** An outbox row recorded before its mail is rendered (see `insertUnrendered`). */
export interface UnrenderedMail {
  id: string;
  to: string;
  kind: MailKind;
  dedupeKey: string | undefined;
  /** what to render, as JSON: held in `text` until the mail is rendered */
  request: string;
}

/**
 * Records mails to render once the caller's transaction commits, in ONE statement: each row has its
 * recipient, kind and dedupe key, its render request in `text`, an empty subject and HTML (which no
 * rendered mail has), and is due only after `graceMs`, so the worker leaves it to the process that
 * renders it after the commit, and renders it itself should that process die first. A mail whose
 * dedupe key is already queued is not inserted. Returns the ids inserted.
 */
export async function insertUnrendered(
  db: DbOrTx,
  mails: readonly UnrenderedMail[],
  graceMs: number,
): Promise<Set<string>> {
  if (!mails.length) return new Set();
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        id: m.id,
        toAddress: m.to,
        subject: '',
        html: '',
        text: m.request,
        kind: m.kind,
        dedupeKey: m.dedupeKey ?? null,
        nextAttemptAt: sql`now() + ${ms(graceMs)}`,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return new Set(rows.map((r) => r.id));
}

/** Whether a row still holds its render request rather than its mail. */
export const isUnrendered = (row: Pick<MailOutboxRow, 'subject' | 'html'>): boolean =>
  row.subject === '' && row.html === '';

/**
 * Puts the rendered mails (secrets marked) in their rows and makes them due now, in ONE statement. A
 * row rendered meanwhile (by a worker that found it first) is left as it is: the same request renders
 * the same mail.
 */
export async function fillRendered(
  db: Db,
  mails: readonly { id: string; parts: MailParts }[],
): Promise<void> {
  if (!mails.length) return;
  const values = sql.join(
    mails.map(
      (m) => sql`(${m.id}::uuid, ${m.parts.subject}::text, ${m.parts.html}::text, ${m.parts.text}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${mailOutbox} set subject = v.subject, html = v.html, text = v.text,
      next_attempt_at = least(${mailOutbox.nextAttemptAt}, now())
    from (values ${values}) as v (id, subject, html, text)
    where ${mailOutbox.id} = v.id and ${mailOutbox.subject} = '' and ${mailOutbox.html} = ''`);
}

/** A worker rendered a claimed row itself: its mail replaces the request (unless rendered meanwhile). */
export async function storeRendered(db: Db, id: string, parts: MailParts): Promise<void> {
  await db
    .update(mailOutbox)
    .set(parts)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.subject, ''), eq(mailOutbox.html, '')));
}

/**
 * Claims up to `limit` due mails: pending ones whose time has come, and ones left 'sending' by an
 * instance whose lease ran out (it crashed mid-send). FOR UPDATE SKIP LOCKED lets several instances
 * claim at once without waiting on, or taking, each other's rows; a row claimed by another instance
 * in the meantime no longer matches when re-checked. The database's clock decides, never a server's.
 */
export function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      lockedUntil: sql`now() + ${ms(leaseMs)}`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The mail is out; `redacted` (its stored copy without its secrets) replaces what was queued. */
export async function markSent(db: Db, id: string, redacted?: MailParts): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, ...redacted })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed attempt: back to pending after `retryInMs`, or failed for good. Only the claim that made
 * the attempt may record it (same attempt number, still 'sending'), so a slow instance whose lease
 * ran out cannot undo what another instance did with the row since.
 */
export async function markAttemptFailed(
  db: Db,
  row: Pick<MailOutboxRow, 'id' | 'attempts'>,
  error: string,
  retryInMs: number | 'never',
  /** for a mail given up: its stored copy without its secrets, which no one will send any more */
  redacted?: MailParts,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === 'never'
        ? { status: 'failed', lockedUntil: null, lastError: error, ...redacted }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + ${ms(retryInMs)}`,
          },
    )
    .where(
      and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts)),
    );
}

export type MailCounts = Record<MailStatus, number>;

/**
 * Mails by status; `dedupeKeyPrefix` narrows to one group, e.g. a newsletter campaign queued with
 * keys `newsletter:<campaignId>:<email>`.
 */
export async function countMails(db: Db, filter: { dedupeKeyPrefix?: string } = {}): Promise<MailCounts> {
  const where: SQL | undefined = filter.dedupeKeyPrefix
    ? like(mailOutbox.dedupeKey, `${filter.dedupeKeyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::integer` })
    .from(mailOutbox)
    .where(where)
    .groupBy(mailOutbox.status);
  const counts: MailCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
