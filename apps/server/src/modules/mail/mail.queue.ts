import { randomUUID } from 'node:crypto';
import { isEmailShape } from '@shop/shared';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { MailOutboxRow } from '../../db/schema/index.js';
import {
  claimDueMails,
  countMails,
  fillRendered,
  insertMail,
  insertUnrendered,
  isUnrendered,
  type MailCounts,
  markAttemptFailed,
  markSent,
  type NewMail,
  storeRendered,
} from './mail.repository.js';
import { hasSecrets, type MailParts, markSecrets, redactSecrets, unmarkSecrets } from './mail.secrets.js';
import { createMailTransport, type MailLogger, type MailTransport } from './mail.transport.js';
import { type OrderMailRequest, orderMailEnvelope, renderOrderMail } from './order-mails.js';

export type { MailLogger };

export interface MailQueueOptions {
  /** how often an idle worker looks for due mails (an enqueue on this instance wakes it at once) */
  pollIntervalMs: number;
  /** mails claimed, and sent side by side, per round */
  batchSize: number;
  /**
   * how long a claim holds a mail; an instance that dies mid-send leaves it to be sent again after
   * this. Far longer than a send can take (the SMTP timeouts are seconds), so a slow send is not
   * mistaken for a dead one.
   */
  leaseMs: number;
  /** attempts before a mail is marked failed */
  maxAttempts: number;
  /** the wait after the first failed attempt, doubled after each further one… */
  backoffBaseMs: number;
  /** …up to this */
  backoffMaxMs: number;
  /**
   * how long a mail recorded unrendered (`record`) waits for the process that recorded it to render
   * it after its commit, before a worker renders it itself (that process died in between)
   */
  renderGraceMs: number;
}

export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  leaseMs: 10 * 60_000,
  maxAttempts: 10,
  backoffBaseMs: 2_000,
  backoffMaxMs: 10 * 60_000,
  renderGraceMs: 60_000,
};

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base… capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** One address: never a list that a mail library would split into several recipients. */
const SINGLE_ADDRESS = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+$/;

function checkRecipient(mail: Pick<NewMail, 'to'>): void {
  if (!isEmailShape(mail.to) || !SINGLE_ADDRESS.test(mail.to)) {
    throw new Error('a queued mail needs one e-mail address in `to`');
  }
}

/**
 * Queues a mail in the outbox table (docs/decisions/0039-the-mail-outbox.md). Pass a transaction to queue it
 * atomically with what caused it. Returns the new row's id, or undefined when `dedupeKey` is already queued.
 */
export function enqueueMail(db: DbOrTx, mail: NewMail): Promise<string | undefined> {
  checkRecipient(mail);
  return insertMail(db, mail);
}

/** A mail recorded in a transaction (`MailQueue.record`), to render once it commits (`MailQueue.render`). */
export interface RecordedMail {
  id: string;
  request: OrderMailRequest;
}

/** A request's mail as the outbox keeps it: rendered, its live secrets marked. */
function renderForOutbox(request: OrderMailRequest): MailParts {
  const { subject, html, text } = renderOrderMail(request);
  return markSecrets({ subject, html, text }, orderMailEnvelope(request).secrets);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000);
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The durable mail queue and its worker (docs/decisions/0039-the-mail-outbox.md). Mails are rows of
 * `mail_outbox`; the worker claims due rows with a lease, sends them with no transaction open, and records
 * the outcome: sent, or pending again after an exponential backoff, or failed after `maxAttempts`. Any number
 * of instances may run a worker on one database: each mail is claimed by one of them at a time, and a crash
 * or an SMTP outage loses none (a crash mid-send may, rarely, send that one mail twice).
 */
