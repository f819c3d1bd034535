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
 * The insert that queues a mail, not yet run: run alone by `insertMail`, or as a part of a larger
 * statement (a checkout writes its order and its mail in one). A mail whose dedupe key is already
 * queued is not inserted.
 */
export function mailInsert(db: DbOrTx, mail: NewMail) {
  const { subject, html, text } = markSecrets(mail, mail.secrets);
  return db
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
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * Queues a mail, atomically with the caller's transaction when given one. The new row's id, or
 * undefined when a mail with the same dedupe key is already queued.
 */
export async function insertMail(db: DbOrTx, mail: NewMail): Promise<string | undefined> {
  const [row] = await mailInsert(db, mail).returning({ id: mailOutbox.id });
  return row?.id;
}

const ms = (value: number) => sql`(${Math.round(value)}::integer * interval '1 millisecond')`;

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