export class MailQueue {
  readonly options: MailQueueOptions;
  private running = false;
  private loop: Promise<void> | undefined;
  private woken = false;
  private sleeper: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport,
    private readonly log: MailLogger,
    options: Partial<MailQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...options };
  }

  /**
   * Queues a mail (see enqueueMail) and wakes this instance's worker. Inside a transaction, the
   * worker may look before the commit: call `wake()` again after it (or the mail waits one poll).
   */
  async enqueue(db: DbOrTx, mail: NewMail): Promise<string | undefined> {
    const id = await enqueueMail(db, mail);
    if (id) this.wake();
    return id;
  }

  /**
   * Records order mails in the caller's transaction, in ONE statement, without rendering them: the
   * outbox row (recipient, kind, dedupe key, and the request to render) commits or rolls back with
   * what caused it, and the rendering waits for the commit (`render`). A mail whose dedupe key is
   * already queued is not recorded. Returns the mails recorded.
   */
  async record(db: DbOrTx, requests: readonly OrderMailRequest[]): Promise<RecordedMail[]> {
    const mails = requests.map((request) => {
      const envelope = orderMailEnvelope(request);
      checkRecipient(envelope);
      return { id: randomUUID(), request, envelope };
    });
    const inserted = await insertUnrendered(
      db,
      mails.map(({ id, request, envelope }) => ({
        id,
        to: envelope.to,
        kind: envelope.kind,
        dedupeKey: envelope.dedupeKey,
        request: JSON.stringify(request),
      })),
      this.options.renderGraceMs,
    );
    return mails.filter((m) => inserted.has(m.id)).map(({ id, request }) => ({ id, request }));
  }

  /**
   * After the commit of the transaction that recorded them: renders the mails, puts them in their
   * rows (one statement) and wakes the worker. Never throws: should this fail, or this process die
   * before, the worker renders them itself once `renderGraceMs` has passed.
   */
  async render(recorded: readonly RecordedMail[]): Promise<void> {
    if (!recorded.length) return;
    try {
      await fillRendered(
        this.db,
        recorded.map(({ id, request }) => ({ id, parts: renderForOutbox(request) })),
      );
    } catch (err) {
      // what caused them is committed: the worker renders them once the grace has passed
      this.log.error({ err, mailIds: recorded.map((m) => m.id) }, 'mails recorded but not rendered');
      return;
    }
    this.wake();
  }

  /** Starts the worker. Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  /** Makes the worker look for due mails now instead of at its next poll. */
  wake(): void {
    if (!this.running) return;
    this.woken = true;
    this.interruptSleep();
  }

  /**
   * Stops the worker, waits for the sends in flight to finish and be recorded, then closes the
   * transport's idle connections. Mails still queued stay queued for the next start.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.interruptSleep();
    await this.loop;
    this.loop = undefined;
    await Promise.allSettled([...this.inFlight]);
    await this.transport.close();
  }

  /** One round: claims up to `batchSize` due mails and sends them. Returns how many were claimed. */
  runOnce(): Promise<number> {
    const run = this.round();
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  /**
   * For tests and scripts: runs rounds until no mail is pending or being sent (by any instance),
   * waiting out backoffs. Rejects after `timeoutMs`.
   */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.runOnce()) > 0) continue;
      const counts = await countMails(this.db);
      const left = counts.pending + counts.sending;
      if (left === 0) return;
      if (Date.now() > deadline) throw new Error(`mail queue not drained: ${left} mails left`);
      await delay(Math.min(this.options.pollIntervalMs, 25));
    }
  }

  /** Mails by status, e.g. a newsletter campaign's progress (see countMails). */
  counts(filter: { dedupeKeyPrefix?: string } = {}): Promise<MailCounts> {
    return countMails(this.db, filter);
  }

  private async work(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (err) {
        this.log.error({ err }, 'mail worker: could not claim mails');
      }
      if (!this.running) break;
      // a full round suggests more are due: go again at once
      if (claimed < this.options.batchSize) await this.sleep(this.options.pollIntervalMs);
    }
  }

  private interruptSleep(): void {
    const sleeper = this.sleeper;
    if (!sleeper) return;
    this.sleeper = undefined;
    clearTimeout(sleeper.timer);
    sleeper.resolve();
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.sleeper = undefined;
        resolve();
      }, ms);
      timer.unref();
      this.sleeper = { timer, resolve };
    }).then(() => {
      this.woken = false;
    });
  }

  private async round(): Promise<number> {
    const rows = await claimDueMails(this.db, this.options.batchSize, this.options.leaseMs);
    if (rows.length > 0) await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async deliver(claimed: MailOutboxRow): Promise<void> {
    let row = claimed;
    try {
      // recorded by a process that died before rendering it: the request it holds is rendered here
      if (isUnrendered(row)) {
        const parts = renderForOutbox(JSON.parse(row.text) as OrderMailRequest);
        await storeRendered(this.db, row.id, parts);
        row = { ...row, ...parts };
      }
    } catch (err) {
      await this.recordFailure(row, err);
      return;
    }
    // the row holds its secrets marked until the mail is out (mail.secrets.ts)
    const redacted = hasSecrets(row) ? redactSecrets(row) : undefined;
    try {
      await this.transport.send({
        id: row.id,
        to: row.toAddress,
        ...unmarkSecrets(row),
        kind: row.kind,
        ...(row.headers ? { headers: row.headers } : {}),
        ...(redacted ? { redactedSubject: redacted.subject } : {}),
      });
    } catch (err) {
      await this.recordFailure(row, err, redacted);
      return;
    }
    // The mail is out: recording it must not be given up lightly, or it is sent again after the lease.
    for (let attempt = 1; ; attempt++) {
      try {
        await markSent(this.db, row.id, redacted);
        this.log.debug({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
        return;
      } catch (err) {
        if (attempt >= 3) {
          this.log.error({ err, mailId: row.id }, 'mail sent but not recorded; it may be sent again');
          return;
        }
        await delay(200 * attempt);
      }
    }
  }

  private async recordFailure(row: MailOutboxRow, err: unknown, redacted?: MailParts): Promise<void> {
    const { maxAttempts, backoffBaseMs, backoffMaxMs } = this.options;
    const final = row.attempts >= maxAttempts;
    const retryInMs = final ? 'never' : backoffDelay(row.attempts, backoffBaseMs, backoffMaxMs);
    const error = errorText(err);
    if (final) {
      this.log.error(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, error },
        'mail failed for good',
      );
    } else {
      this.log.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs, error },
        'mail attempt failed; will retry',
      );
    }
    try {
      await markAttemptFailed(this.db, row, error, retryInMs, redacted);
    } catch (dbErr) {
      // the lease runs out and the mail is claimed again
      this.log.error({ err: dbErr, mailId: row.id }, 'could not record a failed mail attempt');
    }
  }
}

/** The queue as the app runs it: the transport chosen by the config (SMTP or the dev outbox). */
export function createMailQueue(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>,
  db: Db,
  log: MailLogger,
  options: Partial<MailQueueOptions> = {},
): MailQueue {
  return new MailQueue(db, createMailTransport(config, log), log, options);
}
